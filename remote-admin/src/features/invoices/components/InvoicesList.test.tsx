// The administrator's 'Lista de Ventas', at /admin/invoices-list in remote-admin (the participant's
// own list is at the same address, in remote-participant). The fake server below
// answers GET /api/invoice/all on the list contract as the api does (contract/src/invoices.ts
// `invoiceListQuery`: state, subsidiary, from/to on the sale date, q, the INVOICE_SORT keys, page),
// so each test drives the screen as a person would and reads what was asked.
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { includesSearch, INVOICE_LIST_TEXT, type InvoiceWithTotals, type LoginUser, type Subsidiary } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { TestDataProvider } from '@portal/shared-auth/render-remote';
import { installFakeApi, type FakeRequest, type FakeRoutes } from '@portal/shared-auth/testing';
import { renderUi } from '@portal/shared-ui/test-utils';
import AdminRoutes from '../../../routes';
import { renderAdmin } from '../../../testing/render-admin';
import { savedCsv } from '../../../testing/saved-csv';

const admin: LoginUser = {
  id: 1, name: 'Admin', image: null, points: 0, profiles_id: 1,
  identification_number: '100', email: 'admin@example.com', access_token: 'tok-admin', expires_at: '2030-01-01T00:00:00Z',
};

/** ISO text of a local time, so the shown date does not depend on the machine's time zone */
const at = (y: number, m: number, d: number, h = 10, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

const norte = { id: 3, name: 'Llantas del Norte' };
const centro = { id: 4, name: 'Centro Llantas' };
/** as the api answers GET /api/subsidiary: sorted by name */
const branches: Subsidiary[] = [
  { ...centro, city: { id: 2, name: 'Cali' }, profile: { id: 2, name: 'Vendedor' }, cities_id: 2, profiles_id: 2 },
  { ...norte, city: { id: 1, name: 'Bogotá' }, profile: { id: 2, name: 'Vendedor' }, cities_id: 1, profiles_id: 2 },
];

function invoice(id: number, extra: Partial<InvoiceWithTotals> = {}): InvoiceWithTotals {
  return {
    id, number: `FV-${id}`, price: 1_000_000, sale_date: '2024-03-01', created_at: at(2024, 3, 2), state: 'Creada',
    image: `/uploads/invoices/f${id}.png?expires=1&signature=abc`, comment_rejected: null, users_id: 7,
    user: { id: 7, name: 'Laura Gómez' }, subsidiary_id: norte.id, subsidiary: norte,
    invoice_references: [], points: [], total_points: 100, used_points: 0, remaining_points: 100, ...extra,
  };
}

const approved = invoice(1, {
  number: 'FV-100', price: 1_250_000, sale_date: '2024-03-01', created_at: at(2024, 3, 2, 16, 45), state: 'Aprobada', total_points: 1500,
});
const rejected = invoice(2, {
  number: 'FV-200', price: 980_500, sale_date: '2024-05-09', created_at: at(2024, 5, 10, 9, 5), state: 'Rechazada',
  comment_rejected: 'La foto no es legible', users_id: 8, user: { id: 8, name: 'Carlos Pérez' }, subsidiary_id: centro.id, subsidiary: centro, total_points: 80,
});
const created = invoice(3, { number: 'FV-300', sale_date: '2024-04-15', created_at: at(2024, 4, 16, 11, 30), total_points: 240 });

type SortValue = string | number;
const sortValue: Record<string, (i: InvoiceWithTotals) => SortValue> = {
  created: (i) => i.created_at, date: (i) => i.sale_date, number: (i) => i.number, price: (i) => i.price,
  user: (i) => i.user?.name ?? '', subsidiary: (i) => i.subsidiary?.name ?? '', state: (i) => i.state, id: (i) => i.id,
};

/** GET /api/invoice/all as the api answers it (the plain array without list parameters) */
function invoiceServer(store: InvoiceWithTotals[]) {
  return (req: FakeRequest) => {
    const { state, subsidiary, from, to, q, sort = '-created', page, pageSize = '10' } = req.query;
    if (from && to && from > to) return { status: 400, body: { message: 'error', detail: INVOICE_LIST_TEXT.periodInverted, statusCode: 400 } };
    let rows = store.filter(
      (i) =>
        (!state || i.state === state) &&
        (!subsidiary || String(i.subsidiary_id) === subsidiary) &&
        (!from || i.sale_date >= from) &&
        (!to || i.sale_date <= to) &&
        (!q || includesSearch(i.number, q) || includesSearch(i.user?.name ?? '', q)),
    );
    const key = sortValue[sort.replace('-', '')];
    const sign = sort.startsWith('-') ? -1 : 1;
    rows = [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id) * sign);
    const total = rows.length;
    if (!page && !req.query.pageSize && !req.query.sort && !q) return { body: rows };
    if (page) rows = rows.slice((Number(page) - 1) * Number(pageSize), Number(page) * Number(pageSize));
    return { body: { rows, total } };
  };
}

