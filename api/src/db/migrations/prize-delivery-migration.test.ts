// Migration 20260121T000000-prize-delivery goes down and up again on SQLite and PostgreSQL: the
// requests there were get their due date (the Colombian date of the request plus one calendar month),
// the state check takes the states after the purchase and nothing else, the delivery method and city
// are checked, and the table keeps its rows, its indexes and the foreign keys that point to it.
import { sql, type Kysely } from 'kysely';
import { insertProduct } from '../../points/test-fixtures';
import { createCity, createTestDb, createUser, type TestDb } from '../../test/helper';
import { isPostgres } from '../dialect';
import { down, up } from './20260121T000000-prize-delivery';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.close());

async function indexNames(raw: Kysely<any>): Promise<string[]> {
  const rows = isPostgres(raw)
    ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = 'apply_for'`.execute(raw)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'apply_for'`.execute(raw);
  return rows.rows.map((r) => r.name).sort();
}

it('down and up again: existing requests get their due date; the new states, methods and cities are checked', async () => {
  const raw = t.db as unknown as Kysely<any>;
  const user = await createUser(t.db);
  const product = await insertProduct(t.db, 100);
  const indexesBefore = await indexNames(raw);
  await down(raw);
  expect(Object.keys(await raw.selectFrom('apply_for').selectAll().executeTakeFirst() ?? {})).not.toContain('due_date');
  const insert = async (createdAt: string, state = 'confirmado') =>
    (await raw.insertInto('apply_for').values({ product_id: product, users_id: user.id, points: 100, created_at: createdAt, updated_at: createdAt, state })
      .returning('id').executeTakeFirstOrThrow()).id as number;
  // 23:30 of 31 January in Bogotá (UTC-5) is 1 February in UTC
  const lateJanuary = await insert('2026-02-01T04:30:00.000Z');
  const february = await insert('2026-02-01T05:30:00.000Z', 'espera');
  const leap = await insert('2024-01-31T15:00:00.000Z', 'rechazado');
  await expect(insert('2026-02-01T05:30:00.000Z', 'despachado')).rejects.toBeTruthy();

  await up(raw);
  const dueOf = async (id: number) => (await raw.selectFrom('apply_for').select('due_date').where('id', '=', id).executeTakeFirstOrThrow()).due_date;
  expect([await dueOf(lateJanuary), await dueOf(february), await dueOf(leap)]).toEqual(['2026-02-28', '2026-03-01', '2024-02-29']);
  expect(await indexNames(raw)).toEqual([...indexesBefore].sort());

  for (const state of ['despachado', 'entregado', 'cancelado', 'no_entregado', 'reclamo']) {
    await raw.updateTable('apply_for').set({ state }).where('id', '=', february).execute();
  }
  await expect(raw.updateTable('apply_for').set({ state: 'perdido' }).where('id', '=', february).execute()).rejects.toBeTruthy();
  await expect(raw.updateTable('apply_for').set({ delivery_method: 'paloma' }).where('id', '=', february).execute()).rejects.toBeTruthy();
  await raw.updateTable('apply_for').set({ delivery_method: 'voucher' }).where('id', '=', february).execute();
  const city = await createCity(t.db);
  await raw.updateTable('apply_for').set({ delivery_city_id: city }).where('id', '=', february).execute();
  await expect(raw.updateTable('apply_for').set({ delivery_city_id: 999999 }).where('id', '=', february).execute()).rejects.toBeTruthy();
  // the requests still belong to their user and product: neither can go while a request names it
  await expect(raw.deleteFrom('products').where('id', '=', product).execute()).rejects.toBeTruthy();
});
