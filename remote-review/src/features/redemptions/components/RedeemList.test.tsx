import { screen, waitFor, within } from '@testing-library/react';
import { includesSearch, searchKey, type ApplyFor, type LoginUser } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { installFakeApi, type FakeReply, type FakeRequest } from '@portal/shared-auth/testing';
import { renderReview } from '../../../testing/render-review';

const approver: LoginUser = {
  id: 4, name: 'Ana Aprobadora', image: null, points: 0, profiles_id: 4,
  identification_number: '900400', email: 'ana@example.com', access_token: 'tok-approver', expires_at: '2030-01-01T00:00:00Z',
};

/** ISO text of a local time, so the shown date does not depend on the machine's time zone */
const at = (y: number, m: number, d: number, h = 10, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

function request(id: number, createdAt: string, state: string, extra: Partial<ApplyFor> = {}): ApplyFor {
  return {
    id, product_id: 1, product: { id: 1, name: 'Termo de acero' }, users_id: 7,
    user: {
      id: 7, name: 'Laura Gómez', identification_number: '1012345678', points: 4200,
      subsidiary: { id: 3, name: 'Llantas del Norte', city: { id: 1, name: 'Bogotá' } },
    },
    points: 1500, created_at: createdAt, state, comment: null, buyer_comment: null, purchase_date: null,
    // the prize's way after the purchase (contract ApplyFor): not dispatched
    due_date: '2024-04-02', days_left: 0, delivery_method: null, delivery_address: null, delivery_city: null, recipient: null, carrier: null,
    guide_number: null, tracking_url: null, dispatch_date: null, delivery_date: null, proof_image: null, received_at: null, claim_comment: null,
    claim_at: null, delivery_comment: null, ...extra,
  };
}

/**
 * GET /api/product/applyfor/all as the api answers it (the list contract): `state` filters
 * either way; without list parameters the plain array, else a page `{ rows, total }` searched in
 * the product, the participant's name and identification number, sorted by REDEMPTION_SORT (default
 * '-created'), equal keys by id.
 */
function redemptionPages(rows: readonly ApplyFor[]) {
  const byKey: Record<string, (r: ApplyFor) => string | number> = {
    created: (r) => r.created_at, id: (r) => r.id, product: (r) => searchKey(r.product?.name ?? ''), user: (r) => searchKey(r.user?.name ?? ''),
    document: (r) => r.user?.identification_number ?? '', points: (r) => r.points, state: (r) => r.state,
  };
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return (req: FakeRequest): FakeReply => {
    const { q, sort, page, pageSize, state } = req.query;
    let found = rows.filter((r) => !state || r.state === state);
    if (q === undefined && sort === undefined && page === undefined && pageSize === undefined) return { body: found };
    found = found.filter((r) => !q?.trim() || [r.product?.name, r.user?.name, r.user?.identification_number].some((text) => includesSearch(text ?? '', q)));
    const key = (sort ?? '-created').replace(/^-/, '');
    const by = byKey[key];
    if (!by) return { status: 400, body: { message: 'error', detail: 'No se puede ordenar por esa columna', statusCode: 400 } };
    const direction = (sort ?? '-created').startsWith('-') ? -1 : 1;
    found = [...found].sort((a, b) => (cmp(by(a), by(b)) || a.id - b.id) * direction);
    const size = Number(pageSize ?? 10);
    const from = (Number(page ?? 1) - 1) * size;
    return { body: { rows: found.slice(from, from + size), total: found.length } };
  };
}

const table = () => screen.findByRole('table', { name: 'Lista de Redenciones' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const firstCells = (t: HTMLElement) => bodyRows(t).map((r) => within(r).getAllByRole('cell')[0].textContent);

beforeEach(() => {
  useSession.getState().setSession(approver);
});
afterEach(() => {
  useSession.getState().clear();
  jest.restoreAllMocks();
});

test("under the state: why a request was rejected, and the buyer's note of a confirmed one", async () => {
  installFakeApi({
    'GET /api/product/applyfor/all': redemptionPages([
      request(1, at(2024, 1, 15), 'rechazado', { comment: 'Producto agotado con el proveedor' }),
      request(2, at(2024, 1, 14), 'confirmado', { comment: 'Aprobado por stock', buyer_comment: 'Entregado en la sucursal' }),
      request(3, at(2024, 1, 13), 'aprobado', { comment: 'Aprobado por stock' }),
    ]),
  });
  renderReview('/admin/redeem-list');
  const t = await table();
  const states = bodyRows(t).map((r) => within(r).getAllByRole('cell')[8].textContent);
  // a request still owed says by when (SPEC 1/9: one month from the request)
  expect(states).toEqual([
    'RechazadoMotivo: Producto agotado con el proveedor',
    'CompradoNota del comprador: Entregado en la sucursal · Entrega a más tardar el 02 abr 2024',
    'AprobadoEntrega a más tardar el 02 abr 2024',
  ]);
});

test('shows every column, newest request first, the state capitalised and the date in Spanish', async () => {
  const calls = installFakeApi({
    'GET /api/product/applyfor/all': redemptionPages([
      request(1, at(2024, 1, 15, 9, 5), 'aprobado'),
      request(2, at(2024, 3, 2, 16, 45), 'espera', {
        product: { id: 2, name: 'Bicicleta' },
        user: { id: 8, name: 'Pedro Ruiz', identification_number: '79111222', points: 100, subsidiary: { id: 4, name: 'Rin y Llanta', city: { id: 2, name: 'Medellín' } } },
        points: 9000,
      }),
      request(3, at(2023, 12, 24, 12, 0), 'rechazado'),
    ]),
  });
  renderReview('/admin/redeem-list');
  const t = await table();

  expect(within(t).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
    'ID', 'Ciudad', 'Punto de venta', 'Producto', 'Puntos', 'Usuario', '# Cédula', 'Fecha Creación', 'Estado', 'Acciones',
  ]);
  // the api sorts: the first page, newest first (SPEC 2.10)
  expect(calls.map((c) => [c.path, c.query])).toEqual([['/api/product/applyfor/all', { sort: '-created', page: '1', pageSize: '10' }]]);
  expect(within(t).getByRole('columnheader', { name: /Fecha Creación/ })).toHaveAttribute('aria-sort', 'descending');
  expect(firstCells(t)).toEqual(['2', '1', '3']);

  const newest = within(bodyRows(t)[0]).getAllByRole('cell').map((c) => c.textContent);
  expect(newest).toEqual(['2', 'Medellín', 'Rin y Llanta', 'Bicicleta', '9.000', 'Pedro Ruiz', '79111222', '02 mar 2024, 16:45', 'EsperaEntrega a más tardar el 02 abr 2024', 'Ver Solicitud']);
  expect(within(bodyRows(t)[1]).getByRole('cell', { name: 'Aprobado Entrega a más tardar el 02 abr 2024' })).toBeInTheDocument();
  expect(within(bodyRows(t)[2]).getByRole('cell', { name: 'Rechazado' })).toBeInTheDocument();
  expect(within(bodyRows(t)[2]).getByRole('cell', { name: '24 dic 2023, 12:00' })).toBeInTheDocument();
});

test('10 requests per page with the pagination on top only, and a search the api runs', async () => {
  const many = Array.from({ length: 12 }, (_, i) =>
    request(i + 1, at(2024, 5, i + 1), i === 0 ? 'aprobado' : 'espera', i === 4 ? { product: { id: 9, name: 'Cafetera Eléctrica' } } : {}));
  const calls = installFakeApi({ 'GET /api/product/applyfor/all': redemptionPages(many) });
  const { user } = renderReview('/admin/redeem-list');
  const t = await table();

  expect(bodyRows(t)).toHaveLength(10);
  expect(firstCells(t)[0]).toBe('12');
  expect(screen.getAllByRole('navigation', { name: 'Paginación' })).toHaveLength(1);
  expect(screen.getByText(/1.*10.*12/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  await waitFor(() => expect(firstCells(t)).toEqual(['2', '1']));
  expect(calls.at(-1)?.query).toEqual({ sort: '-created', page: '2', pageSize: '10' });

  // product, participant or identification number, capitals and accents aside; back to page 1
  await user.type(screen.getByRole('searchbox', { name: 'Filtrar tabla' }), 'CAFETERA electrica');
  // the whole text asked for (on a busy machine the search may also go out once mid-typing, 'CAFETERA
  // el', whose answer already shows the same row)
  await waitFor(() => expect(calls.at(-1)?.query).toEqual({ q: 'CAFETERA electrica', sort: '-created', page: '1', pageSize: '10' }));
  await waitFor(() => expect(firstCells(t)).toEqual(['5']));
});

test("the state select keeps one state on the api, back to page 1; 'Todos los estados' shows every request again", async () => {
  const many = Array.from({ length: 12 }, (_, i) => request(i + 1, at(2024, 5, i + 1), i < 2 ? 'aprobado' : 'espera'));
  const calls = installFakeApi({ 'GET /api/product/applyfor/all': redemptionPages(many) });
  const { user } = renderReview('/admin/redeem-list');
  const t = await table();
  const select = screen.getByRole('combobox', { name: 'Estado' });
  const choices = within(select).getAllByRole('option').filter((o) => !(o as HTMLOptionElement).disabled);
  expect(choices.map((o) => o.textContent)).toEqual(['Todos los estados', 'Espera', 'Aprobado', 'Rechazado', 'Comprado', 'Despachado', 'Entregado', 'Cancelado', 'No entregado', 'Reclamo']);
  expect(select).toHaveValue('all');

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  await waitFor(() => expect(firstCells(t)).toEqual(['2', '1']));
  await user.selectOptions(select, 'Aprobado');
  await waitFor(() => expect(firstCells(t)).toEqual(['2', '1']));
  expect(calls.at(-1)?.query).toEqual({ state: 'aprobado', sort: '-created', page: '1', pageSize: '10' });
  expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();

  // nothing in that state: the table says nothing matches, not that none was ever made
  await user.selectOptions(select, 'Comprado');
  expect(await within(t).findByText('Ningún registro coincide con la búsqueda')).toBeInTheDocument();
  expect(within(t).queryByText('No ha ingresado ventas')).not.toBeInTheDocument();

  // every state again, from page 1 (the page read first, from the cache)
  await user.selectOptions(select, 'Todos los estados');
  await waitFor(() => expect(firstCells(t)).toEqual(['12', '11', '10', '9', '8', '7', '6', '5', '4', '3']));
});

test('the headers sort on the api: Puntos, Usuario, # Cédula, Estado and the others', async () => {
  const rows = [
    request(1, at(2024, 1, 1), 'espera', { points: 300, user: { id: 1, name: 'Óscar Díaz', identification_number: '300', points: 0, subsidiary: null } }),
    request(2, at(2024, 1, 2), 'aprobado', { points: 100, user: { id: 2, name: 'beatriz Mora', identification_number: '100', points: 0, subsidiary: null } }),
    request(3, at(2024, 1, 3), 'confirmado', { points: 200, user: { id: 3, name: 'Andrés Paz', identification_number: '200', points: 0, subsidiary: null } }),
  ];
  const calls = installFakeApi({ 'GET /api/product/applyfor/all': redemptionPages(rows) });
  const { user } = renderReview('/admin/redeem-list');
  const t = await table();
  const header = (name: string) => within(t).getByRole('button', { name: new RegExp(`^${name}`) });

  await user.click(header('Puntos'));
  await waitFor(() => expect(firstCells(t)).toEqual(['2', '3', '1']));
  expect(calls.at(-1)?.query).toEqual({ sort: 'points', page: '1', pageSize: '10' });
  await user.click(header('Puntos'));
  await waitFor(() => expect(firstCells(t)).toEqual(['1', '3', '2']));
  expect(calls.at(-1)?.query.sort).toBe('-points');

  await user.click(header('Usuario'));
  await waitFor(() => expect(firstCells(t)).toEqual(['3', '2', '1']));
  expect(calls.at(-1)?.query.sort).toBe('user');
  await user.click(header('# Cédula'));
  await waitFor(() => expect(calls.at(-1)?.query.sort).toBe('document'));
  await user.click(header('Estado'));
  await waitFor(() => expect(firstCells(t)).toEqual(['2', '3', '1']));
  expect(calls.at(-1)?.query.sort).toBe('state');
  for (const name of ['ID', 'Ciudad', 'Punto de venta', 'Producto', 'Fecha Creación']) expect(header(name)).toBeInTheDocument();
  expect(within(t).queryByRole('button', { name: /^Acciones/ })).not.toBeInTheDocument();
});

test("'Ver Solicitud' opens the request's review screen", async () => {
  installFakeApi({
    'GET /api/product/applyfor/all': redemptionPages([request(5, at(2024, 1, 1), 'espera')]),
    'GET /api/product/applyfor/get/5': { body: { ...request(5, at(2024, 1, 1), 'espera'), points_from_unreviewed_invoices: 0 } },
    'GET /api/users/historyinvoice/7': { body: [] },
  });
  const { user } = renderReview('/admin/redeem-list');
  const t = await table();

  const link = within(bodyRows(t)[0]).getByRole('link', { name: 'Ver Solicitud' });
  expect(link).toHaveAttribute('href', '/admin/confirm-redeem/5');
  await user.click(link);
  expect(await screen.findByRole('heading', { name: 'Información de solicitud' })).toBeInTheDocument();
  expect(screen.getByLabelText('Id')).toHaveValue('5');
});

test("a participant reads where each prize is: carrier and guide, a voucher, the claim, why it was not delivered or cancelled, the delivery day, and a due date passed (SPEC 1/9)", async () => {
  useSession.getState().setSession({ ...approver, profiles_id: 2 });
  installFakeApi({
    'GET /api/product/applyfor/all': redemptionPages([
      request(1, at(2024, 1, 9), 'despachado', { carrier: 'Servientrega', guide_number: 'SV-20931', delivery_method: 'address', due_date: '2024-02-09', days_left: 3 }),
      request(2, at(2024, 1, 8), 'despachado', { delivery_method: 'voucher', due_date: '2024-02-08', days_left: 2 }),
      request(3, at(2024, 1, 7), 'reclamo', { claim_comment: 'La caja llegó vacía', due_date: '2024-02-07', days_left: 1 }),
      request(4, at(2024, 1, 6), 'no_entregado', { delivery_comment: 'Dirección no encontrada', due_date: '2024-01-31', days_left: -6 }),
      request(5, at(2024, 1, 5), 'cancelado', { delivery_comment: 'Producto descontinuado' }),
      request(6, at(2024, 1, 4), 'entregado', { delivery_date: '2024-01-20' }),
    ]),
  });
  renderReview('/admin/redeem-list');
  const t = await table();
  const states = bodyRows(t).map((r) => within(r).getAllByRole('cell').at(-1)?.textContent);
  expect(states).toEqual([
    'DespachadoServientrega, guía SV-20931 · Entrega a más tardar el 09 feb 2024',
    'DespachadoBono digital · Entrega a más tardar el 08 feb 2024',
    'ReclamoReclamo: La caja llegó vacía · Entrega a más tardar el 07 feb 2024',
    'No entregadoMotivo: Dirección no encontrada · Entrega vencida el 31 ene 2024',
    'CanceladoMotivo: Producto descontinuado',
    'EntregadoEntregado el 20 ene 2024',
  ]);
});

test("a participant sees their requests without 'Ver Solicitud' (SPEC 6: reviewing is for staff)", async () => {
  useSession.getState().setSession({ ...approver, profiles_id: 2 });
  installFakeApi({ 'GET /api/product/applyfor/all': redemptionPages([request(5, at(2024, 1, 1), 'espera')]) });
  renderReview('/admin/redeem-list');
  const t = await table();

  expect(within(t).queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
  expect(within(t).queryByRole('link', { name: 'Ver Solicitud' })).not.toBeInTheDocument();
  expect(within(t).getByRole('cell', { name: /^Espera/ })).toBeInTheDocument();
});

test("a participant's requests show each state's Spanish name capitalised (SPEC 2.10, SPEC 4)", async () => {
  useSession.getState().setSession({ ...approver, profiles_id: 2 });
  const calls = installFakeApi({
    'GET /api/product/applyfor/all': redemptionPages([
      request(1, at(2024, 1, 4), 'espera'),
      request(2, at(2024, 1, 3), 'aprobado'),
      request(3, at(2024, 1, 2), 'rechazado'),
      request(4, at(2024, 1, 1), 'confirmado'),
    ]),
  });
  renderReview('/admin/redeem-list');
  const t = await table();

  const states = bodyRows(t).map((r) => within(r).getAllByRole('cell').at(-1)?.textContent);
  const due = 'Entrega a más tardar el 02 abr 2024';
  expect(states).toEqual([`Espera${due}`, `Aprobado${due}`, 'Rechazado', `Comprado${due}`]);
  expect(within(t).queryByRole('link')).not.toBeInTheDocument();
  // the api answers only the participant's own requests: the screen asks the one list call, with no user of its own
  expect(calls.map((c) => [`${c.method} ${c.path}`, c.query])).toEqual([['GET /api/product/applyfor/all', { sort: '-created', page: '1', pageSize: '10' }]]);
});

test("staff (approver and buyer) keep 'Ver Solicitud' on every row", async () => {
  for (const profiles_id of [4, 5]) {
    useSession.getState().setSession({ ...approver, profiles_id });
    installFakeApi({ 'GET /api/product/applyfor/all': redemptionPages([request(5, at(2024, 1, 1), 'aprobado'), request(6, at(2024, 1, 2), 'espera')]) });
    const { unmount } = renderReview('/admin/redeem-list');
    const t = await table();
    expect(within(t).getAllByRole('link', { name: 'Ver Solicitud' }).map((l) => l.getAttribute('href'))).toEqual(['/admin/confirm-redeem/6', '/admin/confirm-redeem/5']);
    unmount();
  }
});

test("an empty list says 'No ha ingresado ventas'", async () => {
  installFakeApi({ 'GET /api/product/applyfor/all': redemptionPages([]) });
  renderReview('/admin/redeem-list');
  expect(await screen.findByText('No ha ingresado ventas')).toBeInTheDocument();
});

test('a list that can not be read shows a Spanish panel with a retry', async () => {
  installFakeApi({ 'GET /api/product/applyfor/all': { status: 500, body: { message: 'error', detail: 'Ocurrió un error en el servidor', statusCode: 500 } } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderReview('/admin/redeem-list');

  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('No se pudieron cargar las redenciones');
  expect(within(panel).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});
