// SPEC 2.5 'Lista de Usuarios', SPEC 2.6 / 5 "Edit user", stale edits, points as an adjustment with
// its reason, the list on the api's contract, usuarios.csv and the user's ledger, driven as an
// administrator would.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { LedgerEntry, Profile, Subsidiary, User } from '@portal/contract';
import { installFakeApi, type FakeReply, type FakeRequest, type FakeRoutes } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';
import { savedCsv } from '../../../testing/saved-csv';
import { fakeList } from '../../../components/named-entity/fake-list';

const profiles: Profile[] = [{ id: 1, name: 'Administrador' }, { id: 2, name: 'vendedor' }, { id: 3, name: 'MECÁNICO' }];
const subsidiaries = [
  { id: 7, name: 'norte express', city: { id: 1, name: 'Bogotá' }, profile: profiles[1], profiles_id: 2 },
  { id: 8, name: 'Centro', city: { id: 1, name: 'Bogotá' }, profile: profiles[2], profiles_id: 3 },
] as unknown as Subsidiary[];

function userRow(i: number, patch: Partial<User> = {}): User {
  return {
    id: i, name: `Usuario ${String(i).padStart(2, '0')}`, email: `u${i}@example.com`, phone: `30000000${i}`,
    identification_number: String(1_000_000 + i), identification_type: 'CC', points: i * 100, state: 1,
    created_at: '2026-01-15T15:30:00Z', image: null, profile: profiles[1], profiles_id: 2,
    subsidiary: { id: 7, name: 'norte express', city: { id: 1, name: 'Bogotá' } }, subsidiary_id: 7, version: 1, ...patch,
  };
}

const store: User[] = [
  ...Array.from({ length: 12 }, (_, i) => userRow(i + 1)),
  userRow(13, { name: 'Zoé Ñandú', state: 0, profile: profiles[2], profiles_id: 3, subsidiary: null, subsidiary_id: null }),
];
const usersApi = fakeList(() => store, {
  sortBy: { name: (u) => u.name, id: (u) => u.id, document: (u) => u.identification_number, email: (u) => u.email, state: (u) => u.state },
  searchIn: (u) => [u.name, u.identification_number, u.email],
});
/** the fake api also keeps the state and profile filters, as the api does */
const filteredUsers = (req: FakeRequest): FakeReply => {
  const reply = usersApi(req);
  const body = reply.body as { rows: User[]; total: number };
  if (!req.query.state && !req.query.profile) return reply;
  const keep = (u: User) => (!req.query.state || String(u.state) === req.query.state) && (!req.query.profile || String(u.profiles_id) === req.query.profile);
  const all = usersApi({ ...req, query: { ...req.query, page: '1', pageSize: '100' } }).body as { rows: User[] };
  const rows = all.rows.filter(keep);
  const size = Number(req.query.pageSize ?? 10);
  const from = (Number(req.query.page ?? 1) - 1) * size;
  return req.query.page ? { body: { rows: rows.slice(from, from + size), total: rows.length } } : { body: { rows, total: body.total } };
};

