// /admin/invoices 'Reporte de Facturas', driven as an administrator would against a fake
// api that answers GET /api/reports/invoices/full on the list contract (contract/src/reports.ts
// invoicesReportQuery: state, subsidiary, brand, from/to of the sale date, q, INVOICES_REPORT_SORT,
// page), the chart summary under the same filters, and the streamed CSV.
import { act, screen, waitFor, within } from '@testing-library/react';
import { REPORT_TEXT, type Brand, type InvoicesSummary, type ReportLineRow, type Subsidiary } from '@portal/contract';
import { installFakeApi, type FakeRequest, type FakeRoutes } from '@portal/shared-auth/testing';
import { renderAdmin } from '../../testing/render-admin';
import { savedCsv } from '../../testing/saved-csv';
import { bodyRows, callsTo, cellsOf, chartFigures, csvBlob, fakeReport, pastTypingPause, type Stored } from './testing';

const REPORT = '/api/reports/invoices/full';
const SUMMARY = '/api/reports/invoices/summary';
const CSV = '/api/reports/invoices/full.csv';

const norte = { id: 3, name: 'Llantas del Norte' };
const centro = { id: 4, name: 'Centro Llantas' };
const branches = [{ ...norte, city: { id: 1, name: 'Bogotá' } }, { ...centro, city: { id: 2, name: 'Cali' } }] as unknown as Subsidiary[];
const brands: Brand[] = [{ id: 1, name: 'Michelin' }, { id: 2, name: 'Nexen' }];

/** ISO text of a local time, so the shown date does not depend on the machine's time zone */
const at = (y: number, m: number, d: number, h = 10, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
const pad = (n: number) => String(n).padStart(2, '0');

function line(id: number, over: Partial<ReportLineRow> & { brandId?: number; day?: number } = {}): Stored<ReportLineRow> {
  const { brandId = 1, day = id, ...rest } = over;
  const branch = id % 2 ? norte : centro;
  const row: ReportLineRow = {
    id, invoice_id: 100 + id, number: `FV-${pad(id)}`, sale_date: `2026-03-${pad(day)}`, created_at: at(2026, 3, day + 1, 9, 30), state: 'Aprobada',
    user: { id: 20 + id, name: `Participante ${pad(id)}`, identification_number: String(5_000_000 + id) },
    subsidiary: branch, city: id % 2 ? { id: 1, name: 'Bogotá' } : { id: 2, name: 'Cali' },
    brand: brands[brandId - 1], design: { id: 30 + brandId, name: brandId === 1 ? 'Primacy 4' : "N'Fera SU1" },
    tire: { id: 40 + id, name: `205/55R${pad(id)}`, tire_code: `T-${id}` }, amount: (id % 4) + 1, points: id * 150, ...rest,
  };
  return { row, keys: { state: row.state, subsidiary: String(branch.id), brand: String(brandId), day: row.sale_date } };
}

const store: Stored<ReportLineRow>[] = [
  ...Array.from({ length: 11 }, (_, i) => line(i + 1, { brandId: (i % 3) + 1 > 2 ? 2 : 1 })),
  line(12, { state: 'Rechazada', brandId: 2 }),
];
const report = fakeReport(() => store, {
  defaultSort: '-date',
  sortBy: {
    date: (r) => r.sale_date, created: (r) => r.created_at, number: (r) => r.number, user: (r) => r.user?.name ?? '', subsidiary: (r) => r.subsidiary?.name ?? '',
    city: (r) => r.city?.name ?? '', brand: (r) => r.brand?.name ?? '', design: (r) => r.design?.name ?? '', tire: (r) => r.tire?.name ?? '',
    amount: (r) => r.amount, points: (r) => r.points, state: (r) => r.state,
  },
  searchIn: (r) => [r.number, r.user?.name ?? '', r.user?.identification_number ?? '', r.tire?.name ?? ''],
});

const everything: InvoicesSummary = {
  byState: [{ state: 'Rechazada', count: 1, points: 1800 }, { state: 'Aprobada', count: 11, points: 9900 }, { state: 'Creada', count: 2, points: 600 }],
  byMonth: [{ month: '2026-02', invoices: 4, points: 2500 }, { month: '2026-03', invoices: 10, points: 9800 }],
  topSubsidiaries: [{ id: 3, name: 'Llantas del Norte', points: 5400 }, { id: 4, name: 'Centro Llantas', points: 4500 }],
  topTires: [{ id: 51, name: '205/55R16', points: 3000 }],
};
const michelin: InvoicesSummary = {
  byState: [{ state: 'Aprobada', count: 7, points: 4200 }],
  byMonth: [{ month: '2026-03', invoices: 7, points: 4200 }],
  topSubsidiaries: [{ id: 3, name: 'Llantas del Norte', points: 4200 }],
  topTires: [{ id: 51, name: '205/55R16', points: 1200 }],
};

function install(extra: FakeRoutes = {}) {
  return installFakeApi({
    [`GET ${REPORT}`]: report,
    [`GET ${SUMMARY}`]: (req) => ({ body: req.query.brand === '1' ? michelin : everything }),
    'GET /api/subsidiary': { body: branches },
    'GET /api/brand/all': { body: brands },
    [`GET ${CSV}`]: { body: csvBlob(['Fecha,# Factura,Participante', '2026-03-11,FV-11,Participante 11']) },
    ...extra,
  });
}

const table = () => screen.findByRole('table', { name: 'Líneas de factura' });
const numbers = (t: HTMLElement) => bodyRows(t).map((r) => cellsOf(r)[1]);
const lastQuery = (calls: FakeRequest[], path = REPORT) => callsTo(calls, path).at(-1)?.query;
const figures = chartFigures;
const pause = pastTypingPause;

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

test('one row per invoice line with its columns, newest sale first; every header sorts on the api; rejected lines struck through', async () => {
  const calls = install();
  const { user } = renderAdmin('/admin/invoices');
  expect(await screen.findByRole('heading', { name: 'Reporte de Facturas' })).toBeInTheDocument();
  const t = await table();

  expect(within(t).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Fecha▼', '# Factura↕', 'Participante↕', 'Sucursal↕', 'Ciudad↕', 'Marca↕', 'Diseño↕', 'Llanta↕', 'Cantidad↕', 'Puntos↕', 'Estado↕', 'Fecha de Registro↕',
  ]);
  expect(callsTo(calls, REPORT).map((c) => c.query)).toEqual([{ page: '1', pageSize: '10', sort: '-date' }]);
  expect(callsTo(calls, SUMMARY).map((c) => c.query)).toEqual([{}]);
  expect(numbers(t)).toEqual(['FV-12', 'FV-11', 'FV-10', 'FV-09', 'FV-08', 'FV-07', 'FV-06', 'FV-05', 'FV-04', 'FV-03']);
  const [rejected, approved] = bodyRows(t);
  expect(cellsOf(approved)).toEqual([
    '11 mar 2026', 'FV-11', 'Participante 11', 'Llantas del Norte', 'Bogotá', 'Michelin', 'Primacy 4', '205/55R11', '4', '1.650', 'Aprobada', '12 mar 2026, 09:30',
  ]);
  expect(rejected).toHaveStyle({ textDecoration: 'line-through', color: '#c62828' });
  expect(approved).toHaveStyle({ textDecoration: 'none' });

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  await waitFor(() => expect(numbers(t)).toEqual(['FV-02', 'FV-01']));
  expect(lastQuery(calls)).toEqual({ page: '2', pageSize: '10', sort: '-date' });

  for (const [header, key] of [
    ['# Factura', 'number'], ['Participante', 'user'], ['Sucursal', 'subsidiary'], ['Ciudad', 'city'], ['Marca', 'brand'], ['Diseño', 'design'],
    ['Llanta', 'tire'], ['Cantidad', 'amount'], ['Puntos', 'points'], ['Estado', 'state'], ['Fecha de Registro', 'created'], ['Fecha', 'date'],
  ]) {
    await user.click(within(t).getByRole('button', { name: header }));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: key }));
  }
});

