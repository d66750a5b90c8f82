// The points engine on its own, on SQLite and PostgreSQL: spending order, refunds to the same
// lots, invoice reversal and debt, adjustments. checkPointsInvariants after every scenario.
import { POINTS_BALANCE_MAX } from '@portal/contract';
import { inTransaction } from '../db/transaction';
import { PointsError } from './errors';
import { MSG, POINTS_MSG } from '../messages';
import { createTestDb, createUser, type TestDb } from '../test/helper';
import { adjustPoints, availablePoints, checkPointsInvariants, expireDueLots, lockUser, refundRedemption, spendPoints } from './index';
import {
  earnInvoice, grant, heldBy, insertInvoice, insertProduct, ledgerOf, lotOf, MONTHS, pointsOf, redeem, rejectInvoice, rejectRequest,
} from './test-fixtures';

let t: TestDb;
let product: number;
let admin: number;
const NOW = new Date('2026-03-01T12:00:00.000Z');

beforeAll(async () => {
  t = await createTestDb();
  product = await insertProduct(t.db, 100);
  admin = (await createUser(t.db, { role: 'admin' })).id;
});
afterEach(async () => {
  expect(await checkPointsInvariants(t.db)).toEqual([]);
});
afterAll(async () => t.close());

const participant = async () => (await createUser(t.db)).id;

/** what the engine refused (the api's error handler answers each kind with its status) */
async function refusal(promise: Promise<unknown>): Promise<PointsError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(PointsError);
  return err as PointsError;
}

describe('spending', () => {
  it('takes from the lots that expire soonest, then the oldest, one allocation and one spend row per lot', async () => {
    const u = await participant();
    const late = await earnInvoice(t.db, u, 100, '2025-12-01', MONTHS, NOW); // expires 2026-12-01
    const soon = await earnInvoice(t.db, u, 100, '2025-06-01', MONTHS, NOW); // expires 2026-06-01
    const adj = await grant(t.db, u, 100, new Date('2026-02-01T00:00:00.000Z')); // expires 2027-02-01
    // same expiry as `late`, earned the same day: the older id goes first
    const twin = await earnInvoice(t.db, u, 30, '2025-12-01', MONTHS, NOW);
    expect(await pointsOf(t.db, u)).toBe(330);

    const r = await redeem(t.db, u, product, 150, NOW);
    expect(r.balance).toBe(180);
    expect(await heldBy(t.db, r.id)).toEqual([{ lot_id: soon.lotId, points: 100 }, { lot_id: late.lotId, points: 50 }]);
    expect((await lotOf(t.db, soon.lotId)).remaining).toBe(0);
    expect((await lotOf(t.db, late.lotId)).remaining).toBe(50);
    expect((await lotOf(t.db, twin.lotId)).remaining).toBe(30);
    expect((await lotOf(t.db, adj.lotId)).remaining).toBe(100);
    const spends = (await ledgerOf(t.db, u)).filter((l) => l.kind === 'spend');
    expect(spends).toEqual([
      expect.objectContaining({ amount: -100, balance_after: 230, lot_id: soon.lotId, ref_type: 'apply_for', ref_id: r.id, actor_id: u }),
      expect.objectContaining({ amount: -50, balance_after: 180, lot_id: late.lotId, ref_type: 'apply_for', ref_id: r.id, actor_id: u }),
    ]);

    const r2 = await redeem(t.db, u, product, 100, NOW);
    expect(await heldBy(t.db, r2.id)).toEqual([{ lot_id: late.lotId, points: 50 }, { lot_id: twin.lotId, points: 30 }, { lot_id: adj.lotId, points: 20 }]);
    expect(await availablePoints(t.db, u, NOW)).toBe(80);
  });

  it('refuses what the balance does not cover with the Spanish detail and writes nothing', async () => {
    const u = await participant();
    await grant(t.db, u, 90, NOW);
    const before = await ledgerOf(t.db, u);
    const err = await refusal(redeem(t.db, u, product, 100, NOW));
    expect(err.refusal).toBe('refused');
    expect(err.detail).toBe(MSG.pointsInsufficient);
    expect(await ledgerOf(t.db, u)).toEqual(before);
    expect(await t.db.selectFrom('apply_for').select('id').where('users_id', '=', u).execute()).toEqual([]);
  });

  it('must run inside a transaction: the Trx type says so, a plain handle does not compile', async () => {
    // tsc (npm test) fails if a plain DB handle ever type-checks here
    // @ts-expect-error a Kysely handle is not a Transaction
    const outside = () => spendPoints(t.db, { usersId: 1, applyForId: 1, points: 1, actorId: 1 });
    expect(typeof outside).toBe('function');
    await expect(inTransaction(t.db, (trx) => lockUser(trx, 999999))).rejects.toMatchObject({ refusal: 'not-found' });
  });
});

