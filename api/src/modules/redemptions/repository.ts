// Redemption requests (apply_for) with product, user, branch and city names, and the points facts
// the approver needs. Each query takes `db` (or a transaction) first.
import { sql } from 'kysely';
import { INVOICE_STATE } from '@portal/contract';
import type { DB } from '../../db/schema';
import { dueLotsByUser, shownPoints } from '../../points';

/** `user_points` is the user's shown balance at `now` (issue 6: lots already due left out) */
function applyForQuery(db: DB, now: Date) {
  return db
    .selectFrom('apply_for as a')
    .leftJoin('products as p', 'p.id', 'a.product_id')
    .leftJoin('users as u', 'u.id', 'a.users_id')
    .leftJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .leftJoin('cities as c', 'c.id', 's.cities_id')
    .leftJoin(dueLotsByUser(db, now).as('due'), 'due.users_id', 'a.users_id')
    .select([
      'a.id', 'a.product_id', 'a.users_id', 'a.points', 'a.created_at', 'a.state', 'a.comment', 'a.buyer_comment', 'a.purchase_date',
      'p.name as product_name',
      'u.name as user_name', 'u.identification_number',
      's.id as subsidiary_id', 's.name as subsidiary_name',
      'c.id as city_id', 'c.name as city_name',
    ])
    .select(shownPoints('u.points').as('user_points'));
}

export type ApplyForJoinRow = Awaited<ReturnType<ReturnType<typeof applyForQuery>['execute']>>[number];

/** SPEC 2.10: newest first. `usersId` limits the list to one user's own requests. */
export function listApplyForRows(db: DB, now: Date, options: { usersId?: number } = {}): Promise<ApplyForJoinRow[]> {
  let query = applyForQuery(db, now).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc');
  if (options.usersId !== undefined) query = query.where('a.users_id', '=', options.usersId);
  return query.execute();
}

export function findApplyForRow(db: DB, id: number, now: Date): Promise<ApplyForJoinRow | undefined> {
  return applyForQuery(db, now).where('a.id', '=', id).executeTakeFirst();
}

/**
 * issue 6: the points this request still holds (allocations not refunded) on lots of invoices
 * nobody has reviewed yet (state 'Creada'). SPEC credits an invoice at creation; the approver sees
 * how much of the request rests on invoices that may still be rejected.
 */
export async function pointsFromUnreviewedInvoices(db: DB, applyForId: number): Promise<number> {
  const row = await db
    .selectFrom('lot_allocations as x')
    .innerJoin('point_lots as l', 'l.id', 'x.lot_id')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .select(sql<number>`coalesce(sum(x.points), 0)`.as('total'))
    .where('x.apply_for_id', '=', applyForId)
    .where('x.refunded_at', 'is', null)
    .where('i.state', '=', INVOICE_STATE.CREATED)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function userExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export function findProduct(db: DB, id: number) {
  return db.selectFrom('products').select(['id', 'name', 'points', 'state']).where('id', '=', id).executeTakeFirst();
}