test('Estado, Sucursal, Marca, the sale-date period and the search each send their parameter, to the charts too (not the search)', async () => {
  const calls = install();
  const { user } = renderAdmin('/admin/invoices');
  const t = await table();

  const state = screen.getByRole('combobox', { name: 'Estado' });
  expect(within(state).getAllByRole('option').filter((o) => !(o as HTMLOptionElement).disabled).map((o) => o.textContent)).toEqual([
    'Todos los estados', 'Creada', 'Aprobada', 'Rechazada',
  ]);
  await user.selectOptions(state, 'Rechazada');
  await waitFor(() => expect(numbers(t)).toEqual(['FV-12']));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-date', state: 'Rechazada' });
  expect(lastQuery(calls, SUMMARY)).toEqual({ state: 'Rechazada' });
  await user.selectOptions(state, 'Todos los estados');

  const branch = screen.getByRole('combobox', { name: 'Sucursal' });
  await waitFor(() => expect(within(branch).getByRole('option', { name: 'Centro Llantas' })).toBeInTheDocument());
  await user.selectOptions(branch, 'Centro Llantas');
  await waitFor(() => expect(numbers(t)).toEqual(['FV-12', 'FV-10', 'FV-08', 'FV-06', 'FV-04', 'FV-02']));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-date', subsidiary: '4' });
  expect(lastQuery(calls, SUMMARY)).toEqual({ subsidiary: '4' });
  await user.selectOptions(branch, 'Todas las sucursales');

  const brand = screen.getByRole('combobox', { name: 'Marca' });
  await waitFor(() => expect(within(brand).getByRole('option', { name: 'Nexen' })).toBeInTheDocument());
  expect(callsTo(calls, '/api/brand/all')[0].query).toEqual({});
  await user.selectOptions(brand, 'Nexen');
  await waitFor(() => expect(numbers(t)).toEqual(['FV-12', 'FV-09', 'FV-06', 'FV-03']));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-date', brand: '2' });
  expect(lastQuery(calls, SUMMARY)).toEqual({ brand: '2' });

  const period = screen.getByRole('group', { name: 'Fecha de venta' });
  await user.type(within(period).getByLabelText('Desde'), '04/03/2026');
  await user.type(within(period).getByLabelText('Hasta'), '10/03/2026');
  await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-date', brand: '2', from: '2026-03-04', to: '2026-03-10' }));
  await waitFor(() => expect(numbers(t)).toEqual(['FV-09', 'FV-06']));
  expect(lastQuery(calls, SUMMARY)).toEqual({ brand: '2', from: '2026-03-04', to: '2026-03-10' });

  const summaries = callsTo(calls, SUMMARY).length;
  await user.type(screen.getByRole('searchbox'), '5000006');
  await waitFor(() => expect(numbers(t)).toEqual(['FV-06']));
  expect(lastQuery(calls)).toMatchObject({ q: '5000006', brand: '2', from: '2026-03-04' });
  // the summary takes no search: the charts are not asked again
  expect(callsTo(calls, SUMMARY)).toHaveLength(summaries);

  await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
  await waitFor(() => expect(numbers(t)).toHaveLength(10));
  expect(brand).toHaveValue('all');
  expect(screen.getByRole('searchbox')).toHaveValue('');
});

