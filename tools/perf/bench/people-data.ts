// The data of `npm run bench:people` (tools/perf/bench-people.ts): 10,000 participants over the demo's
// branches and 200,000 invoices (20 each, one or two lines) with their points, written in bulk (one
// multi-row INSERT per chunk, explicit ids) on top of the demo data. The points are what the engine
// would have written, so checkPointsInvariants holds afterwards: each invoice with points has its
// lot (expiring 12 months after the sale, all sales in the last 11 months, so nothing is due and
// the server's expiry sweep has nothing to do), an 'earn' ledger row, and for a rejected invoice a
// 'reversal' row closing the lot; users.points is the sum of the user's rows.
//
// `npm run bench:reports` (tools/perf/bench-reports.ts) asks for more with `{ redemptions,
// audit }`: the same people and invoices (the same random draws), plus redemption requests in every
// state and an audit row for every review. Each participant's points are then replayed in time
// order (earns, invoice reversals, spends, refunds), so the ledger's running balance, the lots'
// remaining points and the allocations agree as the engine would leave them:
// - a request takes its product's points from the participant's open lots, soonest expiry first
//   (the engine's order), one lot_allocations row and one 'spend' row per lot; the lots of invoices
//   that will be rejected are never spent from (the engine would, and move the allocation when the
//   invoice is rejected; that path is the points tests' business, not the benchmark's);
// - a rejected request gives each allocation back to its lot ('refund' rows, refunded_at set);
// - requests go to the participants in proportion to the points they earn, at random times after
//   their fourth sale, for a product they can afford then (mostly the cheapest: the demo catalogue
//   is priced for larger balances than a year of 20 invoices); a request no product fits is tried
//   later, and one that never fits goes to the participants still to come.
// The review audit rows (invoices approved or rejected, requests approved, rejected, confirmed)
// carry what the services write, and get ids in the order of their times, as the live log would.
import { sql } from 'kysely';
import { chunked, type DB, isPostgres, lotExpiry } from '@portal/api/testing';

export const PEOPLE = 10_000;
export const INVOICES_PER_PERSON = 20;
const EXPIRY_MONTHS = 12;
/** rows per INSERT: under both databases' limits on bound parameters (at most 13 columns a row) */
const ROWS_PER_INSERT = 1_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const FIRST = ['José', 'María', 'Andrés', 'Camila', 'Iván', 'Lucía', 'Óscar', 'Sofía', 'Julián', 'Valentina', 'Martín', 'Ángela', 'Sebastián', 'Natalia', 'Tomás', 'Mónica'];
const LAST = ['Gómez', 'Pérez', 'Rodríguez', 'Núñez', 'Peña', 'Martínez', 'López', 'Castaño', 'Muñoz', 'Ramírez', 'Zuluaga', 'Ortiz', 'Suárez', 'Beltrán', 'Díaz', 'Quintero'];
const STATES = ['Aprobada', 'Aprobada', 'Aprobada', 'Aprobada', 'Aprobada', 'Aprobada', 'Creada', 'Creada', 'Creada', 'Rechazada'] as const;
/** the requests' states (REDEMPTION_STATE), in tenths: rejected ones give their points back */
const REQUEST_STATES = ['espera', 'espera', 'aprobado', 'aprobado', 'confirmado', 'confirmado', 'confirmado', 'rechazado', 'rechazado', 'rechazado'] as const;
type RequestState = (typeof REQUEST_STATES)[number];
const INVOICE_REJECTION = 'Factura ilegible';
const REQUEST_REJECTION = 'Producto agotado en la sucursal';
const BUYER_COMMENT = 'Entregado en la sucursal';

type Table = 'users' | 'invoices' | 'invoice_references' | 'point_lots' | 'points_ledger' | 'apply_for' | 'lot_allocations' | 'audit_log';
type Row = Record<string, unknown>;

/** a small deterministic generator (the same data every run) */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

async function maxId(db: DB, table: Table): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow();
  return Number(row.m ?? 0);
}

async function insertAll(db: DB, table: Table, rows: Row[]): Promise<void> {
  for (const chunk of chunked(rows, ROWS_PER_INSERT)) await db.insertInto(table).values(chunk as never).execute();
}

