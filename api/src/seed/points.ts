// The seed moves points through the points engine, the one way points move (ARCHITECTURE
// "Points"): a lot plus a ledger row per credit, allocations plus 'spend' rows per redemption.
// The seed runs inside one transaction (seed/index.ts), which every engine step requires.
import type { Trx } from '../db/schema';
import { creditLot, lockUser, spendPoints } from '../points';

/**
 * An 'adjustment' lot credited to the user, valid for lifetimeMonths. Returns the lot id. The seed
 * sees the balance it locks, and records it as the adjustment's seen balance (issue 6).
 */
export async function grantLot(db: Trx, usersId: number, points: number, reason: string,
  now: Date, lifetimeMonths: number): Promise<number> {
  const seenBalance = (await lockUser(db, usersId)).points;
  const { lotId } = await creditLot(db, {
    usersId, source: 'adjustment', points, earnedAt: now, expiryMonths: lifetimeMonths, actorId: null, reason, seenBalance, now,
  });
  if (lotId === null) throw new Error(`seed: no lot for ${points} points`);
  return lotId;
}

/**
 * Takes `points` for a redemption from the user's open lots, soonest expiry first then oldest,
 * recording an allocation and a 'spend' ledger row per lot touched.
 */
export async function spendForRedemption(db: Trx, usersId: number, applyForId: number,
  points: number, reason: string, at: string): Promise<void> {
  await spendPoints(db, { usersId, applyForId, points, actorId: usersId, reason, now: new Date(at) });
}
