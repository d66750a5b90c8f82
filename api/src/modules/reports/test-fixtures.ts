// The reports tests' data set (a generated data set with refunds, reversals, expiries and
// adjustments), made by the real calls and the points engine on a clock the test moves, and
// the report's figures computed again straight from points_ledger, point_lots, apply_for, invoices
// and invoice_references, in plain code, to compare with what the reports answer.
import { API, PROFILE, type PointsReportRow, type ReportLineRow } from '@portal/contract';
import { inTransaction } from '../../db/transaction';
import { adjustPoints, runExpirySweep } from '../../points';
import { insertProduct } from '../../points/test-fixtures';
import { buildTestApp, createCity, createSubsidiary, createUser, type TestApp, type TestUser } from '../../test/helper';
import { createRequest, line, seedCatalogue, type Catalogue } from '../invoices/test-fixtures';

export interface ReportData {
  t: TestApp;
  cat: Catalogue;
  /** a branch in another city */
  paisas: number;
  medellin: number;
  bogota: number;
  admin: TestUser;
  approver: TestUser;
  buyer: TestUser;
  ana: TestUser;
  beto: TestUser;
  carla: TestUser;
  dario: TestUser;
  /** the clock of the app (the last instant of the data set once built) */
  clock: { now: Date };
  invoiceIds: Record<string, number>;
}

/** a name that a spreadsheet would run as a formula if written as is */
export const FORMULA_NAME = '=HIPERVINCULO("x") Darío';

/**
 * Builds the data set on a fresh app whose clock starts on 2026-01-15 and ends on 2026-03-10.
 * Colombian months at their edges: an invoice at 2026-02-01T03:00Z is of January in Colombia, an
 * adjustment at 2026-03-01T02:00Z of February.
 */
