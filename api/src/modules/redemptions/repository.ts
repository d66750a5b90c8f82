// Redemption requests (apply_for) with product, user, branch and city names, and the points facts
// the approver needs; the writes of a request and its reviews. Each query takes `db` (or a
// transaction) first.
import { sql, type Insertable, type SelectQueryBuilder, type Updateable } from 'kysely';
import { INVOICE_STATE, PROFILE, USER_STATE, type ListPage, type ListQuery, type RedemptionState } from '@portal/contract';
import { inChunks } from '../../db/chunks';
import { updateInState } from '../../db/review-state';
import type { ApplyForTable, DB, Trx } from '../../db/schema';
import { listAll, listPageByIds, type ListSpec } from '../../http/list';
import { dueLotsByUser, shownPoints } from '../../points';

/**
 * `user_points` is the user's shown balance at `now` (lots already due left out). `ids`
 * reads those requests only, and sums the due lots of their users only.
 */
function applyForQuery(db: DB, now: Date, ids?: readonly number[]) {
  let due = dueLotsByUser(db, now);
  if (ids) due = due.where('users_id', 'in', db.selectFrom('apply_for').select('users_id').where('id', 'in', ids));
  const query = db
    .selectFrom('apply_for as a')
    .leftJoin('products as p', 'p.id', 'a.product_id')
    .leftJoin('users as u', 'u.id', 'a.users_id')
    .leftJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .leftJoin('cities as c', 'c.id', 's.cities_id')
    .leftJoin('cities as dc', 'dc.id', 'a.delivery_city_id')
    .leftJoin(due.as('due'), 'due.users_id', 'a.users_id')
    .select([
      'a.id', 'a.product_id', 'a.users_id', 'a.points', 'a.created_at', 'a.state', 'a.comment', 'a.buyer_comment', 'a.purchase_date',
      'a.due_date', 'a.delivery_method', 'a.delivery_address', 'a.delivery_city_id', 'a.recipient', 'a.carrier', 'a.guide_number', 'a.tracking_url',
      'a.dispatch_date', 'a.delivery_date', 'a.proof_image', 'a.received_at', 'a.claim_comment', 'a.claim_at', 'a.delivery_comment',
      'dc.name as delivery_city_name',
      'p.name as product_name',
      'u.name as user_name', 'u.identification_number',
      's.id as subsidiary_id', 's.name as subsidiary_name',
      'c.id as city_id', 'c.name as city_name',
    ])
    .select(shownPoints('u.points').as('user_points'));
  return ids ? query.where('a.id', 'in', ids) : query;
}

export type ApplyForJoinRow = Awaited<ReturnType<ReturnType<typeof applyForQuery>['execute']>>[number];

/**
 * REDEMPTION_SORT ('Lista de Redenciones'): by creation (the default, newest first: the
 * plain answer's order), id, product or participant name, identification number, points, state,
 * the participant's city or branch name (a user without a branch has neither). `q` looks in the
 * product's and the participant's names by their stored keys (migrations 20260111T000000-list-keys,
 * 20260113T000000-people-list-keys) and in the identification number as stored (digits).
 */
const LIST: ListSpec = {
  sortable: {
    created: { column: 'a.created_at' },
    id: { column: 'a.id' },
    product: { column: 'p.name', text: true },
    user: { column: 'u.name', text: true },
    document: { column: 'u.identification_number' },
    points: { column: 'a.points' },
    state: { column: 'a.state' },
    city: { column: 'c.name', text: true, nullable: true },
    subsidiary: { column: 's.name', text: true, nullable: true },
  },
  searchable: ['p.name', 'u.name'],
  searchableAsIs: ['u.identification_number'],
  defaultSort: '-created',
  idColumn: 'a.id',
};

/** Which requests: `usersId` one user's (a participant's own, whatever else is asked); `state` the list's filter. */
export interface ApplyForFilter {
  usersId?: number;
  state?: RedemptionState;
}

/** `query` (a select over `apply_for as a`) narrowed to the filter */
function filtered<Q extends SelectQueryBuilder<any, any, any>>(query: Q, filter: ApplyForFilter): Q {
  let out: SelectQueryBuilder<any, any, any> = query;
  if (filter.usersId !== undefined) out = out.where('a.users_id', '=', filter.usersId);
  if (filter.state !== undefined) out = out.where('a.state', '=', filter.state);
  return out as Q;
}

/** SPEC 2.10: newest first, every request of the filter. */
export function listApplyForRows(db: DB, now: Date, filter: ApplyForFilter = {}): Promise<ApplyForJoinRow[]> {
  return listAll(filtered(applyForQuery(db, now), filter), LIST);
}

