// The seed moves points through the points engine, the one way points move (ARCHITECTURE
// "Points"): a lot plus a ledger row per credit (here and in history.ts, which also spends,
// refunds and reverses). The seed runs inside one transaction (seed/index.ts), which every engine
// step requires.
import type { Trx } from '../db/schema';
import { creditLot, lockUser } from '../points';

/**
 * An 'adjustment' lot credited to the user at `at`, valid for lifetimeMonths. Returns the lot id.
 * The seed sees the balance it locks, and records it as the adjustment's seen balance.
 */
export async function grantLot(db: Trx, usersId: number, points: number, reason: string,
  at: Date, lifetimeMonths: number): Promise<number> {
  const seenBalance = (await lockUser(db, usersId)).points;
  const { lotId } = await creditLot(db, {
    usersId, source: 'adjustment', points, earnedAt: at, expiryMonths: lifetimeMonths, actorId: null, reason, seenBalance, now: at,
  });
  if (lotId === null) throw new Error(`seed: no lot for ${points} points`);
  return lotId;
}