export interface PeopleOptions {
  /** this many redemption requests in every state, with their allocations and ledger rows (bench:reports) */
  redemptions?: number;
  /** an audit row for every review of the data (bench:reports) */
  audit?: boolean;
}

export interface PeopleData {
  users: number;
  invoices: number;
  lines: number;
  lots: number;
  ledger: number;
  /** a sale-date period of about a month, for the filtered invoice page */
  period: { from: string; to: string };
  /** the first branch the people work at, for filtered report pages */
  branch: { id: number; name: string; users: number };
  /** with `redemptions`: the requests by state, their allocations */
  requests?: { total: number; byState: Record<RequestState, number>; allocations: number; points: number };
  /** with `audit`: the audit rows written */
  audit?: number;
  ms: number;
}

/** an invoice lot as the replay sees it */
interface Earned {
  invoice: number;
  number: string;
  lot: number;
  row: Row & { remaining: number };
  points: number;
  created: number;
  rejected: boolean;
  expires: string;
  earnedAt: string;
}

/** an invoice decision the audit log tells about */
interface Review {
  invoice: number;
  number: string;
  rejected: boolean;
  at: number;
  earned?: Earned;
}

/** one participant, kept between the two passes when the points are replayed */
interface Person {
  id: number;
  row: Row;
  earned: Earned[];
  reviews: Review[];
  /** points of the lots that stay (invoices not rejected) */
  spendable: number;
}