/**
 * The list contract's page of requests: the ids of the filter's requests, joined only to what `q`
 * and the sort read (product and user: inner joins, every request has both), are searched, sorted,
 * paged and counted, so the first page and its count read the apply_for indexes alone (migration
 * 20260115T000000-slides-redemptions-lists); then the page's rows with every name and the balance.
 */
export function pageApplyForRows(db: DB, now: Date, params: ListQuery, filter: ApplyForFilter): Promise<ListPage<ApplyForJoinRow>> {
  const sort = (params.sort ?? LIST.defaultSort).replace(/^-/, '');
  const search = Boolean(params.q?.trim());
  const branch = sort === 'subsidiary' || sort === 'city';
  let ids: SelectQueryBuilder<any, any, { id: number }> = db.selectFrom('apply_for as a').select('a.id');
  if (search || sort === 'product') ids = ids.innerJoin('products as p', 'p.id', 'a.product_id');
  if (search || branch || sort === 'user' || sort === 'document') ids = ids.innerJoin('users as u', 'u.id', 'a.users_id');
  if (branch) ids = ids.leftJoin('subsidiaries as s', 's.id', 'u.subsidiary_id');
  if (sort === 'city') ids = ids.leftJoin('cities as c', 'c.id', 's.cities_id');
  return listPageByIds(filtered(ids, filter), params, LIST, (pageIds) => inChunks(pageIds, (chunk) => applyForQuery(db, now, chunk).execute()));
}

export function findApplyForRow(db: DB, id: number, now: Date): Promise<ApplyForJoinRow | undefined> {
  return applyForQuery(db, now, [id]).executeTakeFirst();
}

/**
 * the points this request still holds (allocations not refunded) on lots of invoices
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

// --- writes of a request and its reviews (service.ts holds their rules and their order) -----------

/** the new request's id */
export async function insertApplyFor(trx: Trx, values: Insertable<ApplyForTable>): Promise<number> {
  const row = await trx.insertInto('apply_for').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** `set` on the request only while it is still in `from` (db/review-state.ts): whether it changed */
export function updateApplyForInState(trx: Trx, id: number, from: RedemptionState, set: Updateable<ApplyForTable>): Promise<boolean> {
  return updateInState(trx, 'apply_for', id, from, set);
}

export function findApplyForState(db: DB, id: number) {
  return db.selectFrom('apply_for').select('state').where('id', '=', id).executeTakeFirst();
}

/** the participant of a request and the product's name, for the review's mail */
export function findReviewMailFacts(db: DB, id: number) {
  return db
    .selectFrom('apply_for')
    .innerJoin('users', 'users.id', 'apply_for.users_id')
    .innerJoin('products', 'products.id', 'apply_for.product_id')
    .select(['users.name as userName', 'users.email', 'products.name as product'])
    .where('apply_for.id', '=', id)
    .executeTakeFirstOrThrow();
}

// --- the prize's way to the participant (fulfilment.ts) -----------------------------------------

/** the request as stored, read before a fulfilment move decides whether it may be made */
export function findApplyForStored(db: DB, id: number) {
  return db.selectFrom('apply_for').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function cityExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('cities').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

// --- the alerts sweep (alerts.ts) ------------------------------------------------------------------

/**
 * The prizes still owed (`states`) due on or before `dueBy` whose alert `column` was never sent,
 * with what the staff's mail names.
 */
export function findUnalerted(db: DB, states: readonly RedemptionState[], dueBy: string, column: 'alert_soon_at' | 'alert_overdue_at') {
  return db
    .selectFrom('apply_for as a')
    .innerJoin('products as p', 'p.id', 'a.product_id')
    .innerJoin('users as u', 'u.id', 'a.users_id')
    .select(['a.id', 'a.state', 'a.due_date', 'a.alert_soon_at', 'a.alert_overdue_at', 'p.name as product', 'u.name as participant'])
    .where('a.state', 'in', states)
    .where('a.due_date', 'is not', null)
    .where('a.due_date', '<=', dueBy)
    .where(column === 'alert_soon_at' ? 'a.alert_soon_at' : 'a.alert_overdue_at', 'is', null)
    .orderBy('a.id')
    .execute();
}

/** marks the alerts of `set` as sent on one request, only while `column` is still unset: whether this call did */
export async function markAlerted(trx: Trx, id: number, column: 'alert_soon_at' | 'alert_overdue_at', set: Updateable<ApplyForTable>): Promise<boolean> {
  const result = await trx.updateTable('apply_for').set(set).where('id', '=', id).where(column, 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) !== 0;
}

/** who is told of a prize due soon or overdue: every active buyer (profile 5) and administrator (profile 1) */
export function findFulfilmentStaff(db: DB) {
  return db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('profiles_id', 'in', [PROFILE.BUYER, PROFILE.ADMIN])
    .where('state', '=', USER_STATE.ACTIVE)
    .orderBy('id')
    .execute();
}
