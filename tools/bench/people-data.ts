// The data of `npm run bench:people` (tools/bench-people.ts): 10,000 participants over the demo's
// branches and 200,000 invoices (20 each, one or two lines) with their points, written in bulk (one
// multi-row INSERT per chunk, explicit ids) on top of the demo data. The points are what the engine
// would have written, so checkPointsInvariants holds afterwards: each invoice with points has its
// lot (expiring 12 months after the sale, all sales in the last 11 months, so nothing is due and
// the server's expiry sweep has nothing to do), an 'earn' ledger row, and for a rejected invoice a
// 'reversal' row closing the lot; users.points is the sum of the user's rows.
import { sql } from 'kysely';
import { chunked } from '../../api/src/db/chunks';
import { isPostgres } from '../../api/src/db/dialect';
import type { DB } from '../../api/src/db/schema';
import { lotExpiry } from '../../api/src/db/time';

export const PEOPLE = 10_000;
export const INVOICES_PER_PERSON = 20;
const EXPIRY_MONTHS = 12;
/** rows per INSERT: under both databases' limits on bound parameters (at most 13 columns a row) */
const ROWS_PER_INSERT = 1_000;
const DAY_MS = 86_400_000;

const FIRST = ['José', 'María', 'Andrés', 'Camila', 'Iván', 'Lucía', 'Óscar', 'Sofía', 'Julián', 'Valentina', 'Martín', 'Ángela', 'Sebastián', 'Natalia', 'Tomás', 'Mónica'];
const LAST = ['Gómez', 'Pérez', 'Rodríguez', 'Núñez', 'Peña', 'Martínez', 'López', 'Castaño', 'Muñoz', 'Ramírez', 'Zuluaga', 'Ortiz', 'Suárez', 'Beltrán', 'Díaz', 'Quintero'];
const STATES = ['Aprobada', 'Aprobada', 'Aprobada', 'Aprobada', 'Aprobada', 'Aprobada', 'Creada', 'Creada', 'Creada', 'Rechazada'] as const;

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

async function maxId(db: DB, table: 'users' | 'invoices' | 'invoice_references' | 'point_lots' | 'points_ledger'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow();
  return Number(row.m ?? 0);
}

async function insertAll(db: DB, table: 'users' | 'invoices' | 'invoice_references' | 'point_lots' | 'points_ledger', rows: Record<string, unknown>[]): Promise<void> {
  for (const chunk of chunked(rows, ROWS_PER_INSERT)) await db.insertInto(table).values(chunk as never).execute();
}

export interface PeopleData {
  users: number;
  invoices: number;
  lines: number;
  lots: number;
  ledger: number;
  /** a sale-date period of about a month, for the filtered invoice page */
  period: { from: string; to: string };
  ms: number;
}

/** Writes the people and their invoices; `now` is the server's clock (sales in the 330 days before it). */
export async function seedPeople(db: DB, now = new Date()): Promise<PeopleData> {
  const started = Date.now();
  const next = random(10);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const branches = await db.selectFrom('subsidiaries').select(['id', 'profiles_id']).where('profiles_id', 'not in', [1, 4, 5]).orderBy('id').execute();
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
  const users: Record<string, unknown>[] = [];
  const invoices: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const lots: Record<string, unknown>[] = [];
  const ledger: Record<string, unknown>[] = [];
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
    let balance = 0;
    for (const [k, sale] of sales.entries()) {
      const invoice = ++invoiceId;
      const state = pick(STATES);
      const number = `B${String(p).padStart(5, '0')}-${String(k).padStart(2, '0')}`;
      const created = iso(sale.created);
      invoices.push({
        id: invoice, number, price: 100_000 + Math.floor(next() * 4_000_000), sale_date: sale.sale, created_at: created, state,
        image: null, image_sha256: null, comment_rejected: state === 'Rechazada' ? 'Factura ilegible' : null,
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
      if (points === 0) continue;
      const lot = ++lotId;
      const rejected = state === 'Rechazada';
      const reviewed = iso(sale.created + DAY_MS);
      lots.push({
        id: lot, users_id: id, source: 'invoice', invoice_id: invoice, points, remaining: rejected ? 0 : points,
        earned_at: `${sale.sale}T00:00:00.000Z`, expires_at: lotExpiry(sale.sale, EXPIRY_MONTHS), created_at: created, closed_at: rejected ? reviewed : null,
      });
      balance += points;
      ledger.push({
        id: ++ledgerId, users_id: id, kind: 'earn', amount: points, balance_after: balance, seen_balance: null, actor_id: id,
        reason: `Factura ${number}`, ref_type: 'invoice', ref_id: invoice, lot_id: lot, created_at: created,
      });
      if (rejected) {
        balance -= points;
        ledger.push({
          id: ++ledgerId, users_id: id, kind: 'reversal', amount: -points, balance_after: balance, seen_balance: null, actor_id: admin.id,
          reason: `Factura ${number} rechazada: Factura ilegible`, ref_type: 'invoice', ref_id: invoice, lot_id: lot, created_at: reviewed,
        });
      }
    }
    users.push({
      id, name: `${first} ${last}`, email: `${first}.${last.replace(' ', '.')}.${p}@correo.example`.toLowerCase(), phone: `3${String(100_000_000 + p * 37).slice(0, 9)}`,
      identification_number: String(80_000_000 + p), password_hash: passwordHash, points: balance, state: next() < 0.9 ? 1 : 0,
      created_at: iso(registered), image: null, profiles_id: branch.profiles_id, subsidiary_id: branch.id,
    });
  }

  const write = async (trx: DB) => {
    await insertAll(trx, 'users', users);
    await insertAll(trx, 'invoices', invoices);
    await insertAll(trx, 'invoice_references', lines);
    await insertAll(trx, 'point_lots', lots);
    await insertAll(trx, 'points_ledger', ledger);
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
    for (const table of ['users', 'invoices', 'invoice_references', 'point_lots', 'points_ledger']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(db);
    }
  }
  const month = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  return {
    users: users.length, invoices: invoices.length, lines: lines.length, lots: lots.length, ledger: ledger.length,
    period: { from: month(120), to: month(90) }, ms: Date.now() - started,
  };
}