/** Writes the people and their invoices; `now` is the server's clock (sales in the 330 days before it). */
export async function seedPeople(db: DB, now = new Date(), options: PeopleOptions = {}): Promise<PeopleData> {
  const started = Date.now();
  const replay = options.redemptions !== undefined || options.audit === true;
  const next = random(10);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const branches = await db.selectFrom('subsidiaries').select(['id', 'name', 'profiles_id']).where('profiles_id', 'not in', [1, 4, 5]).orderBy('id').execute();
  if (branches.length === 0) throw new Error('bench:people needs the demo branches (DEMO_DATA=true)');
  const admin = await db.selectFrom('users').select('id').where('profiles_id', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const tirePoints = await db.selectFrom('tire_points').select(['tire_id', 'profiles_id', 'points_total']).where('points_total', '>', 0).execute();
  const tiresOf = new Map<number, { tire_id: number; points: number }[]>();
  for (const p of tirePoints) {
    const list = tiresOf.get(p.profiles_id) ?? [];
    list.push({ tire_id: p.tire_id, points: p.points_total });
    tiresOf.set(p.profiles_id, list);
  }
  const passwordHash = (await db.selectFrom('users').select('password_hash').where('id', '=', admin.id).executeTakeFirstOrThrow()).password_hash;

  let userId = await maxId(db, 'users');
  let invoiceId = await maxId(db, 'invoices');
  let lineId = await maxId(db, 'invoice_references');
  let lotId = await maxId(db, 'point_lots');
  let ledgerId = await maxId(db, 'points_ledger');
  const users: Row[] = [];
  const invoices: Row[] = [];
  const lines: Row[] = [];
  const lots: Row[] = [];
  const ledger: Row[] = [];
  const people: Person[] = [];
  const iso = (ms: number) => new Date(ms).toISOString();

  for (let p = 0; p < PEOPLE; p += 1) {
    const branch = branches[p % branches.length];
    const id = ++userId;
    const first = pick(FIRST);
    const last = `${pick(LAST)} ${pick(LAST)}`;
    const registered = now.getTime() - 340 * DAY_MS;
    // this person's sales, oldest first: registered after the sale, never after `now`
    const sales = Array.from({ length: INVOICES_PER_PERSON }, () => Math.floor(next() * 330) + 1)
      .sort((a, b) => b - a)
      .map((daysAgo, k) => {
        const sale = new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
        const created = Math.min(now.getTime() - 60_000, Date.parse(`${sale}T12:00:00.000Z`) + Math.floor(next() * 3 * DAY_MS)) + k;
        return { sale, created };
      })
      .sort((a, b) => a.created - b.created);
    const earned: Earned[] = [];
    const reviews: Review[] = [];
    for (const [k, sale] of sales.entries()) {
      const invoice = ++invoiceId;
      const state = pick(STATES);
      const number = `B${String(p).padStart(5, '0')}-${String(k).padStart(2, '0')}`;
      const created = iso(sale.created);
      invoices.push({
        id: invoice, number, price: 100_000 + Math.floor(next() * 4_000_000), sale_date: sale.sale, created_at: created, state,
        image: null, image_sha256: null, comment_rejected: state === 'Rechazada' ? INVOICE_REJECTION : null,
        users_id: id, subsidiary_id: branch.id, request_key: null,
      });
      let points = 0;
      const tires = tiresOf.get(branch.profiles_id) ?? [];
      for (let n = next() < 0.5 ? 1 : 2; n > 0 && tires.length > 0; n -= 1) {
        const tire = pick(tires);
        const amount = 1 + Math.floor(next() * 4);
        lines.push({ id: ++lineId, invoice_id: invoice, tire_id: tire.tire_id, amount, points: tire.points * amount });
        points += tire.points * amount;
      }
      const rejected = state === 'Rechazada';
      const review: Review | undefined = state === 'Creada' ? undefined : { invoice, number, rejected, at: sale.created + DAY_MS };
      if (review) reviews.push(review);
      if (points === 0) continue;
      const lot = ++lotId;
      const reviewed = iso(sale.created + DAY_MS);
      const row = {
        id: lot, users_id: id, source: 'invoice', invoice_id: invoice, points, remaining: rejected ? 0 : points,
        earned_at: `${sale.sale}T00:00:00.000Z`, expires_at: lotExpiry(sale.sale, EXPIRY_MONTHS), created_at: created, closed_at: rejected ? reviewed : null,
      };
      lots.push(row);
      const entry: Earned = { invoice, number, lot, row, points, created: sale.created, rejected, expires: row.expires_at, earnedAt: row.earned_at };
      earned.push(entry);
      if (review) review.earned = entry;
    }
    const userRow: Row = {
      id, name: `${first} ${last}`, email: `${first}.${last.replace(' ', '.')}.${p}@correo.example`.toLowerCase(), phone: `3${String(100_000_000 + p * 37).slice(0, 9)}`,
      identification_number: String(80_000_000 + p), password_hash: passwordHash, points: 0, state: 0,
      created_at: iso(registered), image: null, profiles_id: branch.profiles_id, subsidiary_id: branch.id,
    };
    if (replay) {
      people.push({ id, row: userRow, earned, reviews, spendable: earned.reduce((sum, e) => sum + (e.rejected ? 0 : e.points), 0) });
    } else {
      // bench:people: each invoice's earn row, and its reversal right after when it was rejected
      let balance = 0;
      for (const e of earned) {
        balance += e.points;
        ledger.push(earnRow(++ledgerId, id, e, balance));
        if (e.rejected) {
          balance -= e.points;
          ledger.push(reversalRow(++ledgerId, id, e, balance, admin.id));
        }
      }
      userRow.points = balance;
    }
    userRow.state = next() < 0.9 ? 1 : 0;
    users.push(userRow);
  }

  // --- bench:reports: the points replayed in time order, with the requests and the audit rows ---
  const requests: Row[] = [];
  const allocations: Row[] = [];
  const audit: Row[] = [];
  let requestSummary: PeopleData['requests'];
  if (replay) {
    const staff = async (profile: number) =>
      (await db.selectFrom('users').select('id').where('profiles_id', '=', profile).orderBy('id').executeTakeFirst())?.id ?? admin.id;
    const approver = await staff(4);
    const buyer = await staff(5);
    const products = (await db.selectFrom('products').select(['id', 'name', 'points']).where('state', '=', '1').where('points', '>', 0).orderBy('points').orderBy('id').execute())
      .map((x) => ({ ...x, points: Number(x.points) }));
    if ((options.redemptions ?? 0) > 0 && products.length === 0) throw new Error('bench:reports needs the demo products (DEMO_DATA=true)');
    const ids = { request: await maxId(db, 'apply_for'), allocation: await maxId(db, 'lot_allocations') };
    const wanted = options.redemptions ?? 0;
    const byState: Record<RequestState, number> = { espera: 0, aprobado: 0, confirmado: 0, rechazado: 0 };
    let made = 0;
    let spent = 0;
    let pointsLeft = people.reduce((sum, x) => sum + x.spendable, 0);
    const rnd = random(11);
    for (const person of people) {
      // this person's share of the requests still to make, in proportion to the points they earn,
      // a tenth more to make up for the requests no product fits (never past the total)
      const share = pointsLeft > 0 ? Math.min(wanted - made, Math.round((1.1 * (wanted - made) * person.spendable) / pointsLeft)) : 0;
      pointsLeft -= person.spendable;
      const result = replayPerson(person, {
        now, rnd, products, requests: share, admin: admin.id, approver, buyer, ids, audit: options.audit === true,
        nextLedgerId: () => ++ledgerId,
      });
      ledger.push(...result.ledger);
      requests.push(...result.requests);
      allocations.push(...result.allocations);
      audit.push(...result.audit);
      person.row.points = result.balance;
      for (const r of result.requests) byState[r.state as RequestState] += 1;
      made += result.requests.length;
      spent += result.requests.reduce((sum, r) => sum + Number(r.points), 0);
    }
    if (made < wanted) throw new Error(`bench:reports: only ${made} of ${wanted} redemption requests fit the participants' points`);
    if (options.redemptions !== undefined) requestSummary = { total: made, byState, allocations: allocations.length, points: spent };
    // the log's ids follow its times, as rows written live would
    audit.sort((a, b) => (String(a.created_at) < String(b.created_at) ? -1 : String(a.created_at) > String(b.created_at) ? 1 : 0));
    let auditId = await maxId(db, 'audit_log');
    for (const row of audit) row.id = ++auditId;
  }

  const write = async (trx: DB) => {
    await insertAll(trx, 'users', users);
    await insertAll(trx, 'invoices', invoices);
    await insertAll(trx, 'invoice_references', lines);
    await insertAll(trx, 'point_lots', lots);
    await insertAll(trx, 'apply_for', requests);
    await insertAll(trx, 'lot_allocations', allocations);
    await insertAll(trx, 'points_ledger', ledger);
    await insertAll(trx, 'audit_log', audit);
  };
  // SQLite: one transaction (one journal commit instead of one per statement)
  if (isPostgres(db)) {
    await write(db);
  } else {
    await db.transaction().execute((trx) => write(trx));
    // the load's pages move from the write-ahead log into the database file, as they would in time
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
  }
  if (isPostgres(db)) {
    // explicit ids do not move PostgreSQL's sequences (SQLite's AUTOINCREMENT follows by itself)
    const tables: Table[] = ['users', 'invoices', 'invoice_references', 'point_lots', 'points_ledger'];
    if (requests.length > 0) tables.push('apply_for', 'lot_allocations');
    if (audit.length > 0) tables.push('audit_log');
    for (const table of tables) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
    }
  }
  const month = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  return {
    users: users.length, invoices: invoices.length, lines: lines.length, lots: lots.length, ledger: ledger.length,
    period: { from: month(120), to: month(90) },
    branch: { id: branches[0].id, name: branches[0].name, users: Math.ceil(PEOPLE / branches.length) },
    requests: requestSummary,
    audit: options.audit ? audit.length : undefined,
    ms: Date.now() - started,
  };
}

