// Debt: when an invoice is rejected after part of its lot was redeemed, those redeemed points were
// never really earned. The redemptions keep their allocations on the rejected (reversed) lot, and
// those allocations are the user's debt: the balance is below zero by exactly their sum.
//
// A debt is paid from the user's other lots as soon as there are any: at the rejection itself and
// after every later credit or refund (settleDebt). Paying moves the allocation from the reversed lot
// to the paying lot, so a later rejection of that redemption gives the points back to the lot that
// really paid them, with that lot's expiry. Identity kept at every step, per user:
//   users.points = sum(remaining of open lots) - sum(allocations still held on reversed lots)
import { sql } from 'kysely';
import { nowIso } from '../db/time';
import type { DB, PointLotRow, Trx } from '../db/schema';
import { insertAllocation, openLots, setRemaining } from './lot-helpers';

export interface HeldAllocation { id: number; apply_for_id: number; lot_id: number; points: number }

/** allocations still held (not refunded) on the user's reversed lots, oldest first */
export function debtAllocations(trx: DB, usersId: number): Promise<HeldAllocation[]> {
  return trx
    .selectFrom('lot_allocations as a')
    .innerJoin('point_lots as l', 'l.id', 'a.lot_id')
    .select(['a.id', 'a.apply_for_id', 'a.lot_id', 'a.points'])
    .where('l.users_id', '=', usersId)
    .where('a.refunded_at', 'is', null)
    .where('l.closed_at', 'is not', null)
    .where('l.source', '=', 'invoice')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('points_ledger as p')
          .select(sql`1`.as('one'))
          .where('p.kind', '=', 'reversal')
          .where('p.ref_type', '=', 'invoice')
          .whereRef('p.ref_id', '=', 'l.invoice_id'),
      ),
    )
    .orderBy('a.id')
    .execute();
}

/**
 * Moves what it can of `alloc` onto `targets` (open lots, in spending order; their `remaining` is
 * kept up to date in memory). The old allocation is marked refunded_at (no longer held on its
 * lot) and whatever could not move stays on the old lot as a new allocation. `onTake` runs per
 * part moved (the rejection writes a 'reversal' row there). Returns the points moved.
 */
export async function moveAllocation(
  trx: Trx,
  alloc: HeldAllocation,
  targets: Pick<PointLotRow, 'id' | 'remaining'>[],
  now: Date,
  onTake?: (lotId: number, points: number) => Promise<void>,
): Promise<number> {
  let left = alloc.points;
  for (const lot of targets) {
    if (left === 0) break;
    if (lot.remaining === 0 || lot.id === alloc.lot_id) continue;
    const take = Math.min(left, lot.remaining);
    lot.remaining -= take;
    await setRemaining(trx, lot.id, lot.remaining);
    await insertAllocation(trx, alloc.apply_for_id, lot.id, take, now);
    if (onTake) await onTake(lot.id, take);
    left -= take;
  }
  const moved = alloc.points - left;
  if (moved === 0) return 0;
  await trx.updateTable('lot_allocations').set({ refunded_at: nowIso(now) }).where('id', '=', alloc.id).execute();
  if (left > 0) await insertAllocation(trx, alloc.apply_for_id, alloc.lot_id, left, now);
  return moved;
}

/**
 * Pays the user's debt from their open, unexpired lots. No ledger row: the debt is already in the
 * balance; only which lot holds the redeemed points changes. The caller holds the user lock.
 */
export async function settleDebt(trx: Trx, usersId: number, now: Date): Promise<number> {
  const debts = await debtAllocations(trx, usersId);
  if (debts.length === 0) return 0;
  const targets = await openLots(trx, usersId, { unexpiredAt: now });
  let paid = 0;
  for (const debt of debts) {
    if (!targets.some((l) => l.remaining > 0)) break;
    paid += await moveAllocation(trx, debt, targets, now);
  }
  return paid;
}
