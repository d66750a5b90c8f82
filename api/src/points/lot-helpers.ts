// Queries and steps the engine's files share: open lots in spending order, allocations, the
// reversed-lot mark, and closing a user's due lots (one 'expiry' row per lot).
import { sql } from 'kysely';
import { nowIso } from '../db/time';
import type { DB, PointLotRow } from '../db/schema';
import { appendLedger } from './ledger';

/**
 * Open lots of a user that can still give points (remaining > 0, not closed), in spending order:
 * soonest expiry, then oldest, then id. `unexpiredAt` leaves out lots already due at that instant
 * (the sweep may not have closed them yet: they are never spent).
 */
export function openLots(trx: DB, usersId: number, opts: { unexpiredAt?: Date; exceptLotId?: number } = {}) {
  let query = trx
    .selectFrom('point_lots')
    .selectAll()
    .where('users_id', '=', usersId)
    .where('closed_at', 'is', null)
    .where('remaining', '>', 0);
  if (opts.unexpiredAt) query = query.where('expires_at', '>', nowIso(opts.unexpiredAt));
  if (opts.exceptLotId !== undefined) query = query.where('id', '<>', opts.exceptLotId);
  return query.orderBy('expires_at').orderBy('earned_at').orderBy('id').execute();
}

export async function setRemaining(trx: DB, lotId: number, remaining: number): Promise<void> {
  await trx.updateTable('point_lots').set({ remaining }).where('id', '=', lotId).execute();
}

export async function insertAllocation(trx: DB, applyForId: number, lotId: number, points: number, now: Date): Promise<void> {
  await trx
    .insertInto('lot_allocations')
    .values({ apply_for_id: applyForId, lot_id: lotId, points, created_at: nowIso(now), refunded_at: null })
    .execute();
}

/**
 * A lot closed by the rejection of its invoice (as opposed to closed by expiry). Its allocations
 * still held by redemptions are the user's debt. The mark is the invoice's 'reversal' ledger rows.
 */
export async function isReversedLot(trx: DB, lot: Pick<PointLotRow, 'source' | 'invoice_id' | 'closed_at'>): Promise<boolean> {
  if (lot.source !== 'invoice' || lot.invoice_id === null || lot.closed_at === null) return false;
  const row = await trx
    .selectFrom('points_ledger')
    .select('id')
    .where('kind', '=', 'reversal')
    .where('ref_type', '=', 'invoice')
    .where('ref_id', '=', lot.invoice_id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** sum of the remaining points of the user's open lots already due (not yet swept) */
export async function dueOpenPoints(db: DB, usersId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('point_lots')
    .select(sql<number>`coalesce(sum(remaining), 0)`.as('total'))
    .where('users_id', '=', usersId)
    .where('closed_at', 'is', null)
    .where('expires_at', '<=', nowIso(now))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Closes the user's lots that are due at `now`: one 'expiry' row per lot with points left (a lot
 * with nothing left closes without a row: a ledger amount is never 0). The caller holds the user lock.
 */
export async function expireUserLots(trx: DB, usersId: number, now: Date): Promise<{ lots: number; points: number }> {
  const due = await trx
    .selectFrom('point_lots')
    .select(['id', 'remaining', 'expires_at'])
    .where('users_id', '=', usersId)
    .where('closed_at', 'is', null)
    .where('expires_at', '<=', nowIso(now))
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
  let lots = 0;
  let points = 0;
  for (const lot of due) {
    if (lot.remaining > 0) {
      await appendLedger(trx, {
        usersId, kind: 'expiry', amount: -lot.remaining, actorId: null,
        reason: `Vencimiento de puntos (lote ${lot.id}, vence ${lot.expires_at.slice(0, 10)})`,
        refType: 'lot', refId: lot.id, lotId: lot.id, now,
      });
      lots += 1;
      points += lot.remaining;
    }
    await trx.updateTable('point_lots').set({ remaining: 0, closed_at: nowIso(now) }).where('id', '=', lot.id).execute();
  }
  return { lots, points };
}
