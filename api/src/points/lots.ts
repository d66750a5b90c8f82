// Credits, spending and adjustments: every credit is a lot with its own expiry; spending takes from
// the lots that expire soonest, then the oldest (ARCHITECTURE "Points").
import { POINTS_BALANCE_MAX } from '@portal/contract';
import { lotExpiry, nowIso } from '../db/time';
import type { LedgerRefType, LotSource, Trx } from '../db/schema';
import { MSG, POINTS_MSG } from '../messages';
import { settleDebt } from './debt';
import { appendLedger, appendLedgerRows, lockUser } from './ledger';
import { expireUserLots, insertAllocations, setRemainingMany, takeFromLots } from './lot-helpers';
import { pointsInvalid, pointsRefused, pointsStale } from './errors';

// --- credit ---------------------------------------------------------------------------------

export interface CreditLotInput {
  usersId: number;
  source: LotSource;
  /** required when source is 'invoice' */
  invoiceId?: number | null;
  points: number;
  /**
   * the sale date ('YYYY-MM-DD': that Colombian day) for an invoice, now (an instant) for an
   * adjustment; the lot expires at the end of the Colombian day of the anniversary
   */
  earnedAt: string | Date;
  /**
   * source 'adjustment' (required there): the balance the actor saw. The credit is refused
   * with 409 when the balance is not that one, and the ledger row records it.
   */
  seenBalance?: number;
  /** config POINTS_EXPIRY_MONTHS, read by the caller at credit time (app.config): fixed on the lot for good */
  expiryMonths: number;
  actorId: number | null;
  reason: string;
  /** defaults: ('invoice', invoiceId) for an invoice lot, ('lot', the new lot's id) for an adjustment */
  refType?: LedgerRefType;
  refId?: number;
  now?: Date;
}

/**
 * Credits a lot: ledger 'earn' (invoice) or 'adjustment'; expires_at = the end of the Colombian day
 * of earnedAt + expiryMonths (db/time.ts lotExpiry). A credit of 0 points makes no lot (lotId null).
 * If the user owes points (a rejected invoice whose points were already redeemed), the new lot pays
 * that debt first (see settleDebt). A balance past POINTS_BALANCE_MAX is refused with 400.
 */
