// The one writer of users.points and points_ledger (ARCHITECTURE "Points": a user's balance equals
// the sum of their ledger, always). Nothing outside api/src/points/ may import appendLedger.
import type { LedgerKind } from '@portal/contract';
import { nowIso } from '../db/time';
import { isPostgres } from '../db/dialect';
import type { DB, LedgerRefType, Trx } from '../db/schema';
import { MSG } from '../messages';
import { pointsNotFound } from './errors';

export interface LockedUser { id: number; points: number; profiles_id: number; state: number }

/**
 * Locks the user row for the rest of the transaction (SELECT ... FOR NO KEY UPDATE on PostgreSQL; SQLite's
 * IMMEDIATE transaction already excludes every other writer). Every engine step that moves points
 * takes this lock first, so the order of locks is always: request row (apply_for / invoice) ->
 * user -> lots, and two transactions can never deadlock on points.
 * Every engine step runs inside the caller's transaction: the `Trx` type says so, and a
 * bare handle does not type-check.
 */
export async function lockUser(trx: Trx, usersId: number): Promise<LockedUser> {
  const query = trx.selectFrom('users').select(['id', 'points', 'profiles_id', 'state']).where('id', '=', usersId);
  // FOR NO KEY UPDATE, not FOR UPDATE: it still makes every other points step on this user wait,
  // but not the FOR KEY SHARE that PostgreSQL takes on the user when a row referencing it is
  // inserted (apply_for, invoices, points_ledger). With FOR UPDATE, two requests that insert their
  // row before locking would deadlock.
  const row = await (isPostgres(trx) ? query.forNoKeyUpdate() : query).executeTakeFirst();
  if (!row) throw pointsNotFound(MSG.pointsUserNotFound);
  return { id: row.id, points: Number(row.points), profiles_id: row.profiles_id, state: row.state };
}

export interface LedgerEntry {
  usersId: number;
  kind: LedgerKind;
  /** signed, never 0 */
  amount: number;
  actorId: number | null;
  reason: string;
  refType: LedgerRefType;
  refId: number;
  lotId: number | null;
  /**
   * 'adjustment' rows (required there): the balance the actor expected before THIS row.
   * check-points names a row where it differs from balance_after - amount.
   */
  seenBalance?: number;
  now: Date;
}

const SIGN: Record<LedgerKind, 1 | -1 | 0> = { earn: 1, spend: -1, refund: 1, reversal: -1, expiry: -1, adjustment: 0 };

/** rows per INSERT: far below SQLite's and PostgreSQL's limits on bound parameters (10 per row) */
export const ROWS_PER_STATEMENT = 500;

function checkEntry(entry: LedgerEntry): void {
  if (!Number.isInteger(entry.amount) || entry.amount === 0) throw new Error(`points: ledger amount must be a non-zero integer (${entry.amount})`);
  const sign = SIGN[entry.kind];
  if (sign !== 0 && Math.sign(entry.amount) !== sign) throw new Error(`points: a '${entry.kind}' row cannot have amount ${entry.amount}`);
  if (entry.kind === 'adjustment' && !Number.isInteger(entry.seenBalance)) throw new Error('points: an adjustment row needs the balance its actor saw (seenBalance)');
}

/**
 * Appends one ledger row and moves users.points by the same amount, returning the new balance.
 * The UPDATE ... SET points = points + amount takes the row lock on PostgreSQL even when the caller
 * forgot lockUser, so balance_after is always the running sum.
 */
export async function appendLedger(trx: Trx, entry: LedgerEntry): Promise<number> {
  return appendLedgerRows(trx, [entry]);
}

/**
 * Appends several rows of ONE user in this order, with two statements whatever their number: one
 * UPDATE users SET points = points + (their sum) ... RETURNING points, then one INSERT of the rows,
 * each with balance_after = the running sum (the balance before them is the new balance less their
 * sum; the UPDATE holds the user's row until commit, so nobody writes in between). Returns the
 * balance after the last row. Each row is checked as appendLedger checks it.
 */
export async function appendLedgerRows(trx: Trx, entries: readonly LedgerEntry[]): Promise<number> {
  if (entries.length === 0) throw new Error('points: appendLedgerRows needs at least one row');
  const usersId = entries[0].usersId;
  let total = 0;
  for (const entry of entries) {
    if (entry.usersId !== usersId) throw new Error(`points: one appendLedgerRows call is for one user (${usersId}, ${entry.usersId})`);
    checkEntry(entry);
    total += entry.amount;
  }
  const updated = await trx
    .updateTable('users')
    .set((eb) => ({ points: eb('points', '+', total) }))
    .where('id', '=', usersId)
    .returning('points')
    .executeTakeFirst();
  if (!updated) throw pointsNotFound(MSG.pointsUserNotFound);
  const balance = Number(updated.points);
  let running = balance - total;
  const rows = entries.map((entry) => {
    running += entry.amount;
    return {
      users_id: entry.usersId,
      kind: entry.kind,
      amount: entry.amount,
      balance_after: running,
      seen_balance: entry.kind === 'adjustment' ? entry.seenBalance! : null,
      actor_id: entry.actorId,
      reason: entry.reason,
      ref_type: entry.refType,
      ref_id: entry.refId,
      lot_id: entry.lotId,
      created_at: nowIso(entry.now),
    };
  });
  // one statement per chunk, in order: ids (and so the per-user running sum) follow the entries
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await trx.insertInto('points_ledger').values(rows.slice(i, i + ROWS_PER_STATEMENT)).execute();
  }
  return balance;
}

/** the cached balance (users.points), read inside the caller's transaction */
export async function balanceOf(trx: DB, usersId: number): Promise<number> {
  const row = await trx.selectFrom('users').select('points').where('id', '=', usersId).executeTakeFirst();
  if (!row) throw pointsNotFound(MSG.pointsUserNotFound);
  return Number(row.points);
}
