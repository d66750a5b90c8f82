// The batched paths of the engine (helper PERF): a spend that reads only the first lots in spending
// order and all of them when those do not cover it, one UPDATE / INSERT for many lots, and the
// multi-row ledger writer. On SQLite and PostgreSQL; checkPointsInvariants after every scenario.
import { inTransaction } from '../db/transaction';
import { createTestDb, createUser, type TestDb } from '../test/helper';
import { checkPointsInvariants, expireDueLots } from './index';
import { appendLedgerRows } from './ledger';
import { earnInvoice, grant, heldBy, insertProduct, ledgerOf, lotOf, pointsOf, redeem } from './test-fixtures';

let t: TestDb;
let product: number;
const NOW = new Date('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  t = await createTestDb();
  product = await insertProduct(t.db, 100);
});
afterEach(async () => {
  expect(await checkPointsInvariants(t.db)).toEqual([]);
});
afterAll(async () => t.close());

const participant = async () => (await createUser(t.db)).id;
/** sale date n days after 2025-06-01, so lot i expires before lot i + 1 */
const day = (n: number) => new Date(Date.UTC(2025, 5, 1 + n)).toISOString().slice(0, 10);

describe('a spend across many lots', () => {
  it('takes from more lots than the first read, in spending order, skipping lots already spent', async () => {
    const u = await participant();
    // 3 lots spent whole first (open, nothing left), then 15 lots of 10 points
    const spentOut = [];
    for (let i = 0; i < 3; i++) spentOut.push(await earnInvoice(t.db, u, 10, day(i), 12, NOW));
    await redeem(t.db, u, product, 30, NOW);
    for (const lot of spentOut) expect(await lotOf(t.db, lot.lotId)).toMatchObject({ remaining: 0, closed_at: null });
    const lots = [];
    for (let i = 0; i < 15; i++) lots.push(await earnInvoice(t.db, u, 10, day(10 + i), 12, NOW));
    expect(await pointsOf(t.db, u)).toBe(150);

    const r = await redeem(t.db, u, product, 125, NOW);
    expect(r.balance).toBe(25);
    expect(await heldBy(t.db, r.id)).toEqual([
      ...lots.slice(0, 12).map((l) => ({ lot_id: l.lotId, points: 10 })),
      { lot_id: lots[12].lotId, points: 5 },
    ]);
    for (const l of lots.slice(0, 12)) expect((await lotOf(t.db, l.lotId)).remaining).toBe(0);
    expect((await lotOf(t.db, lots[12].lotId)).remaining).toBe(5);
    expect((await lotOf(t.db, lots[13].lotId)).remaining).toBe(10);
    const spends = (await ledgerOf(t.db, u)).filter((row) => row.kind === 'spend' && row.ref_id === r.id);
    expect(spends.map((row) => [row.amount, row.balance_after, row.lot_id])).toEqual([
      ...lots.slice(0, 12).map((l, i) => [-10, 140 - 10 * i, l.lotId]),
      [-5, 25, lots[12].lotId],
    ]);
  });

  it('closes every due lot first (one expiry row each, the running balance in order), then spends from the rest', async () => {
    const u = await participant();
    const due = [];
    for (let i = 0; i < 10; i++) due.push(await earnInvoice(t.db, u, 7, day(i), 12, NOW)); // due from 2026-06-01
    const open = [];
    for (let i = 0; i < 10; i++) open.push(await grant(t.db, u, 20, new Date(`${day(300 + i)}T00:00:00.000Z`), 12));
    expect(await pointsOf(t.db, u)).toBe(270);
    const later = new Date('2026-07-01T00:00:00.000Z');

    const r = await redeem(t.db, u, product, 190, later);
    expect(r.balance).toBe(10);
    const rows = await ledgerOf(t.db, u);
    const expiries = rows.filter((row) => row.kind === 'expiry');
    expect(expiries.map((row) => [row.amount, row.balance_after, row.lot_id])).toEqual(due.map((l, i) => [-7, 263 - 7 * i, l.lotId]));
    for (const l of due) expect(await lotOf(t.db, l.lotId)).toMatchObject({ remaining: 0, closed_at: later.toISOString() });
    expect(await heldBy(t.db, r.id)).toEqual([...open.slice(0, 9).map((l) => ({ lot_id: l.lotId, points: 20 })), { lot_id: open[9].lotId, points: 10 }]);
    // the running sum holds across the expiry rows and the spend rows of the one transaction
    let balance = 0;
    for (const row of rows) {
      balance += row.amount;
      expect(row.balance_after).toBe(balance);
    }
  });

  it('refuses a spend the lots cannot cover after reading them all, and writes nothing', async () => {
    const u = await participant();
    for (let i = 0; i < 12; i++) await earnInvoice(t.db, u, 10, day(i), 12, NOW);
    const before = await ledgerOf(t.db, u);
    await expect(redeem(t.db, u, product, 121, NOW)).rejects.toMatchObject({ refusal: 'refused' });
    expect(await ledgerOf(t.db, u)).toEqual(before);
    expect((await redeem(t.db, u, product, 120, NOW)).balance).toBe(0);
  });
});

