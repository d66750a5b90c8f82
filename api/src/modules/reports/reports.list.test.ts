// The two report calls on the list contract (page, pageSize, sort, q and their filters),
// their chart calls and CSV calls refusing bad input with a Spanish 400, and who may call them, on
// SQLite and PostgreSQL. The plain answers (no parameters) stay SPEC 7's (reports.test.ts has them
// in full).
import {
  API, INVOICES_REPORT_SORT, LIST_MSG, POINTS_REPORT_SORT, REPORT_TEXT, type PointsReportRow, type ReportLineRow,
} from '@portal/contract';
import { buildReportData, expectedLines, expectedPointsRows, tables, type ReportData, type Tables } from './test-fixtures';

let data: ReportData;
let d: Tables;

beforeAll(async () => {
  data = await buildReportData();
  d = await tables(data.t);
});
afterAll(async () => data.t.close());

const call = (url: string, query: Record<string, unknown> = {}, headers: Record<string, string> = data.admin.auth) =>
  data.t.app.inject({ method: 'GET', url, query: query as Record<string, string | string[]>, headers });
const get = async (url: string, query: Record<string, unknown> = {}) => {
  const res = await call(url, query);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** every row of a sort, read a page of `size` at a time */
async function allPages<T>(url: string, query: Record<string, unknown>, size: number): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await get(url, { ...query, page, pageSize: size });
    rows.push(...answer.rows);
    if (answer.rows.length < size) return rows;
  }
}

describe('the plain answers stay as they were', () => {
  it('answers the plain arrays without parameters, and with blank filters only', async () => {
    const points = await get(API.reportInvoiceByUser);
    expect(Array.isArray(points)).toBe(true);
    expect(points.map((r: PointsReportRow) => r.id)).toEqual(expectedPointsRows(d, data.clock.now).map((r) => r.id));
    expect(Object.keys(points[0]).sort()).toEqual(Object.keys(expectedPointsRows(d, data.clock.now)[0]).sort());
    expect(await get(API.reportInvoiceByUser, { from: '', subsidiary: '' })).toEqual(points);
    const invoices = await get(API.reportInvoicesFull);
    expect(Array.isArray(invoices)).toBe(true);
    expect(invoices).toHaveLength(d.invoices.length);
    expect(invoices[0]).toHaveProperty('lines');
    expect(await get(API.reportInvoicesFull, { state: '' })).toHaveLength(d.invoices.length);
  });
});

describe('GET /api/reports/invoiceByUser with list parameters', () => {
  it('pages by name by default: 10 rows unless asked, `total` counting every match', async () => {
    const page = await get(API.reportInvoiceByUser, { page: 1 });
    expect(page.total).toBe(4);
    expect(page.rows).toHaveLength(4);
    const names = page.rows.map((r: PointsReportRow) => r.name);
    // capitals and accents aside: Ana, beto, Carla (the formula-like name sorts by its own key)
    expect(names.filter((n: string) => !n.startsWith('='))).toEqual(['Ana Gómez', 'beto Ruiz', 'Carla Núñez']);
    const second = await get(API.reportInvoiceByUser, { page: 2, pageSize: 3 });
    expect(second).toEqual({ rows: [page.rows[3]], total: 4 });
  });

  it.each(POINTS_REPORT_SORT.flatMap((key) => [key, `-${key}`]))('sorts by %s on the api, pages never overlapping', async (sort) => {
    const whole = (await get(API.reportInvoiceByUser, { sort, pageSize: 100 })).rows as PointsReportRow[];
    expect(await allPages(API.reportInvoiceByUser, { sort }, 1)).toEqual(whole);
    expect(new Set(whole.map((r) => r.id)).size).toBe(4);
    const key = sort.replace(/^-/, '') as keyof PointsReportRow;
    if (['id', 'points', 'gastados', 'vencidos', 'apply_aprobado', 'apply_rechazado', 'apply_espera', 'invoices_count'].includes(key)) {
      const desc = sort.startsWith('-');
      const expected = [...whole].sort((a, b) => {
        const diff = (a[key] as number) - (b[key] as number);
        return (desc ? -diff : diff) || (desc ? b.id - a.id : a.id - b.id);
      });
      expect(whole).toEqual(expected);
    }
    if (key === 'subsidiary') {
      // the participant without a branch: last ascending, first descending
      expect(whole[sort.startsWith('-') ? 0 : 3].id).toBe(data.dario.id);
    }
  });

  it('searches the name (capitals and accents aside) and the identification number', async () => {
    const ids = async (q: string) => (await get(API.reportInvoiceByUser, { q })).rows.map((r: PointsReportRow) => r.id);
    expect(await ids('GOMEZ')).toEqual([data.ana.id]);
    expect(await ids('núñez')).toEqual([data.carla.id]);
    // one search rule, 'ñ' read as 'n' (contract foldForSearch)
    expect(await ids('nunez')).toEqual([data.carla.id]);
    expect(await ids('2020')).toEqual([data.beto.id]);
    expect(await ids('%')).toEqual([]);
    expect(await ids('hipervinculo("x")')).toEqual([data.dario.id]);
  });

  it('filters by branch and by city (the branch\'s city)', async () => {
    const ids = async (query: Record<string, unknown>) => (await get(API.reportInvoiceByUser, { ...query, sort: 'id' })).rows.map((r: PointsReportRow) => r.id);
    expect(await ids({ subsidiary: data.paisas })).toEqual([data.carla.id]);
    expect(await ids({ city: data.medellin })).toEqual([data.carla.id]);
    expect(await ids({ city: data.bogota })).toEqual([data.ana.id, data.beto.id]);
    expect(await ids({ city: data.bogota, q: 'beto' })).toEqual([data.beto.id]);
  });
});

