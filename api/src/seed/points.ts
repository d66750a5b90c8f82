// The seed's only way to move points: a lot plus a ledger row, and users.points recomputed from
// the ledger, so the demo data honours ARCHITECTURE "Points" (balance = sum of ledger) exactly.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addMonths } from '../db/time';

async function ledgerBalance(db: Kysely<Database>, usersId: number): Promise<number> {
  const row = await db.selectFrom('points_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('users_id', '=', usersId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function appendLedger(db: Kysely<Database>, entry: {
  usersId: number; kind: 'adjustment' | 'spend'; amount: number; reason: string;
  refType: 'lot' | 'apply_for'; refId: number; lotId: number; at: string;
}): Promise<number> {
  const balance = (await ledgerBalance(db, entry.usersId)) + entry.amount;
  await db.insertInto('points_ledger').values({
    users_id: entry.usersId,
    kind: entry.kind,
    amount: entry.amount,
    balance_after: balance,
    actor_id: null,
    reason: entry.reason,
    ref_type: entry.refType,
    ref_id: entry.refId,
    lot_id: entry.lotId,
    created_at: entry.at,
  }).execute();
  await db.updateTable('users').set({ points: balance }).where('id', '=', entry.usersId).execute();
  return balance;
}

/** An 'adjustment' lot credited to the user, valid for lifetimeMonths. Returns the lot id. */
export async function grantLot(db: Kysely<Database>, usersId: number, points: number, reason: string,
  now: Date, lifetimeMonths: number): Promise<number> {
  const at = now.toISOString();
  const lot = await db.insertInto('point_lots').values({
    users_id: usersId,
    source: 'adjustment',
    invoice_id: null,
    points,
    remaining: points,
    earned_at: at,
    expires_at: addMonths(now, lifetimeMonths),
    created_at: at,
    closed_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  await appendLedger(db, { usersId, kind: 'adjustment', amount: points, reason, refType: 'lot', refId: lot.id, lotId: lot.id, at });
  return lot.id;
}

/**
 * Takes `points` for a redemption from the user's open lots, soonest expiry first then oldest
 * (ARCHITECTURE "Points"), recording an allocation and a 'spend' ledger row per lot touched.
 */
export async function spendForRedemption(db: Kysely<Database>, usersId: number, applyForId: number,
  points: number, reason: string, at: string): Promise<void> {
  const lots = await db.selectFrom('point_lots').select(['id', 'remaining'])
    .where('users_id', '=', usersId).where('remaining', '>', 0).where('closed_at', 'is', null)
    .orderBy('expires_at').orderBy('earned_at').orderBy('id')
    .execute();
  let left = points;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    await db.updateTable('point_lots').set({ remaining: lot.remaining - take }).where('id', '=', lot.id).execute();
    await db.insertInto('lot_allocations').values({ apply_for_id: applyForId, lot_id: lot.id, points: take, created_at: at, refunded_at: null }).execute();
    await appendLedger(db, { usersId, kind: 'spend', amount: -take, reason, refType: 'apply_for', refId: applyForId, lotId: lot.id, at });
    left -= take;
  }
  if (left > 0) throw new Error(`seed: user ${usersId} lacks ${left} points for redemption ${applyForId}`);
}