export async function creditLot(trx: Trx, input: CreditLotInput): Promise<{ lotId: number | null; balance: number }> {
  const now = input.now ?? new Date();
  if (!Number.isInteger(input.points) || input.points < 0) throw new Error(`points: credit must be a whole number >= 0 (${input.points})`);
  if (!Number.isInteger(input.expiryMonths) || input.expiryMonths <= 0) throw new Error(`points: expiryMonths must be a positive whole number (${input.expiryMonths})`);
  if (input.source === 'invoice' && !input.invoiceId) throw new Error('points: an invoice lot needs its invoiceId');
  const earned = new Date(input.earnedAt);
  if (Number.isNaN(earned.getTime())) throw new Error(`points: invalid earnedAt ${String(input.earnedAt)}`);
  if (input.source === 'adjustment' && !Number.isInteger(input.seenBalance)) throw new Error('points: an adjustment credit needs the balance its actor saw (seenBalance)');
  const user = await lockUser(trx, input.usersId);
  // an adjustment decided on a balance that has moved since is refused, never applied
  if (input.source === 'adjustment' && user.points !== input.seenBalance) throw pointsStale(POINTS_MSG.stale);
  if (input.points === 0) return { lotId: null, balance: user.points };
  if (user.points + input.points > POINTS_BALANCE_MAX) throw pointsInvalid(POINTS_MSG.balanceTooLarge);

  const lot = await trx
    .insertInto('point_lots')
    .values({
      users_id: input.usersId,
      source: input.source,
      invoice_id: input.source === 'invoice' ? input.invoiceId! : null,
      points: input.points,
      remaining: input.points,
      earned_at: earned.toISOString(),
      expires_at: lotExpiry(typeof input.earnedAt === 'string' ? input.earnedAt : earned, input.expiryMonths),
      created_at: nowIso(now),
      closed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const defaultRef: [LedgerRefType, number] = input.source === 'invoice' ? ['invoice', input.invoiceId!] : ['lot', lot.id];
  const balance = await appendLedger(trx, {
    usersId: input.usersId,
    kind: input.source === 'invoice' ? 'earn' : 'adjustment',
    amount: input.points,
    actorId: input.actorId,
    reason: input.reason,
    refType: input.refType ?? defaultRef[0],
    refId: input.refId ?? defaultRef[1],
    lotId: lot.id,
    seenBalance: input.source === 'adjustment' ? input.seenBalance : undefined,
    now,
  });
  await settleDebt(trx, input.usersId, now);
  return { lotId: lot.id, balance };
}

// --- spending -------------------------------------------------------------------------------

/**
 * Takes `points` for a redemption (the apply_for row exists already): soonest-expiring lots first,
 * one lot_allocations row and one 'spend' row per lot. Refuses with 409 and a Spanish detail when
 * the balance is negative (debt) or what is spendable does not cover the cost.
 * Round trips while the user is locked: the lock, the due lots, the first lots in spending order,
 * then one UPDATE of the lots, one INSERT of the allocations and the two ledger statements.
 */
export async function spendPoints(trx: Trx, input: { usersId: number; applyForId: number; points: number; actorId: number | null; reason?: string; now?: Date }): Promise<{ balance: number }> {
  const now = input.now ?? new Date();
  if (!Number.isInteger(input.points) || input.points < 0) throw new Error(`points: cost must be a whole number >= 0 (${input.points})`);
  const user = await lockUser(trx, input.usersId);
  // lots due but not yet swept go now, so the balance answered is the real one
  const expired = await expireUserLots(trx, input.usersId, now);
  const balance = expired.balance ?? user.points;
  if (input.points === 0) return { balance };
  if (balance < 0) throw pointsRefused(MSG.pointsNegativeBalance);
  // what is spendable = balance - the open lots due at `now` (shownBalance), and expireUserLots(now) has just closed
  // every one of those under the user lock: what is spendable is the balance itself
  if (balance < input.points) throw pointsRefused(MSG.pointsInsufficient);

  const reason = input.reason ?? `Redención #${input.applyForId}`;
  const { parts, left } = await takeFromLots(trx, input.usersId, input.points, now);
  // the balance said yes but the lots say no: the data is inconsistent; roll everything back
  if (left > 0) throw new Error(`points: user ${input.usersId} has balance ${balance} but lots lack ${left} points (run check-points)`);
  await setRemainingMany(trx, parts);
  await insertAllocations(trx, input.applyForId, parts, now);
  const after = await appendLedgerRows(trx, parts.map((part) => ({
    usersId: input.usersId, kind: 'spend' as const, amount: -part.take, actorId: input.actorId, reason,
    refType: 'apply_for' as const, refId: input.applyForId, lotId: part.lotId, now,
  })));
  return { balance: after };
}

// --- adjustments (SPEC 2.6: an administrator changes a user's points) -------------------------

export interface AdjustPointsInput {
  usersId: number;
  /** signed change; 0 changes nothing (but the seen balance is still checked) */
  delta: number;
  /**
   * the balance the actor saw when deciding the change (the edit form's points_seen).
   * After the user's due lots expire, a balance that is not this one is refused with 409: the
   * adjustment would otherwise wipe out whatever moved the balance meanwhile.
   */
  seenBalance: number;
  actorId: number | null;
  reason: string;
  expiryMonths: number;
  now?: Date;
}

/**
 * Due lots expire first; then delta > 0: a new 'adjustment' lot (expiring expiryMonths from now);
 * delta < 0: 'adjustment' rows taking from the soonest-expiring lots, refused (409) beyond what the
 * user can spend. Each row records the balance expected before it (seen_balance).
 * Never an overwrite of users.points.
 */
export async function adjustPoints(trx: Trx, input: AdjustPointsInput): Promise<{ balance: number }> {
  const now = input.now ?? new Date();
  if (!Number.isInteger(input.delta)) throw new Error(`points: adjustment must be a whole number (${input.delta})`);
  if (!Number.isInteger(input.seenBalance)) throw new Error(`points: seenBalance must be a whole number (${input.seenBalance})`);
  const user = await lockUser(trx, input.usersId);
  const expired = await expireUserLots(trx, input.usersId, now);
  const balance = expired.balance ?? user.points;
  if (balance !== input.seenBalance) throw pointsStale(POINTS_MSG.stale);
  if (input.delta === 0) return { balance };
  if (input.delta > 0) {
    const credited = await creditLot(trx, {
      usersId: input.usersId, source: 'adjustment', points: input.delta, earnedAt: now, expiryMonths: input.expiryMonths,
      actorId: input.actorId, reason: input.reason, seenBalance: input.seenBalance, now,
    });
    return { balance: credited.balance };
  }
  const take = -input.delta;
  // spendable = max(0, balance - lots due at `now`), and expireUserLots(now) has just closed those
  if (Math.max(0, balance) < take) throw pointsRefused(MSG.pointsAdjustTooLarge);
  const { parts, left } = await takeFromLots(trx, input.usersId, take, now);
  if (left > 0) throw new Error(`points: user ${input.usersId} lots lack ${left} points for an adjustment (run check-points)`);
  await setRemainingMany(trx, parts);
  // one row per lot; each expects the balance the previous rows left
  let seen = input.seenBalance;
  const rows = parts.map((part) => {
    const row = {
      usersId: input.usersId, kind: 'adjustment' as const, amount: -part.take, actorId: input.actorId, reason: input.reason,
      refType: 'lot' as const, refId: part.lotId, lotId: part.lotId, seenBalance: seen, now,
    };
    seen -= part.take;
    return row;
  });
  return { balance: await appendLedgerRows(trx, rows) };
}