test('an inverted sale-date period is said before sending and never asked', async () => {
  const calls = install();
  const { user } = renderAdmin('/admin/invoices');
  await table();
  await user.type(screen.getByLabelText('Hasta'), '01/03/2026');
  await user.type(screen.getByLabelText('Desde'), '09/03/2026');
  expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_TEXT.periodInverted);
  await pause();
  expect(calls.some((c) => c.query.from === '2026-03-09')).toBe(false);
});

test('a day typed month first, as a browser in English would want it, is said wrong, kept, and never asked', async () => {
  const calls = install();
  const { user } = renderAdmin('/admin/invoices');
  await table();
  const from = screen.getByLabelText('Desde');
  await user.type(from, '03/13/2026');
  expect(await screen.findByRole('alert')).toHaveTextContent('Fecha no válida: use el formato dd/mm/aaaa');
  expect(from).toHaveValue('03/13/2026');
  expect(from).toHaveAttribute('aria-invalid', 'true');
  await pause();
  expect(calls.some((c) => c.query.from !== undefined)).toBe(false);

  await user.clear(from);
  await user.type(from, '13/03/2026');
  await waitFor(() => expect(lastQuery(calls)).toMatchObject({ from: '2026-03-13' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("'Exportar a CSV' asks the api's CSV of every line of the filters, search and order, and saves it", async () => {
  const calls = install();
  const { user } = renderAdmin('/admin/invoices');
  const t = await table();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Aprobada');
  const brand = screen.getByRole('combobox', { name: 'Marca' });
  await waitFor(() => expect(within(brand).getByRole('option', { name: 'Michelin' })).toBeInTheDocument());
  await user.selectOptions(brand, 'Michelin');
  await user.click(within(t).getByRole('button', { name: 'Puntos' }));
  await user.type(screen.getByRole('searchbox'), 'participante');
  await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: 'points', state: 'Aprobada', brand: '1', q: 'participante' }));

  const { name, text } = await savedCsv(() => user.click(screen.getByRole('button', { name: 'Exportar a CSV' })));
  expect(name).toBe('reporte-facturas.csv');
  expect(callsTo(calls, CSV).map((c) => c.query)).toEqual([{ state: 'Aprobada', brand: '1', q: 'participante', sort: 'points' }]);
  expect(text.replace('\uFEFF', '').split('\r\n')[1]).toBe('2026-03-11,FV-11,Participante 11');
});

test("the charts' number tables show the summary's figures and follow the filters", async () => {
  install();
  const { user } = renderAdmin('/admin/invoices');
  // the states in SPEC 4's order, whatever order the api answers
  expect(await figures('Facturas por estado')).toEqual([['Creada', '2', '600'], ['Aprobada', '11', '9.900'], ['Rechazada', '1', '1.800']]);
  expect(await figures('Puntos ganados por mes (fecha de venta)')).toEqual([['feb 2026', '2.500', '4'], ['mar 2026', '9.800', '10']]);
  expect(await figures('Sucursales con más puntos')).toEqual([['Llantas del Norte', '5.400'], ['Centro Llantas', '4.500']]);
  expect(await figures('Llantas con más puntos')).toEqual([['205/55R16', '3.000']]);

  const brand = screen.getByRole('combobox', { name: 'Marca' });
  await waitFor(() => expect(within(brand).getByRole('option', { name: 'Michelin' })).toBeInTheDocument());
  await user.selectOptions(brand, 'Michelin');
  await waitFor(async () => expect(await figures('Facturas por estado')).toEqual([['Aprobada', '7', '4.200']]));
  expect(await figures('Llantas con más puntos')).toEqual([['205/55R16', '1.200']]);
});