function install(store: InvoiceWithTotals[] = [approved, rejected, created], extra: FakeRoutes = {}) {
  return installFakeApi({
    'GET /api/invoice/all': invoiceServer(store),
    'GET /api/subsidiary': { body: branches },
    ...extra,
  });
}

const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/invoice/all');
const lastQuery = (calls: FakeRequest[]) => listCalls(calls).at(-1)?.query;
const table = () => screen.findByRole('table', { name: 'Lista de Ventas' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const numbersIn = (t: HTMLElement) => bodyRows(t).map((r) => cellsOf(r)[3]);
/** waits past the 300 ms pause of the search and the dates */
const pause = () => act(() => new Promise((r) => setTimeout(r, 500)));

beforeEach(() => {
  useSession.getState().setSession(admin);
});
afterEach(() => {
  useSession.getState().clear();
  jest.restoreAllMocks();
});

test("shows every participant's invoices with their columns, newest registration first, asked from the api page by page", async () => {
  const calls = install();
  renderAdmin('/admin/invoices-list');
  expect(await screen.findByRole('heading', { name: 'Lista de Ventas' })).toBeInTheDocument();
  const t = await table();

  expect(within(t).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Participante↕', 'Sucursal↕', 'Fecha↕', '# Factura↕', 'Total (COP)↕', 'Puntos', 'Estado↕', 'Fecha de Registro▼', 'Acciones',
  ]);
  // the api's order: registration, newest first
  expect(within(t).getByRole('columnheader', { name: 'Fecha de Registro' })).toHaveAttribute('aria-sort', 'descending');
  // only the columns the api sorts by (INVOICE_SORT) have a sort button
  expect(within(within(t).getByRole('columnheader', { name: 'Puntos' })).queryByRole('button')).not.toBeInTheDocument();
  expect(within(within(t).getByRole('columnheader', { name: 'Acciones' })).queryByRole('button')).not.toBeInTheDocument();

  const [first, second, third] = bodyRows(t);
  expect(cellsOf(first)).toEqual([
    'Carlos Pérez', 'Centro Llantas', '09 may 2024', 'FV-200', '980.500', '80', 'RechazadaMotivo: La foto no es legible', '10 may 2024, 09:05', 'Detalles',
  ]);
  expect(cellsOf(second)).toEqual(['Laura Gómez', 'Llantas del Norte', '15 abr 2024', 'FV-300', '1.000.000', '240', 'Creada', '16 abr 2024, 11:30', 'Detalles']);
  expect(cellsOf(third)).toEqual(['Laura Gómez', 'Llantas del Norte', '01 mar 2024', 'FV-100', '1.250.000', '1.500', 'Aprobada', '02 mar 2024, 16:45', 'Detalles']);
  expect(screen.getByText('Mostrando 1 a 3 de 3 registros')).toBeInTheDocument();

  // one page of 10 (SPEC 9), by registration descending, with no filter
  expect(listCalls(calls).map((c) => c.query)).toEqual([{ page: '1', pageSize: '10', sort: '-created' }]);
  // the branch filter reads the plain branch list with the session's bearer
  const branchCall = calls.find((c) => c.path === '/api/subsidiary');
  expect(branchCall?.query).toEqual({});
  expect(branchCall?.headers.authorization).toBe('Bearer tok-admin');
});

test('a rejected invoice is struck through in red with its rejection comment (SPEC 2.9)', async () => {
  install();
  renderAdmin('/admin/invoices-list');
  const [rejectedRow, createdRow] = bodyRows(await table());

  expect(rejectedRow).toHaveStyle({ textDecoration: 'line-through', color: '#c62828' });
  expect(within(rejectedRow).getByText('Motivo: La foto no es legible')).toBeVisible();
  expect(createdRow).toHaveStyle({ textDecoration: 'none' });
  expect(within(createdRow).queryByText(/Motivo/)).not.toBeInTheDocument();
});

test('each filter sends its parameter from page 1, and Limpiar filtros takes them all away', async () => {
  const calls = install();
  const { user } = renderAdmin('/admin/invoices-list');
  const t = await table();
  const filters = screen.getByRole('search', { name: 'Filtrar ventas' });

  // Estado
  const stateSelect = within(filters).getByRole('combobox', { name: 'Estado' });
  expect(within(stateSelect).getAllByRole('option').filter((o) => !(o as HTMLOptionElement).disabled).map((o) => o.textContent)).toEqual([
    'Todos los estados', 'Creada', 'Aprobada', 'Rechazada',
  ]);
  await user.selectOptions(stateSelect, 'Aprobada');
  await waitFor(() => expect(numbersIn(t)).toEqual(['FV-100']));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-created', state: 'Aprobada' });
  await user.selectOptions(stateSelect, 'Todos los estados');
  await waitFor(() => expect(numbersIn(t)).toHaveLength(3));
  // a work list: the unfiltered first page shows at once from the cache and is asked again
  // (docs "How fresh a work list is"), so a sale registered meanwhile is in it
  await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-created' });

  // Sucursal: the branch list in the api's order (by name)
  const branchSelect = within(filters).getByRole('combobox', { name: 'Sucursal' });
  await waitFor(() => expect(within(branchSelect).getByRole('option', { name: 'Llantas del Norte' })).toBeInTheDocument());
  expect(within(branchSelect).getAllByRole('option').filter((o) => !(o as HTMLOptionElement).disabled).map((o) => o.textContent)).toEqual([
    'Todas las sucursales', 'Centro Llantas', 'Llantas del Norte',
  ]);
  await user.selectOptions(branchSelect, 'Llantas del Norte');
  await waitFor(() => expect(numbersIn(t)).toEqual(['FV-300', 'FV-100']));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-created', subsidiary: '3' });

  // Desde / Hasta: the sale date, both ends included
  await user.type(within(filters).getByLabelText('Desde'), '01/04/2024');
  await waitFor(() => expect(numbersIn(t)).toEqual(['FV-300']));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-created', subsidiary: '3', from: '2024-04-01' });
  await user.selectOptions(branchSelect, 'Todas las sucursales');
  await user.type(within(filters).getByLabelText('Hasta'), '09/05/2024');
  await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-created', from: '2024-04-01', to: '2024-05-09' }));
  await waitFor(() => expect(numbersIn(t)).toEqual(['FV-200', 'FV-300']));

  // the search: invoice number, participant or identification number
  await user.type(within(filters).getByRole('searchbox', { name: 'Buscar por número de factura, participante o cédula' }), 'carlos');
  // the whole text asked for first (a busy machine may send the search once mid-typing too)
  await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-created', from: '2024-04-01', to: '2024-05-09', q: 'carlos' }));
  await waitFor(() => expect(numbersIn(t)).toEqual(['FV-200']));

  const asked = listCalls(calls).length;
  await user.click(within(filters).getByRole('button', { name: 'Limpiar filtros' }));
  // every invoice again (the search leaves after its pause, like typing)
  await waitFor(() => expect(numbersIn(t)).toEqual(['FV-200', 'FV-300', 'FV-100']));
  // the dates left at once: nothing asked since carries a period, a state or a branch
  expect(listCalls(calls).slice(asked).every((c) => !c.query.from && !c.query.to && !c.query.state && !c.query.subsidiary)).toBe(true);
  expect(stateSelect).toHaveValue('all');
  expect(branchSelect).toHaveValue('all');
  expect(within(filters).getByLabelText('Desde')).toHaveValue('');
  expect(within(filters).getByLabelText('Hasta')).toHaveValue('');
  expect(within(filters).getByRole('searchbox')).toHaveValue('');
});

test('the pager on top asks the api for page 2, and a header click asks for that order from page 1', async () => {
  const many = Array.from({ length: 12 }, (_, k) =>
    invoice(k + 1, { created_at: at(2024, 6, k + 1), user: { id: 20 + k, name: `Participante ${String.fromCharCode(76 - k)}` } }),
  );
  const calls = install(many);
  const { user } = renderAdmin('/admin/invoices-list');
  const t = await table();

  expect(numbersIn(t)).toEqual(['FV-12', 'FV-11', 'FV-10', 'FV-9', 'FV-8', 'FV-7', 'FV-6', 'FV-5', 'FV-4', 'FV-3']);
  const pagers = screen.getAllByRole('navigation', { name: 'Paginación' });
  expect(pagers).toHaveLength(1);
  expect(pagers[0].compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  await waitFor(() => expect(numbersIn(t)).toEqual(['FV-2', 'FV-1']));
  expect(lastQuery(calls)).toEqual({ page: '2', pageSize: '10', sort: '-created' });
  expect(screen.getByText('Mostrando 11 a 12 de 12 registros')).toBeInTheDocument();

  // by participant: 'Participante A' (FV-12) first; a new order starts again at page 1
  await user.click(within(t).getByRole('button', { name: 'Participante' }));
  await waitFor(() => expect(bodyRows(t)[0]).toHaveTextContent('Participante A'));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: 'user' });
  expect(within(t).getByRole('columnheader', { name: 'Participante' })).toHaveAttribute('aria-sort', 'ascending');
  expect(within(t).getByRole('columnheader', { name: 'Fecha de Registro' })).toHaveAttribute('aria-sort', 'none');

  await user.click(within(t).getByRole('button', { name: 'Participante' }));
  await waitFor(() => expect(bodyRows(t)[0]).toHaveTextContent('Participante L'));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-user' });

  // every sortable header sends its INVOICE_SORT key
  for (const [header, key] of [['Sucursal', 'subsidiary'], ['Fecha', 'date'], ['# Factura', 'number'], ['Total (COP)', 'price'], ['Estado', 'state'], ['Fecha de Registro', 'created']]) {
    await user.click(within(t).getByRole('button', { name: header }));
    await waitFor(() => expect(lastQuery(calls)?.sort).toBe(key));
  }
});

