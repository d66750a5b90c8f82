// Expiry on SQLite and PostgreSQL: reads never count due lots, the sweep writes one row per lot and
// only once, the lock keeps a second process out, and a change of POINTS_EXPIRY_MONTHS leaves the
// lots already issued as they were.
import { loadConfig } from '../config';
import { createTestDb, createUser, type TestDb } from '../test/helper';
import { availablePoints, checkPointsInvariants, EXPIRY_LOCK, runExpirySweep } from './index';
import { earnInvoice, grant, insertProduct, ledgerOf, lotOf, pointsOf, redeem } from './test-fixtures';

let t: TestDb;
let product: number;
const ISSUED = new Date('2026-01-10T12:00:00.000Z');

beforeAll(async () => {
  t = await createTestDb();
  product = await insertProduct(t.db, 50);
});
afterEach(async () => {
  expect(await checkPointsInvariants(t.db)).toEqual([]);
  await t.db.deleteFrom('locks').execute();
});
afterAll(async () => t.close());

const expiriesOf = async (usersId: number) => (await ledgerOf(t.db, usersId)).filter((r) => r.kind === 'expiry');

describe('points expiry', () => {
  it('sets expires_at = the end of the Colombian day of sale date + POINTS_EXPIRY_MONTHS when the lot is credited, and keeps it when the setting changes', async () => {
    const u = (await createUser(t.db)).id;
    const months = loadConfig({ POINTS_EXPIRY_MONTHS: '12' }).POINTS_EXPIRY_MONTHS;
    const first = await earnInvoice(t.db, u, 100, '2025-12-15', months, ISSUED);
    expect((await lotOf(t.db, first.lotId)).expires_at).toBe('2026-12-16T05:00:00.000Z');
    // the setting changes: new lots take it, the lot already issued does not move
    const shorter = loadConfig({ POINTS_EXPIRY_MONTHS: '3' }).POINTS_EXPIRY_MONTHS;
    const second = await earnInvoice(t.db, u, 40, '2025-12-20', shorter, ISSUED);
    expect((await lotOf(t.db, second.lotId)).expires_at).toBe('2026-03-21T05:00:00.000Z');
    expect((await lotOf(t.db, first.lotId)).expires_at).toBe('2026-12-16T05:00:00.000Z');

    const sweep = await runExpirySweep(t.db, { now: new Date('2026-04-01T00:00:00.000Z') });
    expect(sweep).toMatchObject({ ran: true });
    expect(await lotOf(t.db, second.lotId)).toMatchObject({ remaining: 0, closed_at: '2026-04-01T00:00:00.000Z' });
    expect(await lotOf(t.db, first.lotId)).toMatchObject({ remaining: 100, closed_at: null });
    expect(await expiriesOf(u)).toEqual([expect.objectContaining({ amount: -40, lot_id: second.lotId, actor_id: null, ref_type: 'lot', ref_id: second.lotId })]);
  });

  it('never counts a due lot as available, even before the sweep ran, and never spends it', async () => {
    const u = (await createUser(t.db)).id;
    const old = await earnInvoice(t.db, u, 100, '2025-05-10', 12, ISSUED); // due 2026-05-10
    await grant(t.db, u, 30, ISSUED, 12); // due 2027-01-10
    // due at the end of 2026-05-10 in Colombia, 05:00Z the next day
    const after = new Date('2026-05-11T05:00:00.000Z');
    expect(await availablePoints(t.db, u, new Date('2026-05-09T00:00:00.000Z'))).toBe(130);
    expect(await availablePoints(t.db, u, after)).toBe(30);
    expect(await pointsOf(t.db, u)).toBe(130); // the sweep has not run yet
    await expect(redeem(t.db, u, product, 50, after)).rejects.toMatchObject({ refusal: 'refused' });
    expect((await lotOf(t.db, old.lotId)).remaining).toBe(100);
  });

  it('a lot is spendable the whole Colombian day of its anniversary and expires at its end (05:00Z)', async () => {
    const u = (await createUser(t.db)).id;
    const lot = await earnInvoice(t.db, u, 100, '2025-03-10', 12, ISSUED);
    expect((await lotOf(t.db, lot.lotId)).expires_at).toBe('2026-03-11T05:00:00.000Z');
    const lastMinute = new Date('2026-03-11T04:59:00.000Z'); // 23:59 of 2026-03-10 in Colombia
    const expiredAt = new Date('2026-03-11T05:00:00.000Z'); // 00:00 of 2026-03-11 in Colombia
    expect(await availablePoints(t.db, u, lastMinute)).toBe(100);
    expect(await availablePoints(t.db, u, expiredAt)).toBe(0);
    await expect(redeem(t.db, u, product, 50, expiredAt)).rejects.toMatchObject({ refusal: 'refused' });
    const spent = await redeem(t.db, u, product, 50, lastMinute);
    expect(spent.balance).toBe(50);
    expect(await runExpirySweep(t.db, { now: lastMinute })).toMatchObject({ ran: true, lots: 0 });
    expect(await runExpirySweep(t.db, { now: expiredAt })).toMatchObject({ ran: true, lots: 1, points: 50 });
    expect(await pointsOf(t.db, u)).toBe(0);

    // an adjustment earned at an instant: the Colombian date of that instant (21:00 of 2026-01-09 there)
    const adj = await grant(t.db, u, 10, new Date('2026-01-10T02:00:00.000Z'), 12);
    expect((await lotOf(t.db, adj.lotId)).expires_at).toBe('2027-01-10T05:00:00.000Z');
  });

  it('writes one expiry row per lot, actor null; a second sweep writes nothing', async () => {
    const u = (await createUser(t.db)).id;
    const a = await earnInvoice(t.db, u, 100, '2025-02-01', 12, ISSUED); // due 2026-02-01
    const b = await earnInvoice(t.db, u, 70, '2025-02-03', 12, ISSUED); // due 2026-02-03
    const spentOut = await earnInvoice(t.db, u, 50, '2025-01-20', 12, ISSUED); // due 2026-01-20, spent whole
    await redeem(t.db, u, product, 50, ISSUED);
    expect((await lotOf(t.db, spentOut.lotId)).remaining).toBe(0);
    const keep = await grant(t.db, u, 10, ISSUED, 12);
    const at = new Date('2026-02-05T00:00:00.000Z');
    const before = (await ledgerOf(t.db, u)).length;
    const first = await runExpirySweep(t.db, { now: at });
    expect(first.ran).toBe(true);
    const rows = await expiriesOf(u);
    expect(rows).toEqual([
      expect.objectContaining({ amount: -100, lot_id: a.lotId, actor_id: null }),
      expect.objectContaining({ amount: -70, lot_id: b.lotId, actor_id: null }),
    ]);
    expect(await lotOf(t.db, spentOut.lotId)).toMatchObject({ remaining: 0, closed_at: at.toISOString() });
    expect(await pointsOf(t.db, u)).toBe(10);
    expect((await lotOf(t.db, keep.lotId)).closed_at).toBeNull();

    const second = await runExpirySweep(t.db, { now: new Date('2026-02-06T00:00:00.000Z') });
    expect(second).toEqual({ ran: true, lots: 0, points: 0 });
    expect((await ledgerOf(t.db, u)).length).toBe(before + 2);
  });

  it('does not run while another process holds the lock, and takes a lock its holder left to expire', async () => {
    const u = (await createUser(t.db)).id;
    await earnInvoice(t.db, u, 25, '2025-03-01', 12, ISSUED);
    const at = new Date('2026-03-05T00:00:00.000Z');
    await t.db.insertInto('locks').values({ name: EXPIRY_LOCK, holder: 'otro-proceso', acquired_at: at.toISOString(), expires_at: new Date(at.getTime() + 60_000).toISOString() }).execute();
    expect(await runExpirySweep(t.db, { now: at })).toEqual({ ran: false, lots: 0, points: 0 });
    expect(await expiriesOf(u)).toEqual([]);
    expect(await t.db.selectFrom('locks').select('holder').execute()).toEqual([{ holder: 'otro-proceso' }]);

    // the other process died: once its lock expired, the sweep takes it, runs, and frees it
    const later = new Date(at.getTime() + 120_000);
    expect(await runExpirySweep(t.db, { now: later, holder: 'este-proceso' })).toMatchObject({ ran: true, lots: 1, points: 25 });
    expect(await t.db.selectFrom('locks').selectAll().execute()).toEqual([]);
  });

  it('lets only one of two simultaneous sweeps run', async () => {
    const u = (await createUser(t.db)).id;
    await earnInvoice(t.db, u, 60, '2025-04-01', 12, ISSUED);
    await earnInvoice(t.db, u, 15, '2025-04-02', 12, ISSUED);
    const at = new Date('2026-04-05T00:00:00.000Z');
    const results = await Promise.all([runExpirySweep(t.db, { now: at, holder: 'p1' }), runExpirySweep(t.db, { now: at, holder: 'p2' })]);
    expect(results.reduce((s, r) => s + r.points, 0)).toBe(75);
    expect(await expiriesOf(u)).toHaveLength(2);
  });
});
