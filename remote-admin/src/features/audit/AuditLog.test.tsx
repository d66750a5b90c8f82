// /admin/audit-log 'Registro de Auditoría', driven as an administrator would against a fake
// GET /api/audit on the list contract (contract/src/reports.ts auditQuery: entity, action, actor,
// from/to, sort by id, always a page).
import { act, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@portal/contract';
import { installFakeApi, type FakeRequest, type FakeRoutes } from '@portal/shared-auth/testing';
import { renderAdmin } from '../../testing/render-admin';
import { callsTo, fakeReport, type Stored } from '../reports/testing';

const AUDIT = '/api/audit';
const at = (y: number, m: number, d: number, h = 10, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
const ana = { id: 1, name: 'Ana Admin' };

function entry(id: number, over: Partial<AuditEntry> = {}): Stored<AuditEntry> {
  const row: AuditEntry = {
    id, created_at: at(2026, 2, id, 8, 15), actor: ana, action: 'create', entity: 'cities', entity_id: 100 + id, detail: { name: `Ciudad ${id}` }, ip: '203.0.113.7', ...over,
  };
  return { row, keys: { entity: row.entity, action: row.action, actor: String(row.actor?.id ?? ''), day: row.created_at.slice(0, 10) } };
}

const store: Stored<AuditEntry>[] = [
  // the rows written before the audit log kept the client's address have none
  ...Array.from({ length: 9 }, (_, i) => entry(i + 1, i === 8 ? { ip: null } : {})),
  entry(10, { action: 'update', entity: 'users', entity_id: 12, detail: { changed: { name: { from: 'Ana', to: 'Ana María' }, state: { from: 1, to: 0 } }, password_changed: false } }),
  entry(11, { action: 'reject', entity: 'invoices', entity_id: 7, actor: { id: 5, name: 'Rita Revisora' }, detail: { number: 'FV-7', from: 'Creada', to: 'Rechazada', comment: 'La foto no es legible', reversed: 300, balance: 1200 } }),
  entry(12, { action: 'login_refused', entity: 'session', entity_id: null, actor: null, ip: '198.51.100.20', detail: { identification_number: '123456', reason: 'bad_password' } }),
];
const audit = fakeReport(() => store, { defaultSort: '-id', sortBy: { id: (e) => e.id }, searchIn: () => [] });

const install = (extra: FakeRoutes = {}) => installFakeApi({ [`GET ${AUDIT}`]: audit, ...extra });
const table = () => screen.findByRole('table', { name: 'Registro de Auditoría' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const records = (t: HTMLElement) => bodyRows(t).map((r) => cellsOf(r)[4]);
const lastQuery = (calls: FakeRequest[]) => callsTo(calls, AUDIT).at(-1)?.query;
const pause = () => act(() => new Promise((r) => setTimeout(r, 500)));

jest.setTimeout(20000);

test('newest first, 10 a page, with who (Sistema when nobody), the action and the record in Spanish, and a readable detail', async () => {
  const calls = install();
  const { user } = renderAdmin('/admin/audit-log');
  expect(await screen.findByRole('heading', { name: 'Registro de Auditoría' })).toBeInTheDocument();
  const t = await table();

  expect(within(t).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Fecha▼', 'Usuario', 'Dirección IP', 'Acción', 'Registro', 'Detalle']);
  expect(callsTo(calls, AUDIT).map((c) => c.query)).toEqual([{ page: '1', pageSize: '10', sort: '-id' }]);
  // no text search: the api's audit query does not promise one
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Exportar a CSV' })).not.toBeInTheDocument();

  const [refused, rejected, edited, created] = bodyRows(t);
  expect(cellsOf(refused)).toEqual(['12 feb 2026, 08:15', 'Sistema', '198.51.100.20', 'Ingreso rechazado', 'Sesiones', 'identification_number: 123456; reason: bad_password']);
  expect(cellsOf(edited)).toEqual(['10 feb 2026, 08:15', 'Ana Admin', '203.0.113.7', 'Edición', 'Usuarios #12', 'name: Ana → Ana María; state: 1 → 0; password_changed: no']);
  expect(cellsOf(created)).toEqual(['09 feb 2026, 08:15', 'Ana Admin', '—', 'Creación', 'Ciudades #109', 'name: Ciudad 9']);

  // a long detail is cut, and opens whole under 'ver todo', a change a line
  const long = within(rejected).getAllByRole('cell')[5];
  expect(cellsOf(rejected).slice(0, 5)).toEqual(['11 feb 2026, 08:15', 'Rita Revisora', '203.0.113.7', 'Rechazo', 'Facturas #7']);
  const summary = within(long).getByText(/^Creada → Rechazada; number: FV-7; comment: La foto no es legible/);
  expect(summary.textContent).toContain('…');
  expect(summary.closest('summary')).toHaveAttribute('title', 'Creada → Rechazada\nnumber: FV-7\ncomment: La foto no es legible\nreversed: 300\nbalance: 1200');
  await user.click(summary);
  expect(within(long).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Creada → Rechazada', 'number: FV-7', 'comment: La foto no es legible', 'reversed: 300', 'balance: 1200',
  ]);

  // 'Fecha' sorts by the row's id (the order of writing); page 2 comes from the api
  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  await waitFor(() => expect(records(t)).toEqual(['Ciudades #102', 'Ciudades #101']));
  expect(lastQuery(calls)).toEqual({ page: '2', pageSize: '10', sort: '-id' });
  await user.click(within(t).getByRole('button', { name: 'Fecha' }));
  await waitFor(() => expect(records(t)[0]).toBe('Ciudades #101'));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: 'id' });
});

test('Tipo de registro, Acción, Id del usuario and the period each send their parameter; a wrong id or period is never sent', async () => {
  const calls = install();
  const { user } = renderAdmin('/admin/audit-log');
  const t = await table();

  const entity = screen.getByRole('combobox', { name: 'Tipo de registro' });
  expect(within(entity).getByRole('option', { name: 'Redenciones' })).toHaveValue('apply_for');
  await user.selectOptions(entity, 'Usuarios');
  await waitFor(() => expect(records(t)).toEqual(['Usuarios #12']));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-id', entity: 'users' });
  await user.selectOptions(entity, 'Todos los registros');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Acción' }), 'Rechazo');
  await waitFor(() => expect(records(t)).toEqual(['Facturas #7']));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-id', action: 'reject' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Acción' }), 'Todas las acciones');

  const actor = screen.getByLabelText('Id del usuario');
  await user.type(actor, '5x');
  expect(await screen.findByText('Escriba un número de Id (solo dígitos)')).toBeInTheDocument();
  expect(actor).toHaveAttribute('aria-invalid', 'true');
  await pause();
  expect(callsTo(calls, AUDIT).some((c) => c.query.actor !== undefined)).toBe(false);
  await user.type(actor, '{Backspace}');
  await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-id', actor: '5' }));
  await waitFor(() => expect(records(t)).toEqual(['Facturas #7']));
  await user.clear(actor);

  const period = screen.getByRole('group', { name: 'Fecha' });
  await user.type(within(period).getByLabelText('Hasta'), '02/02/2026');
  await user.type(within(period).getByLabelText('Desde'), '05/02/2026');
  // the message of the whole date (on a busy machine a pause mid-typing first shows the one of '05/0')
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('La fecha inicial no puede ser posterior a la fecha final'));
  await pause();
  expect(callsTo(calls, AUDIT).some((c) => c.query.from !== undefined)).toBe(false);
  await user.clear(within(period).getByLabelText('Desde'));
  await user.type(within(period).getByLabelText('Desde'), '01/02/2026');
  await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-id', from: '2026-02-01', to: '2026-02-02' }));
  await waitFor(() => expect(records(t)).toEqual(['Ciudades #102', 'Ciudades #101']));

  await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
  await waitFor(() => expect(records(t)).toHaveLength(10));
  expect(within(period).getByLabelText('Hasta')).toHaveValue('');
});

test("an empty log says so; a refused page shows the api's detail with the filters still there", async () => {
  install({ [`GET ${AUDIT}`]: (req) => (req.query.action === 'delete' ? { status: 500, body: { message: 'error', detail: 'Error interno', statusCode: 500 } } : { body: { rows: [], total: 0 } }) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/audit-log');
  expect(within(await table()).getByText('No hay registros de auditoría')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Acción' }), 'Borrado');
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('No se pudo cargar el registro de auditoría');
  expect(panel).toHaveTextContent('Error interno');
  expect(screen.getByRole('combobox', { name: 'Acción' })).toHaveValue('delete');
  jest.restoreAllMocks();
});