const table = (name = 'Lista de Usuarios') => screen.findByRole('table', { name });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const column = (t: HTMLElement, index: number) => bodyRows(t).map((r) => within(r).getAllByRole('cell')[index].textContent);
const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/users/all');

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("'Lista de Usuarios' (SPEC 2.5)", () => {
  const install = (extra: FakeRoutes = {}) => installFakeApi({ 'GET /api/users/all': filteredUsers, 'GET /api/profiles/all': { body: profiles }, ...extra });

  test('SPEC 2.5 columns, 10 per page by name, branch and profile capitalised, ACTIVO / DESACTIVADO', async () => {
    const calls = install();
    renderAdmin('/admin/list-users');
    const t = await table();
    expect(within(t).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Nombre', 'Sucursal', 'Documento', 'Tipo Doc.', 'Correo', 'Teléfono', 'Puntos', 'Perfil', 'Stado', 'Acciones',
    ]);
    expect(bodyRows(t)).toHaveLength(10);
    expect(listCalls(calls)[0].query).toEqual({ page: '1', pageSize: '10', sort: 'name' });
    const first = within(bodyRows(t)[0]).getAllByRole('cell').map((c) => c.textContent);
    expect(first.slice(0, 9)).toEqual(['Usuario 01', 'Norte express', '1000001', 'CC', 'u1@example.com', '300000001', '100', 'Vendedor', 'ACTIVO']);
    expect(screen.getByText('Mostrando 1 a 10 de 13 registros')).toBeInTheDocument();

    await screen.findByRole('button', { name: 'Página 2' });
  });

  test('the search, the state and profile filters and a header ask the api, and page 2 comes from it', async () => {
    const calls = install();
    const { user } = renderAdmin('/admin/list-users');
    let t = await table();

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(async () => expect(column(await table(), 0)).toEqual(['Usuario 11', 'Usuario 12', 'Zoé Ñandú']));
    expect(listCalls(calls).at(-1)?.query).toMatchObject({ page: '2' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivo');
    await waitFor(async () => expect(column(await table(), 0)).toEqual(['Zoé Ñandú']));
    expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'name', state: '0' });
    const inactive = within(bodyRows(await table())[0]).getAllByRole('cell').map((c) => c.textContent);
    expect(inactive[1]).toBe('');
    expect(inactive[7]).toBe('Mecánico');
    expect(inactive[8]).toBe('DESACTIVADO');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Todos los estados');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'vendedor');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'name', profile: '2' }));

    await user.type(screen.getByRole('searchbox'), 'ñandu');
    await waitFor(() => expect(listCalls(calls).at(-1)?.query).toMatchObject({ q: 'ñandu', profile: '2' }));
    // nothing matches: the table says so, not 'No hay usuarios'
    expect(await screen.findByText('Ningún registro coincide con la búsqueda')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Perfil' }), 'Todos los perfiles');
    t = await table();
    await user.click(within(t).getByRole('button', { name: /Documento/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'document' }));
    // only the api's sort keys sort: no button on 'Teléfono' or 'Puntos'
    expect(within(t).queryByRole('button', { name: /Teléfono/ })).not.toBeInTheDocument();
    expect(within(t).queryByRole('button', { name: /Puntos/ })).not.toBeInTheDocument();
  });

  test("an empty list says 'No hay usuarios'; a failed read says so with a retry", async () => {
    installFakeApi({ 'GET /api/users/all': { body: { rows: [], total: 0 } }, 'GET /api/profiles/all': { body: profiles } });
    renderAdmin('/admin/list-users');
    expect(await screen.findByText('No hay usuarios')).toBeInTheDocument();
  });

  test("'Exportar a CSV' saves usuarios.csv with the SPEC 2.5 columns and every user of the filter", async () => {
    const calls = install();
    const { user } = renderAdmin('/admin/list-users');
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivo');
    await waitFor(async () => expect(column(await table(), 0)).toEqual(['Zoé Ñandú']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Activo');
    await waitFor(async () => expect(column(await table(), 0)).toHaveLength(10));

    const { name, bytes, text } = await savedCsv(() => user.click(screen.getByRole('button', { name: 'Exportar a CSV' })));
    expect(name).toBe('usuarios.csv');
    expect(listCalls(calls).at(-1)?.query).toEqual({ sort: 'name', state: '1' });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Nombre,Sucursal,Documento,Tipo Doc.,Correo,Teléfono,Puntos,Perfil,Stado');
    expect(lines.slice(1)).toHaveLength(12);
    expect(lines[1]).toBe('Usuario 01,Norte express,1000001,CC,u1@example.com,300000001,100,Vendedor,ACTIVO');
  });

  test("'Editar' opens /admin/edit-users/{id}", async () => {
    install({ 'GET /api/users/getuser/3': { body: userRow(3) }, 'GET /api/users/ledger/3': { body: { rows: [], total: 0 } }, 'GET /api/subsidiary': { body: subsidiaries } });
    const { user } = renderAdmin('/admin/list-users');
    await table();
    await user.click(screen.getByRole('button', { name: 'Editar Usuario 03' }));
    expect(await screen.findByRole('heading', { name: 'Editar Usuario' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Usuario 03');
  });
});

describe('Edit user (SPEC 2.6, SPEC 5)', () => {
  const ledger: LedgerEntry[] = [
    { id: 3, kind: 'adjustment', amount: -50, balance_after: 450, actor: { id: 1, name: 'Ana Admin' }, reason: 'Corrección de factura', ref_type: 'user', ref_id: 4, created_at: '2026-03-02T21:45:00Z' },
    { id: 2, kind: 'expiry', amount: -100, balance_after: 500, actor: null, reason: 'Puntos vencidos', ref_type: 'lot', ref_id: 9, created_at: '2026-02-01T05:00:00Z' },
    { id: 1, kind: 'earn', amount: 600, balance_after: 600, actor: { id: 4, name: 'Usuario 04' }, reason: 'Factura F-1', ref_type: 'invoice', ref_id: 1, created_at: '2025-02-01T15:00:00Z' },
  ];
  const stored = userRow(4, { points: 450, version: 3, image: '/uploads/users/a.png?signature=x' });

  function install(update: FakeRoutes[string] = { body: { message: 'success', detail: 'User Usuario 04 editado con éxito', points: 450, version: 4 } }) {
    return installFakeApi({
      'GET /api/users/getuser/4': { body: stored },
      'GET /api/users/ledger/4': fakeList(() => ledger as unknown as (LedgerEntry & { name: string })[], { sortBy: { id: (e) => e.id } }),
      'GET /api/profiles/all': { body: profiles },
      'GET /api/subsidiary': { body: subsidiaries },
      'GET /api/users/all': filteredUsers,
      'POST /api/users/update/4': update,
    });
  }
  const posts = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'POST');
  const sentData = (call: FakeRequest) => JSON.parse((call.body as FormData).get('data') as string);

  test('read-only id, document and registration date; the stored values in the editable fields; the ledger newest first', async () => {
    const calls = install();
    renderAdmin('/admin/edit-users/4');
    expect(await screen.findByLabelText('Id')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Id')).toHaveValue('4');
    expect(screen.getByLabelText('Documento')).toHaveValue('CC 1000004');
    expect(screen.getByLabelText('Documento')).toHaveAttribute('readonly');
    expect((screen.getByLabelText('Fecha de registro') as HTMLInputElement).value).toMatch(/^15 ene 2026, \d\d:30$/);
    expect(screen.getByLabelText('Nombre')).toHaveValue('Usuario 04');
    expect(screen.getByLabelText('Puntos')).toHaveValue('450');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Perfil' })).toHaveDisplayValue('vendedor'));
    expect(screen.getByRole('combobox', { name: 'Punto de venta' })).toHaveDisplayValue('norte express');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Activo');
    expect(screen.getByRole('img', { name: /vista previa/i })).toHaveAttribute('src', expect.stringContaining('/uploads/users/a.png'));

    const t = await table('Historial de puntos');
    expect(bodyRows(t).map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
      ['Ajuste', '-50', '450', 'Ana Admin', 'Corrección de factura'],
      ['Vencidos', '-100', '500', 'Sistema', 'Puntos vencidos'],
      ['Ganados', '+600', '600', 'Usuario 04', 'Factura F-1'],
    ]);
    expect(calls.find((c) => c.path === '/api/users/ledger/4')?.query).toEqual({ page: '1', pageSize: '10', sort: '-id' });
  });

  test('SPEC 5: every failing field is marked with its text and nothing is sent', async () => {
    const calls = install();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderAdmin('/admin/edit-users/4');
    const name = await screen.findByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Al');
    await user.clear(screen.getByLabelText('Correo'));
    await user.type(screen.getByLabelText('Correo'), 'no-es-correo');
    await user.clear(screen.getByLabelText('Teléfono'));
    await user.type(screen.getByLabelText('Teléfono'), '123');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Correo electrónico no válido')).toBeInTheDocument();
    expect(screen.getByText('Mínimo 5 caracteres')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toHaveLength(0);
    // SPEC 8: the console says the required fields were not edited
    expect(console.warn).toHaveBeenCalled();
  });

  test('a change of points asks for a reason, says what the ledger will record, and sends the version and the balance shown', async () => {
    const reply = deferred<FakeReply>();
    const calls = install(() => reply.promise);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderAdmin('/admin/edit-users/4');
    const points = await screen.findByLabelText('Puntos');
    expect(screen.queryByLabelText(/Motivo/)).not.toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '1200');
    expect(screen.getByRole('note')).toHaveTextContent('Se registrará un ajuste de +750 puntos (saldo 450 → 1.200).');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('Mínimo 3 caracteres')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.type(screen.getByLabelText(/Motivo del cambio de puntos/), ' Premio de la campaña ');
    // SPEC 5: a password is sent only when it equals its confirmation
    await user.type(screen.getByLabelText('Nueva contraseña'), 'secreta1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'secreta2');
    expect(screen.getByText('Las contraseñas no coinciden: la contraseña no se cambiará.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(posts(calls)).toHaveLength(1);
    expect(sentData(posts(calls)[0])).toEqual({
      name: 'Usuario 04', email: 'u4@example.com', phone: '300000004', version: 3, state: 1, profiles_id: 2, subsidiary_id: 7,
      points: 1200, points_seen: 450, points_reason: 'Premio de la campaña',
    });
    expect([...(posts(calls)[0].body as FormData).keys()]).toEqual(['data']);
    expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();

    jest.useFakeTimers();
    await act(async () => reply.resolve({ body: { message: 'success', detail: 'User Usuario 04 editado con éxito', points: 1200, version: 4 } }));
    expect(screen.getByRole('status')).toHaveTextContent('User Usuario 04 editado con éxito');
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.queryByRole('table', { name: 'Lista de Usuarios' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(await screen.findByRole('table', { name: 'Lista de Usuarios' })).toBeInTheDocument();
  });

  test('the read after a save (a new version) keeps the success panel and the redirect to the list after 3 s', async () => {
    let current = stored;
    installFakeApi({
      'GET /api/users/getuser/4': () => ({ body: current }),
      'GET /api/users/ledger/4': { body: { rows: [], total: 0 } },
      'GET /api/profiles/all': { body: profiles },
      'GET /api/subsidiary': { body: subsidiaries },
      'GET /api/users/all': filteredUsers,
      'POST /api/users/update/4': () => {
        current = { ...stored, name: 'Usuario 04 Editado', version: 4 };
        return { body: { message: 'success', detail: 'User Usuario 04 Editado editado con éxito', points: 450, version: 4 } };
      },
    });
    const { user } = renderAdmin('/admin/edit-users/4');
    const name = await screen.findByLabelText('Nombre');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Perfil' })).toHaveDisplayValue('vendedor'));
    await user.type(name, ' Editado');
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User Usuario 04 Editado editado con éxito');
    // the user is read again (version 4) while the panel shows
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('editado con éxito'));
    act(() => jest.advanceTimersByTime(3000));
    expect(await screen.findByRole('table', { name: 'Lista de Usuarios' })).toBeInTheDocument();
  });

  test('points left as shown are not touched: no points change, the same password twice is sent, the state goes to Inactivo', async () => {
    const calls = install();
    const { user } = renderAdmin('/admin/edit-users/4');
    await screen.findByLabelText('Puntos');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Perfil' })).toHaveDisplayValue('vendedor'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivo');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'nueva-clave');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(sentData(posts(calls)[0])).toEqual({
      name: 'Usuario 04', email: 'u4@example.com', phone: '300000004', version: 3, state: 0, profiles_id: 2, subsidiary_id: 7,
      points: 450, points_seen: 450, password: 'nueva-clave',
    });
  });

  test("removing the photo says 'Seleccione una nueva foto de perfil' and sends remove_image; a new photo goes as the file", async () => {
    const calls = install();
    const { user } = renderAdmin('/admin/edit-users/4');
    await screen.findByLabelText('Puntos');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Perfil' })).toHaveDisplayValue('vendedor'));
    await user.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(screen.getByText('Seleccione una nueva foto de perfil')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(sentData(posts(calls)[0]).remove_image).toBe(true);
  });

  test("a stale save shows the api's detail in the red panel with 'Recargar datos', which reads the user again", async () => {
    const calls = install({ status: 409, body: { message: 'error', detail: 'Otra persona cambió estos datos mientras los editaba; recargue la página', statusCode: 409 } });
    const { user } = renderAdmin('/admin/edit-users/4');
    const name = await screen.findByLabelText('Nombre');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Perfil' })).toHaveDisplayValue('vendedor'));
    await user.type(name, ' Gómez');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Otra persona cambió estos datos');
    // nothing typed is lost
    expect(name).toHaveValue('Usuario 04 Gómez');
    const reads = calls.filter((c) => c.path === '/api/users/getuser/4').length;
    await user.click(screen.getByRole('button', { name: 'Recargar datos' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/users/getuser/4').length).toBe(reads + 1));
  });
});