describe('GET /api/reports/invoices/full with list parameters', () => {
  it('pages the lines, newest sale first then the line id, 10 unless asked', async () => {
    const page = await get(API.reportInvoicesFull, { page: 1 });
    const expected = expectedLines(d).sort((a, b) => b.sale_date.localeCompare(a.sale_date) || b.id - a.id);
    expect(page).toEqual({ rows: expected.slice(0, 10), total: expected.length });
  });

  it.each(INVOICES_REPORT_SORT.flatMap((key) => [key, `-${key}`]))('sorts by %s on the api, pages never overlapping', async (sort) => {
    const whole = (await get(API.reportInvoicesFull, { sort, pageSize: 100 })).rows as ReportLineRow[];
    expect(whole).toHaveLength(d.lines.length);
    expect(await allPages(API.reportInvoicesFull, { sort }, 2)).toEqual(whole);
    const key = sort.replace(/^-/, '');
    const value: Record<string, (r: ReportLineRow) => string | number> = { date: (r) => r.sale_date, created: (r) => r.created_at, amount: (r) => r.amount, points: (r) => r.points };
    if (value[key]) {
      const desc = sort.startsWith('-');
      const of = value[key];
      const expected = [...whole].sort((a, b) => {
        const diff = of(a) < of(b) ? -1 : of(a) > of(b) ? 1 : 0;
        return (desc ? -diff : diff) || (desc ? b.id - a.id : a.id - b.id);
      });
      expect(whole).toEqual(expected);
    }
  });

  it('searches the invoice number, the participant\'s name and number, and the tire', async () => {
    const numbers = async (q: string) => [...new Set((await get(API.reportInvoicesFull, { q, pageSize: 100 })).rows.map((r: ReportLineRow) => r.number))].sort();
    expect(await numbers('fv-10')).toEqual(['FV-100', 'FV-101']);
    expect(await numbers('carla nuñez')).toEqual(['FV-300', 'FV-301']);
    expect(await numbers('4040404')).toEqual(['FV-400']);
    const tire = await get(API.reportInvoicesFull, { q: '245/40', pageSize: 100 });
    expect(tire.rows.map((r: ReportLineRow) => r.tire?.name)).toEqual(['245/40R18']);
  });
});

