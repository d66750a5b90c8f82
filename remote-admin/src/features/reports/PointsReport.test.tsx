// /admin/points 'Reporte de Puntos', driven as an administrator would against a fake api
// that answers GET /api/reports/invoiceByUser on the list contract (contract/src/reports.ts
// pointsReportQuery), the chart summary under the same filters, and the streamed CSV.
import { act, screen, waitFor, within } from '@testing-library/react';
import { REPORT_TEXT, type City, type PointsReportRow, type PointsSummary, type Subsidiary } from '@portal/contract';
import { installFakeApi, type FakeRequest, type FakeRoutes } from '@portal/shared-auth/testing';
import { deferred } from '../../testing/deferred';
import { renderAdmin } from '../../testing/render-admin';
import { savedCsv } from '../../testing/saved-csv';
import { blobRefusal, bodyRows, callsTo, cellsOf, chartFigures, csvBlob, fakeReport, pastTypingPause, refusal, type Stored } from './testing';

const REPORT = '/api/reports/invoiceByUser';
const SUMMARY = '/api/reports/points/summary';
const CSV = '/api/reports/invoiceByUser.csv';

const branches = [
  { id: 7, name: 'Llantas del Norte', city: { id: 1, name: 'Bogotá' } },
  { id: 8, name: 'Centro Llantas', city: { id: 2, name: 'Cali' } },
] as unknown as Subsidiary[];
const cities: City[] = [{ id: 1, name: 'Bogotá', version: 1 }, { id: 2, name: 'Cali', version: 1 }];

const pad = (n: number) => String(n).padStart(2, '0');
function participant(i: number): Stored<PointsReportRow> {
  const north = i % 2 === 1;
  return {
    row: {
      id: i, name: `Participante ${pad(i)}`, identification_number: String(1_000_000 + i), points: i * 1000, gastados: i * 100, vencidos: i * 10,
      apply_aprobado: i, apply_rechazado: i % 3, apply_espera: i % 2, apply_confirmado: 0, invoices_count: i + 1, subsidiary: north ? branches[0].name : branches[1].name,
    },
    keys: { subsidiary: north ? '7' : '8', city: north ? '1' : '2', day: `2026-01-${pad(i)}` },
  };
}
const store = Array.from({ length: 12 }, (_, i) => participant(i + 1));
const report = fakeReport(() => store, {
  defaultSort: 'name',
  sortBy: {
    name: (r) => r.name, id: (r) => r.id, points: (r) => r.points, gastados: (r) => r.gastados, vencidos: (r) => r.vencidos,
    apply_aprobado: (r) => r.apply_aprobado, apply_rechazado: (r) => r.apply_rechazado, apply_espera: (r) => r.apply_espera,
    invoices_count: (r) => r.invoices_count, subsidiary: (r) => r.subsidiary ?? '',
  },
  searchIn: (r) => [r.name, r.identification_number],
});

const everyone: PointsSummary = {
  byMonth: [
    { month: '2026-01', earned: 12000, spent: 3500, refunded: 500, reversed: 200, expired: 100 },
    { month: '2026-02', earned: 8000, spent: 1000, refunded: 0, reversed: 0, expired: 1500 },
  ],
  redemptionsByState: [
    { state: 'rechazado', count: 1, points: 300 },
    { state: 'aprobado', count: 4, points: 2000 },
    { state: 'espera', count: 2, points: 900 },
  ],
  topProducts: [
    { id: 1, name: 'Bono de cine para dos', count: 3, points: 1500 },
    { id: 2, name: 'Juego de ollas', count: 1, points: 4200 },
  ],
};
const northOnly: PointsSummary = {
  byMonth: [{ month: '2026-01', earned: 7000, spent: 2000, refunded: 0, reversed: 0, expired: 0 }],
  redemptionsByState: [{ state: 'aprobado', count: 2, points: 1000 }],
  topProducts: [{ id: 1, name: 'Bono de cine para dos', count: 2, points: 1000 }],
};
const summary = (req: FakeRequest) => ({ body: req.query.subsidiary === '7' ? northOnly : everyone });

function install(extra: FakeRoutes = {}) {
  return installFakeApi({
    [`GET ${REPORT}`]: report,
    [`GET ${SUMMARY}`]: summary,
    'GET /api/subsidiary': { body: branches },
    'GET /api/city': { body: cities },
    [`GET ${CSV}`]: { body: csvBlob(['Id,Nombre,Puntos', '1,Participante 01,1000']) },
    ...extra,
  });
}

