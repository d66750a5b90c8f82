// checkPointsInvariants names the row that breaks each rule (rows broken on purpose, written
// directly, each test on a fresh database), on SQLite and PostgreSQL.
import { sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import { createTestDb, createUser, type TestDb } from '../test/helper';
import { checkPointsInvariants } from './index';
import { earnInvoice, grant, insertProduct, redeem } from './test-fixtures';

let t: TestDb;
let u: number;
let lotId: number;
let requestId: number;
/** a sale of ten days ago: its points are still good whatever day the tests run (the lot of a fixed
 *  date would expire under them once that date is 12 months past) */
const recentSale = () => new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

beforeEach(async () => {
  t = await createTestDb();
  u = (await createUser(t.db)).id;
  lotId = (await earnInvoice(t.db, u, 100, recentSale())).lotId;
  await grant(t.db, u, 40, new Date());
  requestId = (await redeem(t.db, u, await insertProduct(t.db, 30), 30)).id;
  expect(await checkPointsInvariants(t.db)).toEqual([]);
});
afterEach(async () => t.close());

const lastLedgerId = async () => (await t.db.selectFrom('points_ledger').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

/** Rewrites a ledger row as someone with direct database access could, past the append-only triggers. */
async function tamperLedger(change: () => Promise<unknown>) {
  if (isPostgres(t.db)) {
    await sql`alter table points_ledger disable trigger points_ledger_append_only`.execute(t.db);
    try {
      await change();
    } finally {
      await sql`alter table points_ledger enable trigger points_ledger_append_only`.execute(t.db);
    }
    return;
  }
  await sql`drop trigger if exists points_ledger_append_only_update`.execute(t.db);
  await change();
}

describe('checkPointsInvariants', () => {
  it('names a user whose points are not the sum of the ledger (an overwrite)', async () => {
    await t.db.updateTable('users').set({ points: 500 }).where('id', '=', u).execute();
    const problems = await checkPointsInvariants(t.db);
    expect(problems).toContain(`users#${u}: points 500 but its points_ledger rows sum 110`);
  });

  it('names a ledger row whose balance_after is not the running sum', async () => {
    const id = await lastLedgerId();
    await tamperLedger(() => t.db.updateTable('points_ledger').set({ balance_after: 999 }).where('id', '=', id).execute());
    expect(await checkPointsInvariants(t.db)).toEqual([`points_ledger#${id}: balance_after 999 but the running sum of user ${u} is 110`]);
  });

  it('names a ledger row moving points the wrong way for its kind', async () => {
    const id = await lastLedgerId(); // the spend
    await tamperLedger(() => t.db.updateTable('points_ledger').set({ amount: 30, balance_after: 170 }).where('id', '=', id).execute());
    await t.db.updateTable('users').set({ points: 170 }).where('id', '=', u).execute();
    expect(await checkPointsInvariants(t.db)).toContain(`points_ledger#${id}: a 'spend' row cannot move 30 points`);
  });

  it('names a lot whose remaining does not match what was taken from it', async () => {
    await t.db.updateTable('point_lots').set({ remaining: 95 }).where('id', '=', lotId).execute();
    const problems = await checkPointsInvariants(t.db);
    expect(problems).toContain(`point_lots#${lotId}: 5 points gone but allocations and adjustments account for 30`);
    expect(problems).toContain(`users#${u}: points 110 but its open lots hold 135 and its debt is 0`);
  });

  it('names a closed lot that still keeps points', async () => {
    await t.db.updateTable('point_lots').set({ closed_at: new Date().toISOString() }).where('id', '=', lotId).execute();
    expect(await checkPointsInvariants(t.db)).toContain(`point_lots#${lotId}: closed but keeps 70 points`);
  });

  it('names a request whose allocations do not hold its cost', async () => {
    await t.db.updateTable('apply_for').set({ state: 'rechazado' }).where('id', '=', requestId).execute();
    expect(await checkPointsInvariants(t.db)).toEqual([`apply_for#${requestId}: state rechazado, cost 30, but its allocations hold 30`]);
  });

  it('names an allocation taken from another user\'s lot', async () => {
    const other = (await createUser(t.db)).id;
    const otherLot = (await grant(t.db, other, 10, new Date())).lotId;
    const alloc = await t.db.selectFrom('lot_allocations').select('id').where('apply_for_id', '=', requestId).executeTakeFirstOrThrow();
    await t.db.updateTable('lot_allocations').set({ lot_id: otherLot }).where('id', '=', alloc.id).execute();
    expect(await checkPointsInvariants(t.db)).toContain(`lot_allocations#${alloc.id}: request ${requestId} takes from lot ${otherLot} of another user`);
  });

  it('names an adjustment whose seen balance is not the balance before it, or is missing', async () => {
    const adjustment = await t.db.selectFrom('points_ledger').select(['id', 'balance_after', 'amount']).where('users_id', '=', u).where('kind', '=', 'adjustment').executeTakeFirstOrThrow();
    expect(Number(adjustment.balance_after) - Number(adjustment.amount)).toBe(100);
    // what a stale edit form would have written: the administrator saw 1000, the balance was 100
    await tamperLedger(() => t.db.updateTable('points_ledger').set({ seen_balance: 1000 }).where('id', '=', adjustment.id).execute());
    expect(await checkPointsInvariants(t.db)).toEqual([`points_ledger#${adjustment.id}: adjustment made on a seen balance of 1000 but the balance before it was 100`]);
    await tamperLedger(() => t.db.updateTable('points_ledger').set({ seen_balance: null }).where('id', '=', adjustment.id).execute());
    expect(await checkPointsInvariants(t.db)).toEqual([`points_ledger#${adjustment.id}: an 'adjustment' row without the balance its actor saw (seen_balance)`]);
  });
});

describe('the ledger in the database', () => {
  it('PostgreSQL refuses TRUNCATE of points_ledger (SQLite has no TRUNCATE)', async () => {
    if (!isPostgres(t.db)) return;
    const before = await t.db.selectFrom('points_ledger').select('id').execute();
    await expect(sql`truncate points_ledger cascade`.execute(t.db)).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    await expect(sql`truncate points_ledger`.execute(t.db)).rejects.toMatchObject({ message: expect.stringMatching(/append-only/) });
    expect(await t.db.selectFrom('points_ledger').select('id').execute()).toEqual(before);
  });
});