describe('refunds', () => {
  it('gives each allocation back to its own lot, which keeps its original expiry', async () => {
    const u = await participant();
    const a = await earnInvoice(t.db, u, 100, '2025-06-01', MONTHS, NOW);
    const b = await earnInvoice(t.db, u, 100, '2025-09-01', MONTHS, NOW);
    const before = [await lotOf(t.db, a.lotId), await lotOf(t.db, b.lotId)];
    const r = await redeem(t.db, u, product, 150, NOW);
    const res = await rejectRequest(t.db, r.id, admin, NOW);
    expect(res).toEqual({ refunded: 150, balance: 200 });
    expect([await lotOf(t.db, a.lotId), await lotOf(t.db, b.lotId)]).toEqual(before);
    expect(await heldBy(t.db, r.id)).toEqual([]);
    const refunds = (await ledgerOf(t.db, u)).filter((l) => l.kind === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 100, lot_id: a.lotId, ref_type: 'apply_for', ref_id: r.id, actor_id: admin }),
      expect.objectContaining({ amount: 50, lot_id: b.lotId, ref_type: 'apply_for', ref_id: r.id, actor_id: admin }),
    ]);
  });

  it('refunds an allocation from a lot closed by expiry with a refund and an equal expiry row', async () => {
    const u = await participant();
    const lot = await earnInvoice(t.db, u, 100, '2025-06-01', MONTHS, NOW); // expires 2026-06-01
    const r = await redeem(t.db, u, product, 80, NOW);
    expect(await expireDueLots(t.db, { now: new Date('2026-07-01T00:00:00.000Z'), actorId: null, usersId: u })).toEqual({ lots: 1, points: 20 });
    const res = await rejectRequest(t.db, r.id, admin, new Date('2026-07-02T00:00:00.000Z'));
    expect(res).toEqual({ refunded: 0, balance: 0 });
    expect((await ledgerOf(t.db, u)).slice(-2)).toEqual([
      expect.objectContaining({ kind: 'refund', amount: 80, balance_after: 80, lot_id: lot.lotId }),
      expect.objectContaining({ kind: 'expiry', amount: -80, balance_after: 0, lot_id: lot.lotId, actor_id: null }),
    ]);
    expect(await lotOf(t.db, lot.lotId)).toMatchObject({ remaining: 0, closed_at: expect.any(String) });
  });
});

