// Queries and steps the engine's files share: open lots in spending order, allocations, the
// reversed-lot mark, and closing a user's due lots (one 'expiry' row per lot).
import { sql } from 'kysely';
import { chunked } from '../db/chunks';
import { nowIso } from '../db/time';
import { isPostgres } from '../db/dialect';
import type { DB, PointLotRow, Trx } from '../db/schema';
import { appendLedgerRows, type LedgerEntry } from './ledger';

/**
 * Open lots of a user that can still give points (remaining > 0, not closed), in spending order:
 * soonest expiry, then oldest, then id. `unexpiredAt` leaves out lots already due at that instant
 * (the sweep may not have closed them yet: they are never spent). `limit`: only the first ones.
 * The conditions on closed_at and remaining are literals so SQLite uses point_lots_spendable_idx.
 */
export function openLots(trx: DB, usersId: number, opts: { unexpiredAt?: Date; exceptLotId?: number; limit?: number } = {}) {
  let query = trx
    .selectFrom('point_lots')
    .selectAll()
    .where('users_id', '=', usersId)
    .where('closed_at', 'is', null)
    .where('remaining', '>', sql.lit(0));
  if (opts.unexpiredAt) query = query.where('expires_at', '>', nowIso(opts.unexpiredAt));
  if (opts.exceptLotId !== undefined) query = query.where('id', '<>', opts.exceptLotId);
  query = query.orderBy('expires_at').orderBy('earned_at').orderBy('id');
  return (opts.limit === undefined ? query : query.limit(opts.limit)).execute();
}

/** lots read first by takeFromLots; a spend that needs more reads them all */
const FIRST_LOTS = 8;

export interface LotPart {
  lotId: number;
  /** points taken from the lot */
  take: number;
  /** what the lot keeps */
  remaining: number;
}

/**
 * What `points` takes from the user's open, unexpired lots in spending order (nothing is written):
 * one part per lot, and `left` > 0 when the lots do not cover it. Reads only the first few lots
 * (a spend rarely needs more), and all of them only when those do not cover it.
 * The caller holds the user lock.
 */
export async function takeFromLots(trx: Trx, usersId: number, points: number, now: Date): Promise<{ parts: LotPart[]; left: number }> {
  let lots = await openLots(trx, usersId, { unexpiredAt: now, limit: FIRST_LOTS });
  if (lots.length === FIRST_LOTS && lots.reduce((sum, lot) => sum + lot.remaining, 0) < points) {
    lots = await openLots(trx, usersId, { unexpiredAt: now });
  }
  const parts: LotPart[] = [];
  let left = points;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    parts.push({ lotId: lot.id, take, remaining: lot.remaining - take });
    left -= take;
  }
  return { parts, left };
}

export async function setRemaining(trx: Trx, lotId: number, remaining: number): Promise<void> {
  await trx.updateTable('point_lots').set({ remaining }).where('id', '=', lotId).execute();
}

/** ids per statement of the batched writes below (a CASE per id makes each statement long) */
const IDS_PER_STATEMENT = 200;

/** sets each part's lot to its `remaining`: one UPDATE (a CASE on the id) however many lots */
export async function setRemainingMany(trx: Trx, parts: readonly Pick<LotPart, 'lotId' | 'remaining'>[]): Promise<void> {
  if (parts.length === 1) return setRemaining(trx, parts[0].lotId, parts[0].remaining);
  // bigint on PostgreSQL (points columns are 64-bit there)
  const type = sql.raw(isPostgres(trx) ? 'bigint' : 'integer');
  for (const chunk of chunked(parts, IDS_PER_STATEMENT)) {
    const value = sql<number>`case ${sql.join(chunk.map((p) => sql`when id = ${p.lotId} then cast(${p.remaining} as ${type})`), sql` `)} end`;
    await trx
      .updateTable('point_lots')
      .set({ remaining: value })
      .where('id', 'in', chunk.map((p) => p.lotId))
      .execute();
  }
}

export async function insertAllocation(trx: Trx, applyForId: number, lotId: number, points: number, now: Date): Promise<void> {
  await insertAllocations(trx, applyForId, [{ lotId, take: points }], now);
}

/** one lot_allocations row per part, in one INSERT */
export async function insertAllocations(trx: Trx, applyForId: number, parts: readonly Pick<LotPart, 'lotId' | 'take'>[], now: Date): Promise<void> {
  const createdAt = nowIso(now);
  for (const chunk of chunked(parts, IDS_PER_STATEMENT)) {
    await trx
      .insertInto('lot_allocations')
      .values(chunk.map((p) => ({ apply_for_id: applyForId, lot_id: p.lotId, points: p.take, created_at: createdAt, refunded_at: null })))
      .execute();
  }
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
 * Nothing due (the usual case) costs one indexed read; otherwise the rows and the closes are
 * batched. `balance` is the balance after the expiry rows, null when none was written.
 */
export async function expireUserLots(trx: Trx, usersId: number, now: Date): Promise<{ lots: number; points: number; balance: number | null }> {
  const due = await trx
    .selectFrom('point_lots')
    .select(['id', 'remaining', 'expires_at'])
    .where('users_id', '=', usersId)
    .where('closed_at', 'is', null)
    .where('expires_at', '<=', nowIso(now))
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
  if (due.length === 0) return { lots: 0, points: 0, balance: null };
  const rows: LedgerEntry[] = due
    .filter((lot) => lot.remaining > 0)
    .map((lot) => ({
      usersId, kind: 'expiry', amount: -lot.remaining, actorId: null,
      reason: `Vencimiento de puntos (lote ${lot.id}, vence ${lot.expires_at.slice(0, 10)})`,
      refType: 'lot', refId: lot.id, lotId: lot.id, now,
    }));
  const balance = rows.length > 0 ? await appendLedgerRows(trx, rows) : null;
  for (const chunk of chunked(due, IDS_PER_STATEMENT)) {
    await trx.updateTable('point_lots').set({ remaining: 0, closed_at: nowIso(now) }).where('id', 'in', chunk.map((lot) => lot.id)).execute();
  }
  return { lots: rows.length, points: -rows.reduce((sum, row) => sum + row.amount, 0), balance };
}