test('an inverted period is said under the dates and never sent; putting it right sends it', async () => {
  const calls = install();
  const { user } = renderAdmin('/admin/invoices-list');
  const t = await table();
  const from = screen.getByLabelText('Desde');
  const to = screen.getByLabelText('Hasta');
  // one group for screen readers: 'Fecha de venta'
  expect(screen.getByRole('group', { name: 'Fecha de venta' })).toContainElement(from);

  await user.type(to, '01/04/2024');
  await waitFor(() => expect(lastQuery(calls)).toMatchObject({ to: '2024-04-01' }));
  await waitFor(() => expect(numbersIn(t)).toEqual(['FV-100']));
  await user.type(from, '01/05/2024');

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('La fecha inicial no puede ser posterior a la fecha final');
  expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(from).toHaveAccessibleDescription('La fecha inicial no puede ser posterior a la fecha final');
  await pause();
  // nothing with the inverted period was asked; the table keeps the last valid period
  expect(listCalls(calls).some((c) => c.query.from !== undefined)).toBe(false);
  expect(numbersIn(t)).toEqual(['FV-100']);

  await user.clear(to);
  await user.type(to, '31/05/2024');
  await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-created', from: '2024-05-01', to: '2024-05-31' }));
  await waitFor(() => expect(numbersIn(t)).toEqual(['FV-200']));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(from).not.toHaveAttribute('aria-invalid');
});