export async function buildReportData(): Promise<ReportData> {
  const clock = { now: new Date('2026-01-15T14:00:00.000Z') };
  const t = await buildTestApp({}, { now: () => clock.now });
  const at = (iso: string) => {
    clock.now = new Date(iso);
  };
  const cat = await seedCatalogue(t.db);
  const bogota = (await t.db.selectFrom('subsidiaries').select('cities_id').where('id', '=', cat.subsidiaryId).executeTakeFirstOrThrow()).cities_id;
  const medellin = await createCity(t.db, 'Medellín');
  const paisas = await createSubsidiary(t.db, medellin, cat.gold, 'Llantas Paisas');
  const admin = await createUser(t.db, { role: 'admin', name: 'Admin Reportes' });
  const approver = await createUser(t.db, { role: 'approver' });
  const buyer = await createUser(t.db, { role: 'buyer' });
  const ana = await createUser(t.db, { name: 'Ana Gómez', profilesId: cat.gold, subsidiaryId: cat.subsidiaryId, identification: '1010101' });
  const beto = await createUser(t.db, { name: 'beto Ruiz', profilesId: cat.silver, subsidiaryId: cat.otherSubsidiaryId, identification: '2020202' });
  const carla = await createUser(t.db, { name: 'Carla Núñez', profilesId: cat.gold, subsidiaryId: paisas, identification: '3030303' });
  const dario = await createUser(t.db, { name: FORMULA_NAME, profilesId: cat.silver, subsidiaryId: null, identification: '4040404' });
  const invoiceIds: Record<string, number> = {};

  const invoice = async (u: TestUser, number: string, saleDate: string, lines: ReturnType<typeof line>[], subsidiaryId: number) => {
    const res = await createRequest(t, u, { data: { sale_date: saleDate, number, price: 1250000, subsidiary_id: subsidiaryId }, tires: lines });
    expect(res.statusCode).toBe(200);
    invoiceIds[number] = (await t.db.selectFrom('invoices').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;
  };
  const request = async (u: TestUser, points: number, name: string) => {
    const res = await t.app.inject({ method: 'POST', url: API.applyFor, headers: u.auth, payload: { product_id: await insertProduct(t.db, points, { name }) } });
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };
  const review = async (u: TestUser, url: string, payload: object = {}) => {
    const res = await t.app.inject({ method: 'POST', url, headers: u.auth, payload });
    expect(res.statusCode).toBe(200);
  };
  const adjust = async (u: TestUser, delta: number, reason: string) => {
    await inTransaction(t.db, async (trx) => {
      const seen = Number((await trx.selectFrom('users').select('points').where('id', '=', u.id).executeTakeFirstOrThrow()).points);
      await adjustPoints(trx, { usersId: u.id, delta, seenBalance: seen, actorId: admin.id, reason, expiryMonths: t.config.POINTS_EXPIRY_MONTHS, now: clock.now });
    });
  };

  // January
  await invoice(ana, 'FV-100', '2026-01-14', [line(cat, 0, 2), line(cat, 2, 1)], cat.subsidiaryId); // 2 x 40 + 90 = 170
  at('2026-01-20T16:00:00.000Z');
  await invoice(ana, 'FV-101', '2026-01-19', [line(cat, 3, 4)], cat.subsidiaryId); // 4 x 70 = 280
  // 22:00 of January 31 in Colombia
  at('2026-02-01T03:00:00.000Z');
  await invoice(beto, 'FV-200', '2026-01-31', [line(cat, 4, 1)], cat.otherSubsidiaryId); // silver: 60
  // February
  at('2026-02-02T15:00:00.000Z');
  await review(approver, API.invoiceApprove(invoiceIds['FV-100']));
  at('2026-02-05T15:00:00.000Z');
  await invoice(carla, 'FV-300', '2026-02-04', [line(cat, 1, 2)], paisas); // 2 x 55 = 110
  // a sale of almost a year ago: its lot expires at the end of 2026-02-20 in Colombia
  await invoice(carla, 'FV-301', '2025-02-20', [line(cat, 0, 1)], paisas); // 40
  at('2026-02-06T15:00:00.000Z');
  // its lot is due at the end of 2026-03-05 and is never swept: the shown balance leaves it out
  await invoice(dario, 'FV-400', '2025-03-05', [line(cat, 0, 1), line(cat, 3, 1)], cat.otherSubsidiaryId); // silver: 30 + 50 = 80
  at('2026-02-08T15:00:00.000Z');
  const carlaShoes = await request(carla, 25, 'Zapatos'); // 25 from the lot that expires first (FV-301)
  at('2026-02-10T15:00:00.000Z');
  const approved = await request(ana, 100, 'Audífonos');
  await review(approver, API.redemptionApprove(approved), { comment: 'Aprobada' });
  const rejected = await request(ana, 50, 'Morral');
  await review(approver, API.redemptionReject(rejected), { comment: 'Sin existencias' }); // refund 50
  await request(ana, 30, 'Balón');
  const confirmed = await request(ana, 20, 'Camiseta');
  await review(approver, API.redemptionApprove(confirmed), {});
  await review(buyer, API.redemptionBought(confirmed), { buyer_comment: 'Entregada', purchase_date: '2026-02-11' });
  at('2026-02-12T15:00:00.000Z');
  const betoRequest = await request(beto, 40, 'Gorra'); // paid from FV-200, still unreviewed
  at('2026-02-15T15:00:00.000Z');
  // reversal: the lot's remaining 20, and the 40 already redeemed as a debt
  await review(admin, API.invoiceReject(invoiceIds['FV-200']), { comment_rejected: 'Factura ilegible' });
  at('2026-02-20T15:00:00.000Z');
  await review(approver, API.redemptionReject(betoRequest), { comment: 'Anulada' }); // the refund cancels the debt
  at('2026-02-25T15:00:00.000Z');
  await runExpirySweep(t.db, { now: clock.now }); // carla's FV-301 lot: 15 expire
  // an adjustment at 21:00 of February 28 in Colombia
  at('2026-03-01T02:00:00.000Z');
  await adjust(ana, 75, 'Bono por meta cumplida');
  at('2026-03-02T15:00:00.000Z');
  await review(approver, API.redemptionReject(carlaShoes), { comment: 'Agotado' }); // refund into an expired lot: refund + expiry
  await adjust(carla, -5, 'Corrección de digitación');
  at('2026-03-10T15:00:00.000Z');
  return { t, cat, paisas, medellin, bogota, admin, approver, buyer, ana, beto, carla, dario, clock, invoiceIds };
}

// --- the figures again, from the tables, in plain code -------------------------------------------

export interface Period { from?: string; to?: string }
const STAFF: number[] = [PROFILE.ADMIN, PROFILE.APPROVER, PROFILE.BUYER];

/** is the instant inside the Colombian days from..to (both included)? */
export function instantInPeriod(instant: string, p: Period): boolean {
  const day = new Date(Date.parse(instant) - 5 * 3_600_000).toISOString().slice(0, 10);
  return (!p.from || day >= p.from) && (!p.to || day <= p.to);
}
export const colombianMonthOf = (instant: string) => new Date(Date.parse(instant) - 5 * 3_600_000).toISOString().slice(0, 7);
const num = (v: unknown) => Number(v);
/** 0 - x, so that nothing is -0 (toEqual tells -0 from 0) */
const neg = (x: number) => 0 - x;

export async function tables(t: TestApp) {
  const db = t.db;
  return {
    users: await db.selectFrom('users').select(['id', 'name', 'identification_number', 'profiles_id', 'subsidiary_id', 'points']).execute(),
    subsidiaries: await db.selectFrom('subsidiaries').select(['id', 'name', 'cities_id']).execute(),
    cities: await db.selectFrom('cities').select(['id', 'name']).execute(),
    ledger: await db.selectFrom('points_ledger').select(['id', 'users_id', 'kind', 'amount', 'created_at']).execute(),
    lots: await db.selectFrom('point_lots').select(['id', 'users_id', 'remaining', 'expires_at', 'closed_at']).execute(),
    requests: await db.selectFrom('apply_for').select(['id', 'users_id', 'product_id', 'state', 'points', 'created_at']).execute(),
    products: await db.selectFrom('products').select(['id', 'name']).execute(),
    invoices: await db.selectFrom('invoices').select(['id', 'number', 'users_id', 'subsidiary_id', 'state', 'sale_date', 'created_at']).execute(),
    lines: await db.selectFrom('invoice_references').select(['id', 'invoice_id', 'tire_id', 'amount', 'points']).execute(),
    tires: await db.selectFrom('tires').select(['id', 'name', 'tire_code', 'design_id']).execute(),
    designs: await db.selectFrom('designs').select(['id', 'name', 'brand_id']).execute(),
    brands: await db.selectFrom('brands').select(['id', 'name']).execute(),
  };
}
export type Tables = Awaited<ReturnType<typeof tables>>;

export interface PointsFilter extends Period { subsidiary?: number; city?: number }

/** the points report's rows (every participant of the filter), ordered by id */
export function expectedPointsRows(d: Tables, now: Date, f: PointsFilter = {}): PointsReportRow[] {
  const branch = new Map(d.subsidiaries.map((s) => [s.id, s]));
  return d.users
    .filter((u) => !STAFF.includes(u.profiles_id))
    .filter((u) => f.subsidiary === undefined || u.subsidiary_id === f.subsidiary)
    .filter((u) => f.city === undefined || (u.subsidiary_id !== null && branch.get(u.subsidiary_id)?.cities_id === f.city))
    .sort((a, b) => a.id - b.id)
    .map((u) => {
      const ledger = d.ledger.filter((l) => l.users_id === u.id);
      const inPeriod = ledger.filter((l) => instantInPeriod(l.created_at, f));
      const sum = (kinds: string[]) => inPeriod.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + num(l.amount), 0);
      const requests = d.requests.filter((r) => r.users_id === u.id && instantInPeriod(r.created_at, f));
      const count = (states: string[]) => requests.filter((r) => states.includes(r.state)).length;
      const balance = ledger.reduce((s, l) => s + num(l.amount), 0);
      const due = d.lots.filter((l) => l.users_id === u.id && l.closed_at === null && l.expires_at <= now.toISOString()).reduce((s, l) => s + num(l.remaining), 0);
      return {
        id: u.id,
        name: u.name,
        identification_number: u.identification_number,
        points: balance - due,
        gastados: neg(sum(['spend', 'refund'])),
        vencidos: neg(sum(['expiry'])),
        apply_aprobado: count(['aprobado', 'confirmado']),
        apply_rechazado: count(['rechazado']),
        apply_espera: count(['espera']),
        apply_confirmado: count(['confirmado']),
        invoices_count: d.invoices.filter((i) => i.users_id === u.id && instantInPeriod(i.created_at, f)).length,
        subsidiary: u.subsidiary_id === null ? null : branch.get(u.subsidiary_id)!.name,
      };
    });
}

