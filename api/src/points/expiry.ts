// Expiry: a lot expires POINTS_EXPIRY_MONTHS after its sale date (fixed on the lot when it
// is credited); reads never count expired points; a sweep closes each due lot with one 'expiry'
// row; the sweep takes the `locks` row 'points-expiry' so two api processes never run it at once
// (ARCHITECTURE "Growing past one machine").
import { withLockRow } from '../db/locks';
import { nowIso } from '../db/time';
import { inTransaction } from '../db/transaction';
import type { DB } from '../db/schema';
import { lockUser } from './ledger';
import { shownBalance } from './balance';
import { expireUserLots } from './lot-helpers';

/**
 * What the user can spend at `now`: the shown balance (the lots already due but not yet swept left
 * out), never below 0 (a user in debt can spend nothing).
 */
export async function availablePoints(db: DB, usersId: number, now: Date = new Date()): Promise<number> {
  return Math.max(0, await shownBalance(db, usersId, now));
}

/**
 * Closes every lot due at `now`, one transaction per user (user locked first, the lots read again
 * inside): one 'expiry' row per lot with points left, actor null (the system). A second run at the
 * same instant writes nothing.
 */
export async function expireDueLots(db: DB, options: { now?: Date; actorId?: null; usersId?: number } = {}): Promise<{ lots: number; points: number }> {
  const now = options.now ?? new Date();
  let query = db.selectFrom('point_lots').select('users_id').distinct().where('closed_at', 'is', null).where('expires_at', '<=', nowIso(now));
  if (options.usersId !== undefined) query = query.where('users_id', '=', options.usersId);
  const users = await query.orderBy('users_id').execute();
  let lots = 0;
  let points = 0;
  for (const { users_id } of users) {
    const done = await inTransaction(db, async (trx) => {
      await lockUser(trx, users_id);
      return expireUserLots(trx, users_id, now);
    });
    lots += done.lots;
    points += done.points;
  }
  return { lots, points };
}

export const EXPIRY_LOCK = 'points-expiry';

export interface SweepResult { ran: boolean; lots: number; points: number }

/**
 * Takes the 'points-expiry' lock (a row that expires, so a crashed holder never blocks for good),
 * runs expireDueLots, and frees the lock. Another process holding a live lock -> { ran: false }.
 */
export async function runExpirySweep(
  db: DB,
  options: { now?: Date; holder?: string; lockMs?: number } = {},
): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const swept = await withLockRow(db, EXPIRY_LOCK, { ...options, now }, () => expireDueLots(db, { now, actorId: null }));
  return swept.ran ? { ran: true, ...swept.result } : { ran: false, lots: 0, points: 0 };
}
