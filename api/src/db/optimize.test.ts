// The planner's statistics (db/optimize.ts). Without them SQLite counted each participant's
// redemption requests through the state index; with them it walks the participant's own rows.
import { sql } from 'kysely';
import { buildReportData, type ReportData } from '../modules/reports/test-fixtures';
import { optimizeDatabase } from './optimize';

let data: ReportData;
beforeAll(async () => {
  data = await buildReportData();
});
afterAll(async () => data.t.close());

const onSqlite = () => data.t.kind === 'sqlite';

it('writes statistics for the tables the reports read (SQLite), and is a no-op on PostgreSQL', async () => {
  const { db } = data.t;
  await optimizeDatabase(db);
  if (!onSqlite()) return;
  const stats = await sql<{ tbl: string }>`select distinct tbl from sqlite_stat1`.execute(db);
  expect(stats.rows.map((r) => r.tbl)).toEqual(expect.arrayContaining(['apply_for', 'points_ledger', 'invoices', 'users']));
});

it('plans a participant\'s requests of one state through the participant\'s index once analysed (SQLite)', async () => {
  if (!onSqlite()) return;
  const { db } = data.t;
  // every user with many requests, in only four states: the state index is the unselective one
  const users = await db.selectFrom('users').select('id').execute();
  const user = users[0];
  const product = await db.selectFrom('products').select('id').executeTakeFirstOrThrow();
  const states = ['espera', 'aprobado', 'confirmado', 'rechazado'];
  await sql`delete from sqlite_stat1`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < 4000; i += 1) {
      await trx.insertInto('apply_for').values({
        product_id: product.id, users_id: users[i % users.length].id, points: 10, state: states[i % 4],
        created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(), updated_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      } as never).execute();
    }
  });
  await optimizeDatabase(db);
  const plan = await sql<{ detail: string }>`explain query plan select count(*) from apply_for a where a.users_id = ${user.id} and a.state in ('espera')`.execute(db);
  expect(plan.rows.map((r) => r.detail).join('\n')).toMatch(/users_id/);
});