export interface InvoicesFilter extends Period { state?: string; subsidiary?: number; brand?: number }

/** the invoice report's lines of the filter, ordered by id */
export function expectedLines(d: Tables, f: InvoicesFilter = {}): ReportLineRow[] {
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const invoices = byId(d.invoices);
  const users = byId(d.users);
  const branches = byId(d.subsidiaries);
  const cities = byId(d.cities);
  const tires = byId(d.tires);
  const designs = byId(d.designs);
  const brands = byId(d.brands);
  return d.lines
    .map((l) => {
      const i = invoices.get(l.invoice_id)!;
      const u = users.get(i.users_id)!;
      const s = i.subsidiary_id === null ? undefined : branches.get(i.subsidiary_id);
      const c = s ? cities.get(s.cities_id) : undefined;
      const tire = tires.get(l.tire_id)!;
      const design = designs.get(tire.design_id)!;
      const brand = brands.get(design.brand_id)!;
      return {
        id: l.id, invoice_id: i.id, number: i.number, sale_date: i.sale_date, created_at: i.created_at, state: i.state,
        user: { id: u.id, name: u.name, identification_number: u.identification_number },
        subsidiary: s ? { id: s.id, name: s.name } : null,
        city: c ? { id: c.id, name: c.name } : null,
        brand: { id: brand.id, name: brand.name },
        design: { id: design.id, name: design.name },
        tire: { id: tire.id, name: tire.name, tire_code: tire.tire_code },
        amount: num(l.amount),
        points: num(l.points),
      };
    })
    .filter((r) => f.state === undefined || r.state === f.state)
    .filter((r) => f.subsidiary === undefined || r.subsidiary?.id === f.subsidiary)
    .filter((r) => f.brand === undefined || r.brand.id === f.brand)
    .filter((r) => (!f.from || r.sale_date >= f.from) && (!f.to || r.sale_date <= f.to))
    .sort((a, b) => a.id - b.id);
}

