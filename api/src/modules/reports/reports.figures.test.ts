// What must be shown: every report figure compared with a direct computation from the
// ledger, the lots, the requests and the invoices, for a data set made by the real calls with
// refunds, a reversal with its debt, expiries (swept, refunded into an expired lot, and due but not
// swept) and adjustments, on SQLite and PostgreSQL: the points report's rows, its charts, the
// invoice report's lines and its charts, under every filter.
import { sql } from 'kysely';
import { API } from '@portal/contract';
import { checkPointsInvariants } from '../../points';
import { colombianMonth } from './sql';
import {
  buildReportData, expectedInvoicesSummary, expectedLines, expectedPointsRows, expectedPointsSummary, tables, type InvoicesFilter,
  type PointsFilter, type ReportData, type Tables,
} from './test-fixtures';

let data: ReportData;
let d: Tables;

beforeAll(async () => {
  data = await buildReportData();
  d = await tables(data.t);
});
afterAll(async () => data.t.close());

const get = async (url: string, query: object = {}) => {
  const res = await data.t.app.inject({ method: 'GET', url, query: query as Record<string, string>, headers: data.admin.auth });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

describe('the data set', () => {
  it('holds every kind of ledger row, and the engine\'s own invariants', async () => {
    expect(new Set(d.ledger.map((l) => l.kind))).toEqual(new Set(['earn', 'spend', 'refund', 'reversal', 'expiry', 'adjustment']));
    // a refund into an expired lot is followed by an equal expiry
    expect(d.ledger.filter((l) => l.users_id === data.carla.id).map((l) => [l.kind, Number(l.amount)])).toEqual(
      expect.arrayContaining([['refund', 25], ['expiry', -25], ['expiry', -15], ['adjustment', -5]]),
    );
    expect(await checkPointsInvariants(data.t.db)).toEqual([]);
  });
});

describe('GET /api/reports/invoiceByUser with filters: every figure from the ledger', () => {
  const cases: [string, () => PointsFilter][] = [
    ['no filter', () => ({})],
    ['a period (February in Colombia)', () => ({ from: '2026-02-01', to: '2026-02-28' })],
    ['a period of one day (January 31 in Colombia, 05:00Z to 05:00Z)', () => ({ from: '2026-01-31', to: '2026-01-31' })],
    ['only from', () => ({ from: '2026-02-15' })],
    ['only to', () => ({ to: '2026-01-31' })],
    ['a branch', () => ({ subsidiary: data.cat.subsidiaryId })],
    ['a city with two branches', () => ({ city: data.bogota })],
    ['a city and a period', () => ({ city: data.medellin, from: '2026-03-01', to: '2026-03-31' })],
    ['a branch nobody works at', () => ({ subsidiary: 999999 })],
  ];
  it.each(cases)('%s', async (_name, filter) => {
    const f = filter();
    const page = await get(API.reportInvoiceByUser, { ...f, pageSize: 100, sort: 'id' });
    const expected = expectedPointsRows(d, data.clock.now, f);
    expect(page).toEqual({ rows: expected, total: expected.length });
  });

  it('shows the balance without lots already due (never swept), whatever the period', async () => {
    const { rows } = await get(API.reportInvoiceByUser, { q: '4040404' });
    const stored = d.users.find((u) => u.id === data.dario.id)!;
    // dario's only lot was due on 2026-03-06: users.points still counts it, the report does not
    expect(Number(stored.points)).toBe(80);
    expect(rows).toEqual([expect.objectContaining({ id: data.dario.id, points: 0, vencidos: 0, invoices_count: 1 })]);
    const inJanuary = await get(API.reportInvoiceByUser, { q: '4040404', from: '2026-01-01', to: '2026-01-31' });
    expect(inJanuary.rows).toEqual([expect.objectContaining({ points: 0, invoices_count: 0 })]);
  });

  it('gives the figures a person can check by hand', async () => {
    const { rows } = await get(API.reportInvoiceByUser, { sort: 'id', pageSize: 100 });
    const row = (id: number) => rows.find((r: { id: number }) => r.id === id);
    // ana: 170 + 280 earned, 200 redeemed, 50 refunded, +75 adjusted
    expect(row(data.ana.id)).toMatchObject({ points: 375, gastados: 150, vencidos: 0, apply_aprobado: 2, apply_rechazado: 1, apply_espera: 1, apply_confirmado: 1, invoices_count: 2 });
    // beto: 60 earned, 40 redeemed, the invoice rejected (20 + 40 reversed), the 40 refunded
    expect(row(data.beto.id)).toMatchObject({ points: 0, gastados: 0, vencidos: 0, apply_rechazado: 1, invoices_count: 1, subsidiary: 'Llantas del Sur' });
    // carla: 150 earned, 25 redeemed and refunded into an expired lot (15 + 25 expired), -5 adjusted
    expect(row(data.carla.id)).toMatchObject({ points: 105, gastados: 0, vencidos: 40, apply_rechazado: 1, invoices_count: 2, subsidiary: 'Llantas Paisas' });
    // FV-200 was registered at 22:00 of January 31 in Colombia (2026-02-01T03:00Z)
    const onDay = async (day: string) => (await get(API.reportInvoiceByUser, { q: '2020202', from: day, to: day })).rows[0].invoices_count;
    expect([await onDay('2026-01-31'), await onDay('2026-02-01')]).toEqual([1, 0]);
    // staff never appear
    expect(rows.map((r: { id: number }) => r.id)).not.toEqual(expect.arrayContaining([data.admin.id]));
  });

  it('agrees with the plain answer on the whole period', async () => {
    const plain = await get(API.reportInvoiceByUser);
    const page = await get(API.reportInvoiceByUser, { sort: 'id', pageSize: 100 });
    expect(page.rows).toEqual(plain);
  });
});

describe('the Colombian month of an instant, in the same SQL on both databases', () => {
  it.each([
    ['2026-01-01T04:59:59.999Z', '2025-12'],
    ['2026-01-01T05:00:00.000Z', '2026-01'],
    ['2026-03-01T04:59:59.999Z', '2026-02'],
    ['2026-10-01T00:00:00.000Z', '2026-09'],
    ['2026-11-01T03:00:00.000Z', '2026-10'],
    ['2026-12-01T04:00:00.000Z', '2026-11'],
    ['2026-12-31T23:59:59.999Z', '2026-12'],
    ['2026-02-15T02:00:00.000Z', '2026-02'],
  ])('%s is of %s', async (instant, month) => {
    const { rows } = await sql<{ m: string }>`select ${colombianMonth('x.created_at')} as m from (select cast(${instant} as text) as created_at) x`.execute(data.t.db);
    expect(rows[0].m).toBe(month);
  });
});

describe('GET /api/reports/points/summary: the charts from the ledger', () => {
  const cases: [string, () => PointsFilter][] = [
    ['no filter', () => ({})],
    ['February', () => ({ from: '2026-02-01', to: '2026-02-28' })],
    ['a branch', () => ({ subsidiary: data.cat.subsidiaryId })],
    ['a city', () => ({ city: data.medellin })],
    ['a city and a period', () => ({ city: data.bogota, from: '2026-01-31', to: '2026-02-12' })],
  ];
  it.each(cases)('%s', async (_name, filter) => {
    const f = filter();
    expect(await get(API.reportPointsSummary, f)).toEqual(expectedPointsSummary(d, f));
  });

  it('puts each row in its Colombian month and adds up to the table', async () => {
    const summary = await get(API.reportPointsSummary);
    // FV-200 at 2026-02-01T03:00Z is January's; ana's adjustment is not charted; the 75 at 2026-03-01T02:00Z would be February's
    const january = summary.byMonth.find((m: { month: string }) => m.month === '2026-01');
    expect(january).toEqual({ month: '2026-01', earned: 170 + 280 + 60, spent: 0, refunded: 0, reversed: 0, expired: 0 });
    const table = await get(API.reportInvoiceByUser, { pageSize: 100 });
    const total = (key: string) => table.rows.reduce((s: number, r: Record<string, number>) => s + r[key], 0);
    const charted = (key: string) => summary.byMonth.reduce((s: number, m: Record<string, number>) => s + m[key], 0);
    expect(charted('spent') - charted('refunded')).toBe(total('gastados'));
    expect(charted('expired')).toBe(total('vencidos'));
    const states = Object.fromEntries(summary.redemptionsByState.map((s: { state: string; count: number }) => [s.state, s.count]));
    expect(states.aprobado + states.confirmado).toBe(total('apply_aprobado'));
    expect(states.confirmado).toBe(total('apply_confirmado'));
    expect(states.rechazado).toBe(total('apply_rechazado'));
    expect(states.espera).toBe(total('apply_espera'));
  });
});

describe('GET /api/reports/invoices/full with filters: every line from the invoices', () => {
  const cases: [string, () => InvoicesFilter][] = [
    ['no filter', () => ({})],
    ['a state', () => ({ state: 'Rechazada' })],
    ['a branch', () => ({ subsidiary: data.paisas })],
    ['a brand', () => ({ brand: data.cat.brands.bfg })],
    ['a sale-date period, both days included', () => ({ from: '2026-01-19', to: '2026-01-31' })],
    ['everything at once', () => ({ state: 'Creada', subsidiary: data.cat.subsidiaryId, brand: data.cat.brands.michelin, from: '2026-01-01', to: '2026-01-31' })],
  ];
  it.each(cases)('%s', async (_name, filter) => {
    const f = filter();
    const page = await get(API.reportInvoicesFull, { ...f, pageSize: 100 });
    const expected = expectedLines(d, f);
    expect(byId(page.rows)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('agrees with the plain answer: the same lines and points per invoice', async () => {
    const plain = await get(API.reportInvoicesFull);
    const page = await get(API.reportInvoicesFull, { pageSize: 100 });
    const pointsPerInvoice = new Map<number, number>();
    for (const l of page.rows) pointsPerInvoice.set(l.invoice_id, (pointsPerInvoice.get(l.invoice_id) ?? 0) + l.points);
    expect(Object.fromEntries(pointsPerInvoice)).toEqual(Object.fromEntries(plain.map((i: { id: number; points: number }) => [i.id, i.points])));
    expect(page.total).toBe(plain.reduce((s: number, i: { lines: unknown[] }) => s + i.lines.length, 0));
  });
});

describe('GET /api/reports/invoices/summary: the charts from the invoices', () => {
  const cases: [string, () => InvoicesFilter][] = [
    ['no filter', () => ({})],
    ['a state', () => ({ state: 'Aprobada' })],
    ['a branch', () => ({ subsidiary: data.cat.otherSubsidiaryId })],
    ['a brand', () => ({ brand: data.cat.brands.michelin })],
    ['a period', () => ({ from: '2025-01-01', to: '2026-01-31' })],
  ];
  it.each(cases)('%s', async (_name, filter) => {
    const f = filter();
    expect(await get(API.reportInvoicesSummary, f)).toEqual(expectedInvoicesSummary(d, f));
  });

  it('leaves rejected invoices out of the top branches and tires', async () => {
    const summary = await get(API.reportInvoicesSummary);
    expect(summary.byState).toEqual([
      { state: 'Creada', count: 4, points: 280 + 110 + 40 + 80 },
      { state: 'Aprobada', count: 1, points: 170 },
      { state: 'Rechazada', count: 1, points: 60 },
    ]);
    // FV-200 (rejected, Llantas del Sur, 60) is not counted; FV-400 (80) is
    expect(summary.topSubsidiaries).toEqual([
      { id: data.cat.subsidiaryId, name: 'Llantas del Norte', points: 450 },
      { id: data.paisas, name: 'Llantas Paisas', points: 150 },
      { id: data.cat.otherSubsidiaryId, name: 'Llantas del Sur', points: 80 },
    ]);
  });
});