describe('bad input: a Spanish 400, never a 5xx', () => {
  const badFilters: [string, Record<string, unknown>, string][] = [
    ['an unknown sort', { sort: 'password_hash' }, 'Campo orden de la lista: No se puede ordenar por esa columna'],
    ['an inverted period', { from: '2026-02-10', to: '2026-02-01' }, REPORT_TEXT.periodInverted],
    ['a malformed date', { from: '2026/02/01' }, REPORT_TEXT.dateFilter],
    ['a day that does not exist', { to: '2026-02-30' }, REPORT_TEXT.dateFilter],
    ['a page size of 0', { pageSize: 0 }, `Campo filas por página: ${LIST_MSG.pageSize}`],
    ['a page size of 101', { pageSize: 101 }, `Campo filas por página: ${LIST_MSG.pageSize}`],
    ['page 0', { page: 0 }, `Campo página: ${LIST_MSG.page}`],
    ['a branch that is not a number', { subsidiary: 'norte' }, REPORT_TEXT.subsidiaryFilter],
    ['a parameter sent twice', { from: ['2026-01-01', '2026-01-02'] }, REPORT_TEXT.dateFilter],
  ];
  const lists = [API.reportInvoiceByUser, API.reportInvoicesFull, API.reportPointsCsv, API.reportInvoicesCsv];
  it.each(badFilters)('%s', async (_name, query, detail) => {
    for (const url of lists) {
      const res = await call(url, query);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'error', detail: expect.stringContaining(detail), statusCode: 400 });
    }
  });

  it('refuses what only one report knows', async () => {
    for (const url of [API.reportInvoicesFull, API.reportInvoicesSummary, API.reportInvoicesCsv]) {
      const state = await call(url, { state: 'Pagada' });
      expect([state.statusCode, state.json().detail]).toEqual([400, expect.stringContaining(REPORT_TEXT.stateFilter)]);
      const brand = await call(url, { brand: '-3' });
      expect([brand.statusCode, brand.json().detail]).toEqual([400, expect.stringContaining(REPORT_TEXT.brandFilter)]);
    }
    for (const url of [API.reportInvoiceByUser, API.reportPointsSummary, API.reportPointsCsv]) {
      const city = await call(url, { city: '1.5' });
      expect([city.statusCode, city.json().detail]).toEqual([400, expect.stringContaining(REPORT_TEXT.cityFilter)]);
    }
    for (const url of [API.reportPointsSummary, API.reportInvoicesSummary]) {
      const inverted = await call(url, { from: '2026-03-01', to: '2026-02-01' });
      expect([inverted.statusCode, inverted.json().detail]).toEqual([400, expect.stringContaining(REPORT_TEXT.periodInverted)]);
      const malformed = await call(url, { to: '1 de marzo' });
      expect([malformed.statusCode, malformed.json().detail]).toEqual([400, expect.stringContaining(REPORT_TEXT.dateFilter)]);
    }
  });

  it('answers an empty page past the end, and a filter matching nothing', async () => {
    expect(await get(API.reportInvoiceByUser, { page: 1000, pageSize: 100 })).toEqual({ rows: [], total: 4 });
    expect(await get(API.reportInvoicesFull, { subsidiary: 2 ** 31 - 1 })).toEqual({ rows: [], total: 0 });
    expect(await get(API.reportInvoicesFull, { q: 'nada-así' })).toEqual({ rows: [], total: 0 });
  });
});

describe('who may call the reports', () => {
  const urls = [API.reportInvoiceByUser, API.reportInvoicesFull, API.reportPointsSummary, API.reportInvoicesSummary, API.reportPointsCsv, API.reportInvoicesCsv];
  it('the administrator only: 401 without a session, 403 for a participant, approver and buyer, even with bad filters', async () => {
    for (const url of urls) {
      for (const query of [{}, { page: '1' }, { sort: 'nope' }]) {
        expect((await data.t.app.inject({ method: 'GET', url, query: query as Record<string, string> })).statusCode).toBe(401);
        for (const u of [data.ana, data.approver, data.buyer]) {
          const res = await call(url, query, u.auth);
          expect(res.statusCode).toBe(403);
          expect(res.json().detail).toEqual(expect.any(String));
        }
      }
      expect((await call(url, {})).statusCode).toBe(200);
    }
  });

  it('describes the report calls at /api/docs', async () => {
    const res = await data.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining([
      API.reportInvoiceByUser, API.reportInvoicesFull, API.reportPointsSummary, API.reportInvoicesSummary, API.reportPointsCsv, API.reportInvoicesCsv, API.auditLog,
    ]));
  });
});
