// Migrations 20260104T000000 to 20260104T000004 on a database that already holds points (SQLite and
// PostgreSQL): adjustment rows get the balance that was before them as seen_balance (past the
// append-only triggers, which stay in force), open lots move to the end of the Colombian day, users
// get version 1, and on PostgreSQL points columns are bigint and TRUNCATE of the ledger is refused.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { checkPointsInvariants } from '../../points';
import { createDb, dropSchema, ensureSchema } from '../connection';
import { isPostgres } from '../dialect';
import type { DB } from '../schema';
import { migrationProvider } from './index';

let db: DB;
let schema: string | undefined;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  if (process.env.PORTAL_TEST_DB === 'postgres') {
    schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    db = createDb({ databaseUrl: process.env.PORTAL_TEST_DATABASE_URL, schema, poolSize: 2 });
    await ensureSchema(db, schema);
  } else {
    db = createDb({ sqliteFile: path.join(dir, 'portal.sqlite') });
  }
});
afterAll(async () => {
  if (schema) await dropSchema(db, schema);
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const migrator = () => new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });

it('backfills seen_balance, moves open lots to the end of the Colombian day, and keeps the ledger append-only', async () => {
  const before = await migrator().migrateTo('20260103T000000-ledger-append-only');
  expect(before.error).toBeUndefined();
  // a user as the migrations up to 20260103T000000 leave them: an invoice lot (sale 2025-03-10),
  // an adjustment lot earned at 2026-01-10T02:00Z (21:00 of 2026-01-09 in Colombia), a closed lot,
  // and their ledger rows
  const old = db as unknown as import('kysely').Kysely<any>;
  const profile = (await old.insertInto('profiles').values({ name: 'Oro' }).returning('id').executeTakeFirstOrThrow()).id;
  const user = (await old.insertInto('users').values({
    name: 'Ana Antigua', email: 'ana@example.com', phone: '3000000000', identification_number: '123456789', password_hash: 'x',
    points: 130, state: 1, created_at: '2026-01-01T00:00:00.000Z', image: null, profiles_id: profile, subsidiary_id: null,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const invoice = (await old.insertInto('invoices').values({
    number: 'F-1', price: 1000, sale_date: '2025-03-10', created_at: '2025-03-11T00:00:00.000Z', state: 'Creada', image: null, image_sha256: null,
    comment_rejected: null, users_id: user, subsidiary_id: null, request_key: null,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const lot = (values: Record<string, unknown>) => old.insertInto('point_lots').values({ users_id: user, created_at: '2025-01-01T00:00:00.000Z', ...values }).returning('id').executeTakeFirstOrThrow();
  const invoiceLot = (await lot({ source: 'invoice', invoice_id: invoice, points: 100, remaining: 100, earned_at: '2025-03-10T00:00:00.000Z', expires_at: '2026-03-10T00:00:00.000Z', closed_at: null })).id;
  const adjustLot = (await lot({ source: 'adjustment', invoice_id: null, points: 50, remaining: 30, earned_at: '2026-01-10T02:00:00.000Z', expires_at: '2027-01-10T02:00:00.000Z', closed_at: null })).id;
  const closedLot = (await lot({ source: 'adjustment', invoice_id: null, points: 5, remaining: 0, earned_at: '2024-01-01T00:00:00.000Z', expires_at: '2025-01-01T00:00:00.000Z', closed_at: '2025-01-01T00:00:00.000Z' })).id;
  const row = (values: Record<string, unknown>) => ({ users_id: user, actor_id: null, reason: 'x', ref_type: 'lot', created_at: '2026-01-01T00:00:00.000Z', ...values });
  await old.insertInto('points_ledger').values([
    row({ kind: 'adjustment', amount: 5, balance_after: 5, ref_id: closedLot, lot_id: closedLot }),
    row({ kind: 'expiry', amount: -5, balance_after: 0, ref_id: closedLot, lot_id: closedLot }),
    row({ kind: 'earn', amount: 100, balance_after: 100, ref_type: 'invoice', ref_id: invoice, lot_id: invoiceLot }),
    row({ kind: 'adjustment', amount: 50, balance_after: 150, ref_id: adjustLot, lot_id: adjustLot }),
    row({ kind: 'adjustment', amount: -20, balance_after: 130, ref_id: adjustLot, lot_id: adjustLot }),
  ]).execute();

  const after = await migrator().migrateToLatest();
  expect(after.error).toBeUndefined();

  const ledger = await db.selectFrom('points_ledger').select(['kind', 'amount', 'seen_balance']).orderBy('id').execute();
  expect(ledger.map((r) => [r.kind, Number(r.amount), r.seen_balance === null ? null : Number(r.seen_balance)])).toEqual([
    ['adjustment', 5, 0], ['expiry', -5, null], ['earn', 100, null], ['adjustment', 50, 100], ['adjustment', -20, 150],
  ]);
  const lots = await db.selectFrom('point_lots').select(['id', 'expires_at']).orderBy('id').execute();
  expect(Object.fromEntries(lots.map((l) => [l.id, l.expires_at]))).toEqual({
    [invoiceLot]: '2026-03-11T05:00:00.000Z',
    [adjustLot]: '2027-01-10T05:00:00.000Z',
    [closedLot]: '2025-01-01T00:00:00.000Z',
  });
  expect((await db.selectFrom('users').select('version').where('id', '=', user).executeTakeFirstOrThrow()).version).toBe(1);
  expect(await checkPointsInvariants(db)).toEqual([]);

  // the triggers are back: no UPDATE or DELETE of a ledger row, nor (PostgreSQL) TRUNCATE
  // (matched on the message: better-sqlite3's error class may come from another test file's realm)
  const appendOnly = { message: expect.stringMatching(/append-only/) };
  await expect(db.updateTable('points_ledger').set({ reason: 'otra' }).execute()).rejects.toMatchObject(appendOnly);
  await expect(db.deleteFrom('points_ledger').execute()).rejects.toMatchObject(appendOnly);
  if (isPostgres(db)) {
    await expect(sql`truncate points_ledger`.execute(db)).rejects.toMatchObject(appendOnly);
    const types = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema() and (column_name in ('amount', 'balance_after', 'seen_balance', 'remaining') or (column_name = 'points' and table_name <> 'products'))
      order by table_name, column_name`.execute(db);
    expect(types.rows.filter((c) => c.data_type !== 'bigint')).toEqual([
      // a tire line's quantity (1..24) stays an integer
      { table_name: 'invoice_references', column_name: 'amount', data_type: 'integer' },
    ]);
  }
});