/** the points charts' figures, from the ledger and the requests */
export function expectedPointsSummary(d: Tables, f: PointsFilter = {}) {
  const ids = new Set(expectedPointsRows(d, new Date(), f).map((r) => r.id));
  const ledger = d.ledger.filter((l) => ids.has(l.users_id) && instantInPeriod(l.created_at, f));
  const months = [...new Set(ledger.map((l) => colombianMonthOf(l.created_at)))].sort();
  const sum = (month: string, kind: string) => ledger.filter((l) => colombianMonthOf(l.created_at) === month && l.kind === kind).reduce((s, l) => s + num(l.amount), 0);
  const requests = d.requests.filter((r) => ids.has(r.users_id) && instantInPeriod(r.created_at, f));
  const productName = new Map(d.products.map((p) => [p.id, p.name]));
  const taken = requests.filter((r) => r.state !== 'rechazado');
  const products = [...new Set(taken.map((r) => r.product_id))].map((id) => {
    const of = taken.filter((r) => r.product_id === id);
    return { id, name: productName.get(id)!, count: of.length, points: of.reduce((s, r) => s + num(r.points), 0) };
  });
  products.sort((a, b) => b.count - a.count || b.points - a.points || a.id - b.id);
  return {
    byMonth: months.map((month) => ({
      month, earned: sum(month, 'earn'), spent: neg(sum(month, 'spend')), refunded: sum(month, 'refund'), reversed: neg(sum(month, 'reversal')), expired: neg(sum(month, 'expiry')),
    })),
    // every state, in the order of a request's life (contract REDEMPTION_STATE_ORDER), 0 included
    redemptionsByState: ['espera', 'aprobado', 'rechazado', 'confirmado', 'despachado', 'entregado', 'cancelado', 'no_entregado', 'reclamo'].map((state) => {
      const of = requests.filter((r) => r.state === state);
      return { state, count: of.length, points: of.reduce((s, r) => s + num(r.points), 0) };
    }),
    topProducts: products.slice(0, 10),
  };
}

/** the invoice charts' figures, from the invoices and their lines */
export function expectedInvoicesSummary(d: Tables, f: InvoicesFilter = {}) {
  const lines = expectedLines(d, f);
  const invoices = f.brand === undefined
    ? d.invoices.filter((i) => (f.state === undefined || i.state === f.state) && (f.subsidiary === undefined || i.subsidiary_id === f.subsidiary)
      && (!f.from || i.sale_date >= f.from) && (!f.to || i.sale_date <= f.to))
    : d.invoices.filter((i) => lines.some((l) => l.invoice_id === i.id));
  const pointsOf = (ids: Set<number>) => lines.filter((l) => ids.has(l.invoice_id)).reduce((s, l) => s + l.points, 0);
  const states = f.state === undefined ? ['Creada', 'Aprobada', 'Rechazada'] : [f.state];
  const months = [...new Set(invoices.map((i) => i.sale_date.slice(0, 7)))].sort();
  const earning = lines.filter((l) => l.state !== 'Rechazada');
  const top = (key: (l: ReportLineRow) => { id: number; name: string } | null) => {
    const totals = new Map<number, { id: number; name: string; points: number }>();
    for (const l of earning) {
      const k = key(l);
      if (!k) continue;
      const entry = totals.get(k.id) ?? { id: k.id, name: k.name, points: 0 };
      entry.points += l.points;
      totals.set(k.id, entry);
    }
    return [...totals.values()].sort((a, b) => b.points - a.points || a.id - b.id).slice(0, 10);
  };
  return {
    byState: states.map((state) => {
      const ids = new Set(invoices.filter((i) => i.state === state).map((i) => i.id));
      return { state, count: ids.size, points: pointsOf(ids) };
    }),
    byMonth: months.map((month) => {
      const ids = new Set(invoices.filter((i) => i.sale_date.startsWith(month)).map((i) => i.id));
      return { month, invoices: ids.size, points: pointsOf(ids) };
    }),
    topSubsidiaries: top((l) => l.subsidiary),
    topTires: top((l) => l.tire && { id: l.tire.id, name: l.tire.name }),
  };
}