describe('invoice reversal', () => {
  it('reverses the remaining and the redeemed part; the debt blocks spending until a credit pays it', async () => {
    const u = await participant();
    const inv = await earnInvoice(t.db, u, 100, '2026-01-15', MONTHS, NOW);
    const r = await redeem(t.db, u, product, 60, NOW);
    const res = await rejectInvoice(t.db, inv.invoiceId, admin, NOW);
    expect(res).toEqual({ reversed: 100, balance: -60 });
    expect((await ledgerOf(t.db, u)).filter((l) => l.kind === 'reversal')).toEqual([
      expect.objectContaining({ amount: -40, balance_after: 0, lot_id: inv.lotId, ref_type: 'invoice', ref_id: inv.invoiceId, actor_id: admin }),
      expect.objectContaining({ amount: -60, balance_after: -60, lot_id: inv.lotId, ref_type: 'invoice', ref_id: inv.invoiceId, actor_id: admin }),
    ]);
    expect(await lotOf(t.db, inv.lotId)).toMatchObject({ remaining: 0, closed_at: expect.any(String) });
    expect(await availablePoints(t.db, u, NOW)).toBe(0);
    // a second reversal changes nothing
    expect(await rejectInvoice(t.db, inv.invoiceId, admin, NOW)).toEqual({ reversed: 0, balance: -60 });

    // in debt: no redemption, whatever it costs
    const small = await insertProduct(t.db, 1);
    const err = await refusal(redeem(t.db, u, small, 1, NOW));
    expect(err).toMatchObject({ refusal: 'refused', detail: MSG.pointsNegativeBalance });
    expect(await checkPointsInvariants(t.db)).toEqual([]);

    // a new credit pays the debt first: the redemption's points now come from the new lot
    const paid = await earnInvoice(t.db, u, 100, '2026-02-01', MONTHS, NOW);
    expect(paid.balance).toBe(40);
    expect((await lotOf(t.db, paid.lotId)).remaining).toBe(40);
    expect(await heldBy(t.db, r.id)).toEqual([{ lot_id: paid.lotId, points: 60 }]);
    expect(await availablePoints(t.db, u, NOW)).toBe(40);
    expect(await checkPointsInvariants(t.db)).toEqual([]);

    // rejecting the redemption now gives the points back to the lot that paid them
    expect(await rejectRequest(t.db, r.id, admin, NOW)).toEqual({ refunded: 60, balance: 100 });
    expect((await lotOf(t.db, paid.lotId)).remaining).toBe(100);
  });

  it('takes the redeemed part from the other lots when there are some', async () => {
    const u = await participant();
    const inv = await earnInvoice(t.db, u, 100, '2025-06-01', MONTHS, NOW); // expires first: spent first
    const other = await grant(t.db, u, 200, NOW);
    const r = await redeem(t.db, u, product, 150, NOW); // 100 from the invoice, 50 from the other lot
    const res = await rejectInvoice(t.db, inv.invoiceId, admin, NOW);
    expect(res).toEqual({ reversed: 100, balance: 50 });
    expect((await lotOf(t.db, other.lotId)).remaining).toBe(50);
    expect(await heldBy(t.db, r.id)).toEqual([{ lot_id: other.lotId, points: 50 }, { lot_id: other.lotId, points: 100 }]);
    expect((await ledgerOf(t.db, u)).filter((l) => l.kind === 'reversal')).toEqual([
      expect.objectContaining({ amount: -100, lot_id: other.lotId, ref_type: 'invoice', ref_id: inv.invoiceId }),
    ]);
    // the request rejected afterwards: everything back to the lot that really paid
    expect(await rejectRequest(t.db, r.id, admin, NOW)).toEqual({ refunded: 150, balance: 200 });
    expect((await lotOf(t.db, other.lotId)).remaining).toBe(200);
  });

  it('cancels the debt when the redemption that made it is rejected', async () => {
    const u = await participant();
    const inv = await earnInvoice(t.db, u, 100, '2026-01-15', MONTHS, NOW);
    const r = await redeem(t.db, u, product, 100, NOW);
    expect(await rejectInvoice(t.db, inv.invoiceId, admin, NOW)).toEqual({ reversed: 100, balance: -100 });
    expect(await rejectRequest(t.db, r.id, admin, NOW)).toEqual({ refunded: 100, balance: 0 });
    expect((await ledgerOf(t.db, u)).map((l) => [l.kind, l.amount, l.balance_after])).toEqual([
      ['earn', 100, 100], ['spend', -100, 0], ['reversal', -100, -100], ['refund', 100, 0],
    ]);
  });

  it('reverses nothing for an invoice that earned no points', async () => {
    const u = await participant();
    const invoiceId = await insertInvoice(t.db, u, '2026-01-10');
    expect(await rejectInvoice(t.db, invoiceId, admin, NOW)).toEqual({ reversed: 0, balance: 0 });
  });
});