const table = () => screen.findByRole('table', { name: 'Puntos por participante' });
const names = (t: HTMLElement) => bodyRows(t).map((r) => cellsOf(r)[1]);
const lastQuery = (calls: FakeRequest[], path = REPORT) => callsTo(calls, path).at(-1)?.query;
const figures = chartFigures;
const pause = pastTypingPause;

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

test('SPEC 3 "Report user row" in Spanish, 10 a page by name, asked from the api with the chart summary', async () => {
  const calls = install();
  renderAdmin('/admin/points');
  expect(await screen.findByRole('heading', { name: 'Reporte de Puntos' })).toBeInTheDocument();
  const t = await table();

  expect(within(t).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
    'Id', 'Nombre', 'Documento', 'Sucursal', 'Puntos', 'Gastados', 'Vencidos', 'Aprobadas', 'Rechazadas', 'En espera', 'Facturas',
  ]);
  expect(within(t).getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'ascending');
  // only POINTS_REPORT_SORT keys sort: the api does not sort by document
  expect(within(within(t).getByRole('columnheader', { name: 'Documento' })).queryByRole('button')).not.toBeInTheDocument();
  expect(bodyRows(t)).toHaveLength(10);
  expect(cellsOf(bodyRows(t)[9])).toEqual(['10', 'Participante 10', '1000010', 'Centro Llantas', '10.000', '1.000', '100', '10', '1', '0', '11']);
  expect(screen.getByText('Mostrando 1 a 10 de 12 registros')).toBeInTheDocument();

  expect(callsTo(calls, REPORT).map((c) => c.query)).toEqual([{ page: '1', pageSize: '10', sort: 'name' }]);
  expect(callsTo(calls, SUMMARY).map((c) => c.query)).toEqual([{}]);
  // the filters read the plain lists (no list parameters)
  expect(callsTo(calls, '/api/subsidiary')[0].query).toEqual({});
  expect(callsTo(calls, '/api/city')[0].query).toEqual({});
});

test('the pager asks for page 2, and each sortable header asks for its key from page 1', async () => {
  const calls = install();
  const { user } = renderAdmin('/admin/points');
  const t = await table();

  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  await waitFor(() => expect(names(t)).toEqual(['Participante 11', 'Participante 12']));
  expect(lastQuery(calls)).toEqual({ page: '2', pageSize: '10', sort: 'name' });

  await user.click(within(t).getByRole('button', { name: 'Puntos' }));
  await waitFor(() => expect(names(t)[0]).toBe('Participante 01'));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: 'points' });
  await user.click(within(t).getByRole('button', { name: 'Puntos' }));
  await waitFor(() => expect(names(t)[0]).toBe('Participante 12'));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-points' });

  for (const [header, key] of [
    ['Id', 'id'], ['Sucursal', 'subsidiary'], ['Gastados', 'gastados'], ['Vencidos', 'vencidos'], ['Aprobadas', 'apply_aprobado'],
    ['Rechazadas', 'apply_rechazado'], ['En espera', 'apply_espera'], ['Facturas', 'invoices_count'],
  ]) {
    await user.click(within(t).getByRole('button', { name: header }));
    await waitFor(() => expect(lastQuery(calls)?.sort).toBe(key));
  }
  // back to the first order: its page is still cached, nothing more is asked
  await user.click(within(t).getByRole('button', { name: 'Nombre' }));
  await waitFor(() => expect(names(t)[0]).toBe('Participante 01'));
  expect(within(t).getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'ascending');
});