describe('appendLedgerRows', () => {
  it('writes the rows of one user in order with their running balance, and checks each row', async () => {
    const u = await participant();
    const other = await participant();
    const { lotId } = await grant(t.db, u, 50, NOW);
    const row = { usersId: u, actorId: null, reason: 'prueba', refType: 'lot' as const, refId: lotId, lotId, now: NOW };
    await expect(inTransaction(t.db, (trx) => appendLedgerRows(trx, [{ ...row, kind: 'refund', amount: 5 }, { ...row, kind: 'spend', amount: 0 }]))).rejects.toThrow(/non-zero/);
    await expect(inTransaction(t.db, (trx) => appendLedgerRows(trx, [{ ...row, kind: 'refund', amount: 5 }, { ...row, usersId: other, kind: 'refund', amount: 5 }]))).rejects.toThrow(/one user/);
    await expect(inTransaction(t.db, (trx) => appendLedgerRows(trx, [{ ...row, kind: 'spend', amount: 5 }]))).rejects.toThrow(/cannot have amount/);
    // an adjustment row without the balance its actor saw is refused
    await expect(inTransaction(t.db, (trx) => appendLedgerRows(trx, [{ ...row, kind: 'adjustment', amount: 5 }]))).rejects.toThrow(/seenBalance/);
    expect(await pointsOf(t.db, u)).toBe(50);
    expect((await ledgerOf(t.db, u)).length).toBe(1);
  });

  it('splits many rows into several statements: 1 200 lots credited and expired at once', async () => {
    const u = await participant();
    const count = 1200;
    await inTransaction(t.db, async (trx) => {
      const lotIds: number[] = [];
      for (let i = 0; i < count; i += 300) {
        const rows = Array.from({ length: Math.min(300, count - i) }, () => ({
          users_id: u, source: 'adjustment' as const, invoice_id: null, points: 2, remaining: 2, earned_at: '2025-01-01T00:00:00.000Z',
          expires_at: '2026-01-01T00:00:00.000Z', created_at: '2025-01-01T00:00:00.000Z', closed_at: null,
        }));
        lotIds.push(...(await trx.insertInto('point_lots').values(rows).returning('id').execute()).map((r) => r.id));
      }
      const balance = await appendLedgerRows(trx, lotIds.map((lotId, i) => ({
        usersId: u, kind: 'adjustment' as const, amount: 2, actorId: null, reason: 'Abono de prueba', refType: 'lot' as const, refId: lotId, lotId, seenBalance: 2 * i, now: NOW,
      })));
      expect(balance).toBe(2 * count);
    });
    expect(await expireDueLots(t.db, { usersId: u, now: NOW })).toEqual({ lots: count, points: 2 * count });
    expect(await pointsOf(t.db, u)).toBe(0);
    const rows = await ledgerOf(t.db, u);
    expect(rows.filter((row) => row.kind === 'expiry')).toHaveLength(count);
    expect(rows.at(-1)).toMatchObject({ kind: 'expiry', balance_after: 0 });
    const open = await t.db.selectFrom('point_lots').select('id').where('users_id', '=', u).where('closed_at', 'is', null).execute();
    expect(open).toEqual([]);
  });
});
