// Giving points back and taking them back: a rejected redemption returns its points to the same
// lots with their original expiry; a rejected invoice reverses what its lot still counts
// (ARCHITECTURE "Points"; docs/archive/2026-11-21-team-brief-points.md).
import { nowIso } from '../db/time';
import type { DB, Trx } from '../db/schema';
import { MSG } from '../messages';
import { pointsNotFound } from './errors';
import { moveAllocation, settleDebt, type HeldAllocation } from './debt';
import { appendLedger, balanceOf, lockUser } from './ledger';
import { isReversedLot, openLots } from './lot-helpers';

function heldAllocations(trx: DB, where: { applyForId?: number; lotId?: number }): Promise<HeldAllocation[]> {
  let query = trx.selectFrom('lot_allocations').select(['id', 'apply_for_id', 'lot_id', 'points']).where('refunded_at', 'is', null);
  if (where.applyForId !== undefined) query = query.where('apply_for_id', '=', where.applyForId);
  if (where.lotId !== undefined) query = query.where('lot_id', '=', where.lotId);
  return query.orderBy('id').execute();
}

/**
 * Rejection of an invoice: it reverses what is left of the lot and (the lead's rule) also what
 * was already redeemed from it. Writes:
 * - 'reversal' of the lot's remaining (lot_id = the lot), and the lot is closed;
 * - for the points already redeemed from it (allocations not refunded), a 'reversal' per lot that
 *   pays them now (the user's other open lots, soonest expiry first), the allocation moving there;
 * - what no other lot can pay: a 'reversal' on the rejected lot itself. That is the debt: the
 *   balance goes below zero and the user cannot redeem until later credits pay it (settleDebt).
 * A second call, or an invoice without a lot (0 points), reverses nothing.
 */
export async function reverseInvoiceLot(trx: Trx, input: { invoiceId: number; actorId: number | null; reason: string; now?: Date }): Promise<{ reversed: number; balance: number }> {
  const now = input.now ?? new Date();
  const found = await trx.selectFrom('point_lots').select(['id', 'users_id']).where('invoice_id', '=', input.invoiceId).executeTakeFirst();
  if (!found) {
    const invoice = await trx.selectFrom('invoices').select('users_id').where('id', '=', input.invoiceId).executeTakeFirst();
    if (!invoice) throw new Error(`points: invoice ${input.invoiceId} does not exist`);
    return { reversed: 0, balance: (await lockUser(trx, invoice.users_id)).points };
  }
  const usersId = found.users_id;
  await lockUser(trx, usersId);
  const lot = await trx.selectFrom('point_lots').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
  if (await isReversedLot(trx, lot)) return { reversed: 0, balance: await balanceOf(trx, usersId) };

  const ref = { refType: 'invoice' as const, refId: input.invoiceId };
  let reversed = 0;
  if (lot.closed_at === null) {
    if (lot.remaining > 0) {
      await appendLedger(trx, { usersId, kind: 'reversal', amount: -lot.remaining, actorId: input.actorId, reason: input.reason, ...ref, lotId: lot.id, now });
      reversed += lot.remaining;
    }
    await trx.updateTable('point_lots').set({ remaining: 0, closed_at: nowIso(now) }).where('id', '=', lot.id).execute();
  }

  const debtReason = `${input.reason} (puntos ya redimidos de esta factura)`;
  const targets = await openLots(trx, usersId, { unexpiredAt: now, exceptLotId: lot.id });
  for (const alloc of await heldAllocations(trx, { lotId: lot.id })) {
    const moved = await moveAllocation(trx, alloc, targets, now, async (lotId, points) => {
      await appendLedger(trx, { usersId, kind: 'reversal', amount: -points, actorId: input.actorId, reason: debtReason, ...ref, lotId, now });
    });
    const owed = alloc.points - moved;
    if (owed > 0) {
      await appendLedger(trx, { usersId, kind: 'reversal', amount: -owed, actorId: input.actorId, reason: debtReason, ...ref, lotId: lot.id, now });
    }
    reversed += alloc.points;
  }
  return { reversed, balance: await balanceOf(trx, usersId) };
}

/**
 * Rejection of a redemption: each allocation it still holds goes back to its lot.
 * - open lot: remaining += points, one 'refund' row (the lot keeps its original expiry);
 * - lot closed by expiry: 'refund' then an equal 'expiry' (expired points do not come back);
 * - lot reversed with its invoice: 'refund' only — the reversal already charged these points as a
 *   debt, and the refund cancels that debt.
 * The caller changes the request's state. Returns the points the balance gained.
 */
export async function refundRedemption(trx: Trx, input: { applyForId: number; actorId: number | null; reason: string; now?: Date }): Promise<{ refunded: number; balance: number }> {
  const now = input.now ?? new Date();
  const request = await trx.selectFrom('apply_for').select('users_id').where('id', '=', input.applyForId).executeTakeFirst();
  if (!request) throw pointsNotFound(MSG.redemptionNotFound);
  const usersId = request.users_id;
  await lockUser(trx, usersId);

  let refunded = 0;
  for (const alloc of await heldAllocations(trx, { applyForId: input.applyForId })) {
    const lot = await trx.selectFrom('point_lots').selectAll().where('id', '=', alloc.lot_id).executeTakeFirstOrThrow();
    await trx.updateTable('lot_allocations').set({ refunded_at: nowIso(now) }).where('id', '=', alloc.id).execute();
    const row = { usersId, actorId: input.actorId, refType: 'apply_for' as const, refId: input.applyForId, lotId: lot.id, now };
    if (lot.closed_at === null) {
      await trx.updateTable('point_lots').set({ remaining: lot.remaining + alloc.points }).where('id', '=', lot.id).execute();
      await appendLedger(trx, { ...row, kind: 'refund', amount: alloc.points, reason: input.reason });
      refunded += alloc.points;
    } else if (await isReversedLot(trx, lot)) {
      await appendLedger(trx, { ...row, kind: 'refund', amount: alloc.points, reason: `${input.reason} (cancela la deuda de una factura rechazada)` });
      refunded += alloc.points;
    } else {
      await appendLedger(trx, { ...row, kind: 'refund', amount: alloc.points, reason: input.reason });
      await appendLedger(trx, {
        ...row, kind: 'expiry', amount: -alloc.points, actorId: null,
        reason: `Vencimiento: los puntos devueltos pertenecen al lote ${lot.id}, vencido el ${lot.expires_at.slice(0, 10)}`,
      });
    }
  }
  await settleDebt(trx, usersId, now);
  return { refunded, balance: await balanceOf(trx, usersId) };
}