test('Sucursal, Ciudad, Desde / Hasta and the search each send their parameter to the table and the charts; Limpiar filtros takes them away', async () => {
  const calls = install();
  const { user } = renderAdmin('/admin/points');
  const t = await table();

  const branch = screen.getByRole('combobox', { name: 'Sucursal' });
  await waitFor(() => expect(within(branch).getByRole('option', { name: 'Llantas del Norte' })).toBeInTheDocument());
  expect(within(branch).getAllByRole('option').filter((o) => !(o as HTMLOptionElement).disabled).map((o) => o.textContent)).toEqual([
    'Todas las sucursales', 'Llantas del Norte', 'Centro Llantas',
  ]);
  await user.selectOptions(branch, 'Llantas del Norte');
  await waitFor(() => expect(names(t)).toEqual(['Participante 01', 'Participante 03', 'Participante 05', 'Participante 07', 'Participante 09', 'Participante 11']));
  expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: 'name', subsidiary: '7' });
  expect(lastQuery(calls, SUMMARY)).toEqual({ subsidiary: '7' });

  await user.selectOptions(branch, 'Todas las sucursales');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Ciudad' }), 'Cali');
  await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: 'name', city: '2' }));
  expect(lastQuery(calls, SUMMARY)).toEqual({ city: '2' });
  await waitFor(() => expect(names(t)).toHaveLength(6));

  const period = screen.getByRole('group', { name: 'Periodo de los movimientos' });
  await user.type(within(period).getByLabelText('Desde'), '03/01/2026');
  await user.type(within(period).getByLabelText('Hasta'), '08/01/2026');
  await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: 'name', city: '2', from: '2026-01-03', to: '2026-01-08' }));
  expect(lastQuery(calls, SUMMARY)).toEqual({ city: '2', from: '2026-01-03', to: '2026-01-08' });
  await waitFor(() => expect(names(t)).toEqual(['Participante 04', 'Participante 06', 'Participante 08']));
  // with a period the movement figures are the period's; the balance is today's
  expect(screen.getByText(/Puntos es el saldo de hoy/)).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox'), '1000006');
  // the whole text asked for first (a busy machine may send the search once mid-typing too)
  await waitFor(() => expect(lastQuery(calls)).toMatchObject({ q: '1000006', city: '2' }));
  await waitFor(() => expect(names(t)).toEqual(['Participante 06']));

  const asked = callsTo(calls, REPORT).length;
  await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
  await waitFor(() => expect(names(t)).toHaveLength(10));
  expect(callsTo(calls, REPORT).slice(asked).every((c) => !c.query.city && !c.query.from && !c.query.to)).toBe(true);
  // the charts are those of no filter again (still cached from the start)
  await waitFor(async () => expect(await figures('Redenciones por estado')).toHaveLength(3));
  expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveValue('all');
  expect(within(period).getByLabelText('Desde')).toHaveValue('');
});