/** an invoice's 'earn' row (balance: the user's balance after it) */
function earnRow(id: number, usersId: number, e: Earned, balance: number): Row {
  return {
    id, users_id: usersId, kind: 'earn', amount: e.points, balance_after: balance, seen_balance: null, actor_id: usersId,
    reason: `Factura ${e.number}`, ref_type: 'invoice', ref_id: e.invoice, lot_id: e.lot, created_at: e.row.created_at,
  };
}

/** a rejected invoice's 'reversal' of its whole lot, when the invoice was reviewed (the lot's closed_at) */
function reversalRow(id: number, usersId: number, e: Earned, balance: number, actor: number): Row {
  return {
    id, users_id: usersId, kind: 'reversal', amount: -e.points, balance_after: balance, seen_balance: null, actor_id: actor,
    reason: `Factura ${e.number} rechazada: ${INVOICE_REJECTION}`, ref_type: 'invoice', ref_id: e.invoice, lot_id: e.lot, created_at: e.row.closed_at,
  };
}

interface ReplayContext {
  now: Date;
  rnd: () => number;
  /** active products, cheapest first */
  products: { id: number; name: string; points: number }[];
  /** requests to try for this person */
  requests: number;
  admin: number;
  approver: number;
  buyer: number;
  audit: boolean;
  ids: { request: number; allocation: number };
  nextLedgerId: () => number;
}