describe('adjustments (SPEC 2.6)', () => {
  it('credits a lot or takes from lots, always with actor and reason, never past what can be spent', async () => {
    const u = await participant();
    const up = await inTransaction(t.db, (trx) => adjustPoints(trx, { usersId: u, delta: 500, seenBalance: 0, actorId: admin, reason: 'Bono de bienvenida', expiryMonths: MONTHS, now: NOW }));
    expect(up).toEqual({ balance: 500 });
    const down = await inTransaction(t.db, (trx) => adjustPoints(trx, { usersId: u, delta: -200, seenBalance: 500, actorId: admin, reason: 'Corrección de saldo', expiryMonths: MONTHS, now: NOW }));
    expect(down).toEqual({ balance: 300 });
    const rows = await ledgerOf(t.db, u);
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'adjustment', amount: 500, balance_after: 500, actor_id: admin, reason: 'Bono de bienvenida', ref_type: 'lot' }),
      expect.objectContaining({ kind: 'adjustment', amount: -200, balance_after: 300, actor_id: admin, reason: 'Corrección de saldo', ref_type: 'lot' }),
    ]);
    expect((await lotOf(t.db, rows[0].lot_id!)).remaining).toBe(300);
    const err = await refusal(inTransaction(t.db, (trx) => adjustPoints(trx, { usersId: u, delta: -301, seenBalance: 300, actorId: admin, reason: 'Demasiado', expiryMonths: MONTHS, now: NOW })));
    expect(err).toMatchObject({ refusal: 'refused', detail: MSG.pointsAdjustTooLarge });
    expect(await pointsOf(t.db, u)).toBe(300);
  });
});

describe('balances past 32 bits, and the bound', () => {
  it('holds balances past 2^31 on both databases and refuses (400, Spanish) a credit past POINTS_BALANCE_MAX', async () => {
    const u = await participant();
    let balance = 0;
    for (let i = 0; i < 3; i++) {
      ({ balance } = await inTransaction(t.db, (trx) => adjustPoints(trx, { usersId: u, delta: 1_000_000_000, seenBalance: balance, actorId: admin, reason: 'Saldo grande', expiryMonths: MONTHS, now: NOW })));
    }
    expect(balance).toBe(3_000_000_000);
    expect(await pointsOf(t.db, u)).toBe(3_000_000_000);
    const r = await redeem(t.db, u, product, 50, NOW);
    expect(r.balance).toBe(2_999_999_950);
    const over = POINTS_BALANCE_MAX - 2_999_999_950 + 1;
    const err = await refusal(inTransaction(t.db, (trx) => adjustPoints(trx, { usersId: u, delta: over, seenBalance: 2_999_999_950, actorId: admin, reason: 'Demasiado', expiryMonths: MONTHS, now: NOW })));
    expect(err).toMatchObject({ refusal: 'invalid', detail: 'El saldo de puntos no puede pasar de 1.000.000.000.000.' });
    expect(await pointsOf(t.db, u)).toBe(2_999_999_950);
  });

  it('refuses an adjustment decided on a balance that is not the current one (409), writing nothing', async () => {
    const u = await participant();
    await grant(t.db, u, 100, NOW);
    const ledger = await ledgerOf(t.db, u);
    for (const delta of [50, -50, 0]) {
      const err = await refusal(inTransaction(t.db, (trx) => adjustPoints(trx, { usersId: u, delta, seenBalance: 90, actorId: admin, reason: 'Viejo', expiryMonths: MONTHS, now: NOW })));
      expect(err).toMatchObject({ refusal: 'stale', detail: POINTS_MSG.stale });
    }
    expect(await ledgerOf(t.db, u)).toEqual(ledger);
  });
});

describe('one request at a time', () => {
  it('lets concurrent spends take only what the balance covers', async () => {
    const u = await participant();
    await grant(t.db, u, 1000, NOW);
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => redeem(t.db, u, product, 100, NOW)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) expect(r.reason).toMatchObject({ detail: MSG.pointsInsufficient });
    expect(await pointsOf(t.db, u)).toBe(0);
  });
});

it('refuses a request id that does not exist', async () => {
  await expect(inTransaction(t.db, (trx) => refundRedemption(trx, { applyForId: 999999, actorId: admin, reason: 'x' }))).rejects.toMatchObject({ refusal: 'not-found' });
});