test('an inverted period is said under the dates and sent to neither the table nor the charts', async () => {
  const calls = install();
  const { user } = renderAdmin('/admin/points');
  await table();
  const from = screen.getByLabelText('Desde');
  const to = screen.getByLabelText('Hasta');

  await user.type(to, '05/01/2026');
  await waitFor(() => expect(lastQuery(calls)).toMatchObject({ to: '2026-01-05' }));
  await user.type(from, '01/02/2026');
  expect(await screen.findByRole('alert')).toHaveTextContent(REPORT_TEXT.periodInverted);
  expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAccessibleDescription(REPORT_TEXT.periodInverted);
  await pause();
  expect(calls.some((c) => c.query.from !== undefined)).toBe(false);

  await user.clear(from);
  await user.type(from, '02/01/2026');
  await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: 'name', from: '2026-01-02', to: '2026-01-05' }));
  expect(lastQuery(calls, SUMMARY)).toEqual({ from: '2026-01-02', to: '2026-01-05' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("'Exportar a CSV' asks the api's CSV with the filters, search and order, and saves its file as it came", async () => {
  const reply = deferred<{ body: Blob }>();
  const calls = install({ [`GET ${CSV}`]: () => reply.promise });
  const { user } = renderAdmin('/admin/points');
  const t = await table();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Ciudad' }), 'Bogotá');
  await user.click(within(t).getByRole('button', { name: 'Gastados' }));
  await user.click(within(t).getByRole('button', { name: 'Gastados' }));
  await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', pageSize: '10', sort: '-gastados', city: '1' }));

  const saved = savedCsv(async () => {
    await user.click(screen.getByRole('button', { name: 'Exportar a CSV' }));
    // while the file comes: the button is busy and the screen says so
    expect(screen.getByRole('button', { name: 'Exportar a CSV' })).toBeDisabled();
    expect(screen.getByText('Preparando reporte-puntos.csv...')).toBeInTheDocument();
    await act(async () => reply.resolve({ body: csvBlob(['Id,Nombre,Puntos', '1,Participante 01,1000']) }));
  });
  const { name, bytes, text } = await saved;
  expect(name).toBe('reporte-puntos.csv');
  // every row of the filter: no page, the order on screen, the session's bearer
  const asked = callsTo(calls, CSV);
  expect(asked).toHaveLength(1);
  expect(asked[0].query).toEqual({ city: '1', sort: '-gastados' });
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(text.replace('\uFEFF', '').split('\r\n').slice(0, 2)).toEqual(['Id,Nombre,Puntos', '1,Participante 01,1000']);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar a CSV' })).toBeEnabled());
  expect(screen.queryByText(/Preparando/)).not.toBeInTheDocument();
  // the table's own CSV writer is not used: nothing asked the table's list without a page
  expect(callsTo(calls, REPORT).every((c) => c.query.page !== undefined)).toBe(true);
});

test("a refused export says the api's detail in Spanish, and the table stays", async () => {
  install({ [`GET ${CSV}`]: blobRefusal('Sucursal no válida') });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/points');
  await table();
  await user.click(screen.getByRole('button', { name: 'Exportar a CSV' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo descargar el archivo CSV: Sucursal no válida');
  expect(screen.getByRole('table', { name: 'Puntos por participante' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exportar a CSV' })).toBeEnabled();
});

test("the charts' number tables show the summary's figures, and follow the filters", async () => {
  install();
  const { user } = renderAdmin('/admin/points');
  expect(screen.getByText('Según los filtros de la tabla: sucursal, ciudad y periodo.')).toBeInTheDocument();

  expect(await figures('Movimientos de puntos por mes')).toEqual([
    ['ene 2026', '12.000', '3.500', '500', '200', '100'],
    ['feb 2026', '8.000', '1.000', '0', '0', '1.500'],
  ]);
  const months = screen.getByRole('table', { name: 'Cifras de «Movimientos de puntos por mes»' });
  expect(within(months).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mes', 'Ganados', 'Redimidos', 'Devueltos', 'Reversados', 'Vencidos']);
  // SPEC 4's order of the redemption states, capitalised
  expect(await figures('Redenciones por estado')).toEqual([['Espera', '2', '900'], ['Aprobado', '4', '2.000'], ['Rechazado', '1', '300']]);
  expect(await figures('Productos más redimidos')).toEqual([['Bono de cine para dos', '3', '1.500'], ['Juego de ollas', '1', '4.200']]);
  for (const title of ['Movimientos de puntos por mes', 'Redenciones por estado', 'Productos más redimidos']) {
    expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();
  }

  const branch = screen.getByRole('combobox', { name: 'Sucursal' });
  await waitFor(() => expect(within(branch).getByRole('option', { name: 'Llantas del Norte' })).toBeInTheDocument());
  await user.selectOptions(branch, 'Llantas del Norte');
  await waitFor(async () => expect(await figures('Movimientos de puntos por mes')).toEqual([['ene 2026', '7.000', '2.000', '0', '0', '0']]));
  expect(await figures('Redenciones por estado')).toEqual([['Aprobado', '2', '1.000']]);
});

test('empty figures say so; a summary that cannot be read says so with a retry, and the table stays', async () => {
  let fail = true;
  install({
    [`GET ${SUMMARY}`]: () => (fail ? refusal('Error interno', 500) : { body: { byMonth: [], redemptionsByState: [], topProducts: [] } }),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/points');
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('No se pudieron cargar las gráficas');
  expect(panel).toHaveTextContent('Error interno');
  expect(await table()).toBeInTheDocument();

  fail = false;
  await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
  await waitFor(() => expect(screen.getAllByText('No hay datos para este filtro')).toHaveLength(3));
  expect(screen.queryByRole('table', { name: /Cifras/ })).not.toBeInTheDocument();
});

test("a refused page shows the api's detail in the red panel, and the filters stay to change it", async () => {
  install({ [`GET ${REPORT}`]: (req) => (req.query.city === '2' ? refusal('Ciudad no válida') : report(req)) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderAdmin('/admin/points');
  await table();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Ciudad' }), 'Cali');
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('No se pudo cargar el reporte de puntos');
  expect(panel).toHaveTextContent('Ciudad no válida');
  expect(screen.queryByRole('table', { name: 'Puntos por participante' })).not.toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Ciudad' }), 'Todas las ciudades');
  expect(bodyRows(await table())).toHaveLength(10);
});