type Event =
  | { t: number; seq: number; kind: 'earn'; e: Earned }
  | { t: number; seq: number; kind: 'review'; r: Review }
  | { t: number; seq: number; kind: 'request'; state: RequestState; tries: number }
  | { t: number; seq: number; kind: 'refund'; request: Row; parts: Row[] };

/** an event before the queue numbers it */
type NewEvent = { [K in Event['kind']]: Omit<Extract<Event, { kind: K }>, 'seq'> }[Event['kind']];

const ORDER: Record<Event['kind'], number> = { earn: 0, review: 1, request: 2, refund: 3 };

/** a product the participant can afford with `budget` points: mostly the cheapest ones */
function chooseProduct(products: ReplayContext['products'], budget: number, rnd: () => number) {
  const affordable = products.filter((x) => x.points <= budget);
  if (affordable.length === 0) return undefined;
  const u = rnd();
  const cheapest = affordable.filter((x) => x.points === affordable[0].points);
  if (u < 0.7) return cheapest[Math.floor(rnd() * cheapest.length)];
  const cheap = affordable.filter((x) => x.points <= 2 * affordable[0].points + 200);
  if (u < 0.97) return cheap[Math.floor(rnd() * cheap.length)];
  return affordable[Math.floor(rnd() * affordable.length)];
}