test("the api's refusal shows its Spanish detail in the red panel, and the filters stay to change it", async () => {
  const calls = install(undefined, {
    'GET /api/invoice/all': (req) =>
      req.query.subsidiary === '4'
        ? { status: 400, body: { message: 'error', detail: 'Sucursal no válida', statusCode: 400 } }
        : invoiceServer([approved, rejected, created])(req),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/invoices-list');
  await table();

  const branchSelect = screen.getByRole('combobox', { name: 'Sucursal' });
  await waitFor(() => expect(within(branchSelect).getByRole('option', { name: 'Centro Llantas' })).toBeInTheDocument());
  await user.selectOptions(branchSelect, 'Centro Llantas');
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('No se pudieron cargar las ventas');
  expect(panel).toHaveTextContent('Sucursal no válida');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(lastQuery(calls)).toMatchObject({ subsidiary: '4' });

  await user.selectOptions(branchSelect, 'Todas las sucursales');
  expect(bodyRows(await table())).toHaveLength(3);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("the empty texts: none registered at all, or none matching the filters", async () => {
  install([]);
  const { user } = renderAdmin('/admin/invoices-list');
  expect(within(await table()).getByText('No hay ventas registradas')).toBeInTheDocument();
  // no rows: no pager or summary
  expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Rechazada');
  expect(await screen.findByText('Ninguna venta coincide con los filtros')).toBeInTheDocument();
});

test("'Exportar a CSV' writes ventas.csv with every invoice matching the filters, not only the page", async () => {
  const many = Array.from({ length: 12 }, (_, k) => invoice(k + 1, { created_at: at(2024, 6, k + 1), state: k % 2 ? 'Creada' : 'Rechazada', comment_rejected: k % 2 ? null : 'Duplicada' }));
  const calls = install(many);
  const { user } = renderAdmin('/admin/invoices-list');
  await table();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Rechazada');
  await screen.findByText('Mostrando 1 a 6 de 6 registros');

  const saved = await savedCsv(() => user.click(screen.getByRole('button', { name: 'Exportar a CSV' })));
  expect(saved.name).toBe('ventas.csv');
  const lines = saved.text.replace('\uFEFF', '').split('\r\n');
  // the whole match, asked without a page, in the order on screen
  expect(lastQuery(calls)).toEqual({ sort: '-created', state: 'Rechazada' });
  expect(lines[0]).toBe('ID,Participante,Sucursal,Fecha,# Factura,Total (COP),Puntos,Estado,Motivo de Rechazo,Fecha de Registro');
  expect(lines[1]).toBe('11,Laura Gómez,Llantas del Norte,2024-03-01,FV-11,1000000,100,Rechazada,Duplicada,2024-06-11 10:00');
  expect(lines.slice(1).filter(Boolean).map((l) => l.split(',')[0])).toEqual(['11', '9', '7', '5', '3', '1']);
});

test("'Detalles' opens /admin/invoice-details/{id} of that invoice", async () => {
  install();
  function DetailProbe() {
    return <h1>{`Detalle en ${useLocation().pathname}`}</h1>;
  }
  const { user } = renderUi(
    <TestDataProvider>
      <MemoryRouter initialEntries={['/admin/invoices-list']}>
        <Routes>
          <Route path="/admin/invoice-details/:id" element={<DetailProbe />} />
          <Route path="/admin/*" element={<AdminRoutes />} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
  const t = await table();
  const details = within(t).getByRole('link', { name: 'Detalles de la factura FV-200 de Carlos Pérez' });
  expect(details).toHaveAttribute('href', '/admin/invoice-details/2');

  details.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: 'Detalle en /admin/invoice-details/2' })).toBeInTheDocument();
});