/** One participant's points in time order: earns, invoice reviews, requests and their refunds. */
function replayPerson(person: Person, ctx: ReplayContext) {
  const { rnd, now } = ctx;
  const iso = (ms: number) => new Date(ms).toISOString();
  const colombianDate = (ms: number) => new Date(ms - 5 * HOUR_MS).toISOString().slice(0, 10);
  const last = now.getTime() - 2 * HOUR_MS;
  const queue: Event[] = [];
  let seq = 0;
  const push = (event: NewEvent) => {
    const item = { ...event, seq: seq++ } as Event;
    const before = (a: Event, b: Event) => a.t - b.t || ORDER[a.kind] - ORDER[b.kind] || a.seq - b.seq;
    let i = queue.length;
    while (i > 0 && before(item, queue[i - 1]) < 0) i -= 1;
    queue.splice(i, 0, item);
  };
  for (const e of person.earned) push({ t: e.created, kind: 'earn', e });
  for (const r of person.reviews) push({ t: r.at, kind: 'review', r });
  // requests at random times from the fourth sale on
  const from = person.earned[Math.min(3, person.earned.length - 1)]?.created ?? last;
  for (let k = 0; k < ctx.requests; k += 1) {
    push({ t: from + Math.floor(rnd() * Math.max(1, last - from)), kind: 'request', state: REQUEST_STATES[Math.floor(rnd() * REQUEST_STATES.length)], tries: 0 });
  }

  const ledger: Row[] = [];
  const requests: Row[] = [];
  const allocations: Row[] = [];
  const audit: Row[] = [];
  const open: Earned[] = [];
  let balance = 0;
  const ledgerRow = (row: Omit<Row, 'id' | 'users_id' | 'balance_after' | 'seen_balance'>) => {
    balance += Number(row.amount);
    ledger.push({ id: ctx.nextLedgerId(), users_id: person.id, balance_after: balance, seen_balance: null, ...row });
  };
  const log = (at: number, actor: number, action: string, entity: string, entityId: number, detail: unknown) => {
    if (ctx.audit) audit.push({ id: 0, actor_id: actor, action, entity, entity_id: entityId, detail: JSON.stringify(detail), created_at: iso(at) });
  };

  while (queue.length > 0) {
    const event = queue.shift()!;
    if (event.kind === 'earn') {
      const { e } = event;
      balance += e.points;
      ledger.push(earnRow(ctx.nextLedgerId(), person.id, e, balance));
      if (!e.rejected) open.push(e);
    } else if (event.kind === 'review') {
      const { r } = event;
      if (!r.rejected) {
        log(r.at, ctx.admin, 'approve', 'invoices', r.invoice, { number: r.number, from: 'Creada', to: 'Aprobada' });
        continue;
      }
      // nothing was spent from a lot that will be reversed: the reversal takes the whole lot
      const reversed = r.earned?.points ?? 0;
      if (r.earned) {
        balance -= reversed;
        ledger.push(reversalRow(ctx.nextLedgerId(), person.id, r.earned, balance, ctx.admin));
      }
      log(r.at, ctx.admin, 'reject', 'invoices', r.invoice, { number: r.number, from: 'Creada', to: 'Rechazada', comment: INVOICE_REJECTION, reversed, balance });
    } else if (event.kind === 'request') {
      const lots = open.filter((e) => e.row.remaining > 0);
      const budget = lots.reduce((sum, e) => sum + e.row.remaining, 0);
      const product = chooseProduct(ctx.products, budget, rnd);
      if (!product) {
        // not enough points yet: try again later, or leave the request to the people still to come
        const later = event.t + Math.max(DAY_MS, Math.floor((last - event.t) / 2));
        if (event.tries < 8 && later < last) push({ t: later, kind: 'request', state: event.state, tries: event.tries + 1 });
        continue;
      }
      const id = ++ctx.ids.request;
      const t = event.t;
      // the engine's spending order: soonest expiry, then the oldest earned, then the lot's id
      lots.sort((a, b) => (a.expires < b.expires ? -1 : a.expires > b.expires ? 1 : a.earnedAt < b.earnedAt ? -1 : a.earnedAt > b.earnedAt ? 1 : a.lot - b.lot));
      const parts: Row[] = [];
      let left = product.points;
      for (const e of lots) {
        if (left === 0) break;
        const take = Math.min(left, e.row.remaining);
        e.row.remaining -= take;
        left -= take;
        const part = { id: ++ctx.ids.allocation, apply_for_id: id, lot_id: e.lot, points: take, created_at: iso(t), refunded_at: null as string | null };
        parts.push(part);
        allocations.push(part);
        ledgerRow({ kind: 'spend', amount: -take, actor_id: person.id, reason: `Redención de ${product.name}`, ref_type: 'apply_for', ref_id: id, lot_id: e.lot, created_at: iso(t) });
      }
      const decided = Math.max(t + 1000, Math.min(t + Math.floor((0.5 + rnd() * 2.5) * DAY_MS), now.getTime() - 60_000));
      const request: Row = {
        id, product_id: product.id, users_id: person.id, points: product.points, created_at: iso(t), updated_at: iso(t),
        state: event.state, comment: null, buyer_comment: null, purchase_date: null,
      };
      requests.push(request);
      if (event.state === 'aprobado' || event.state === 'confirmado') {
        request.updated_at = iso(decided);
        log(decided, ctx.approver, 'approve', 'apply_for', id, { from: 'espera', to: 'aprobado', comment: null });
      }
      if (event.state === 'confirmado') {
        const bought = Math.max(decided + 1000, Math.min(decided + Math.floor((1 + rnd() * 4) * DAY_MS), now.getTime() - 30_000));
        Object.assign(request, { updated_at: iso(bought), buyer_comment: BUYER_COMMENT, purchase_date: colombianDate(bought) });
        log(bought, ctx.buyer, 'confirm', 'apply_for', id, { from: 'aprobado', to: 'confirmado', buyer_comment: BUYER_COMMENT, purchase_date: colombianDate(bought) });
      }
      if (event.state === 'rechazado') push({ t: decided, kind: 'refund', request, parts });
    } else {
      // a rejected request: each allocation goes back to its (open) lot, which keeps its expiry
      const { request, parts } = event;
      const id = Number(request.id);
      let refunded = 0;
      for (const part of parts) {
        const e = open.find((x) => x.lot === part.lot_id)!;
        e.row.remaining += Number(part.points);
        part.refunded_at = iso(event.t);
        refunded += Number(part.points);
        ledgerRow({
          kind: 'refund', amount: part.points, actor_id: ctx.approver, reason: `Solicitud #${id} rechazada: ${REQUEST_REJECTION}`,
          ref_type: 'apply_for', ref_id: id, lot_id: part.lot_id, created_at: iso(event.t),
        });
      }
      Object.assign(request, { updated_at: iso(event.t), comment: REQUEST_REJECTION });
      log(event.t, ctx.approver, 'reject', 'apply_for', id, { from: 'espera', to: 'rechazado', comment: REQUEST_REJECTION, refunded, balance });
    }
  }
  return { balance, ledger, requests, allocations, audit };
}
