// Invoice queries: the reads (rows, lines, "points used" entries; mapper.ts shapes them), the
// lookups and writes the create flow makes (create.ts) and those of a review (review.ts).
import { sql, type Insertable, type SelectQueryBuilder, type Updateable } from 'kysely';
import { INVOICE_STATE, type InvoiceState, type ListQuery } from '@portal/contract';
import { inChunks } from '../../db/chunks';
import { isPostgres } from '../../db/dialect';
import { updateInState } from '../../db/review-state';
import type { DB, InvoiceReferencesTable, InvoicesTable, Trx } from '../../db/schema';
import { listAll, listPageByIds, type ListSpec } from '../../http/list';

/** an invoice row with its owner's and branch's names and its lot's remaining */
export function invoiceQuery(db: DB) {
  return db
    .selectFrom('invoices as i')
    .leftJoin('users as u', 'u.id', 'i.users_id')
    .leftJoin('subsidiaries as s', 's.id', 'i.subsidiary_id')
    .leftJoin('point_lots as l', 'l.invoice_id', 'i.id')
    .select([
      'i.id', 'i.number', 'i.price', 'i.sale_date', 'i.created_at', 'i.state', 'i.image', 'i.comment_rejected', 'i.users_id', 'i.subsidiary_id',
      'i.claim_of', 'u.name as user_name', 's.name as subsidiary_name', 'l.remaining as lot_remaining',
    ]);
}
export type InvoiceJoinRow = Awaited<ReturnType<ReturnType<typeof invoiceQuery>['executeTakeFirstOrThrow']>>;

/**
 * The one join of invoice lines (SPEC 3 invoice_references) with their tire, design and brand, for
 * every screen and report that shows them.
 */
export function invoiceLines(db: DB, invoiceIds: readonly number[]) {
  return inChunks(invoiceIds, (chunk) =>
    db
      .selectFrom('invoice_references as r')
      .leftJoin('tires as t', 't.id', 'r.tire_id')
      .leftJoin('designs as d', 'd.id', 't.design_id')
      .leftJoin('brands as b', 'b.id', 'd.brand_id')
      .select([
        'r.id', 'r.invoice_id', 'r.points', 'r.amount', 'r.tire_id', 't.name as tire_name', 't.tire_code',
        'd.id as design_id', 'd.name as design_name', 'b.id as brand_id', 'b.name as brand_name',
      ])
      .where('r.invoice_id', 'in', chunk)
      .orderBy('r.id')
      .execute(),
  );
}
export type InvoiceLineRow = Awaited<ReturnType<typeof invoiceLines>>[number];

/** the "points used" entries of these invoices: their lots' allocations not refunded */
export function usedEntries(db: DB, invoiceIds: readonly number[]) {
  return inChunks(invoiceIds, (chunk) =>
    db
      .selectFrom('lot_allocations as a')
      .innerJoin('point_lots as l', 'l.id', 'a.lot_id')
      .select(['a.id', 'a.points', 'l.invoice_id'])
      .where('l.invoice_id', 'in', chunk)
      .where('a.refunded_at', 'is', null)
      .orderBy('a.id')
      .execute(),
  );
}
export type UsedEntryRow = Awaited<ReturnType<typeof usedEntries>>[number];

/**
 * The other invoices of the same number at the same branch as each of these (a disputed
 * pair and its history), oldest first, with their participant: what an invoice's `dispute` and the
 * queue's 'number-claimed' warning are made of. Read from the (subsidiary_id, number, users_id) index.
 */
export async function numberSiblings(db: DB, invoiceIds: readonly number[]) {
  const rows = await inChunks(invoiceIds, (chunk) =>
    db
      .selectFrom('invoices as i')
      .innerJoin('invoices as o', (join) => join.onRef('o.subsidiary_id', '=', 'i.subsidiary_id').onRef('o.number', '=', 'i.number').onRef('o.id', '<>', 'i.id'))
      .leftJoin('users as u', 'u.id', 'o.users_id')
      .select(['i.id as invoice_id', 'o.id as other_id', 'o.number as other_number', 'o.state as other_state', 'o.users_id as other_users_id', 'u.name as other_user_name'])
      .where('i.id', 'in', chunk)
      .execute(),
  );
  // ordered here, not in SQL: an ORDER BY o.id made SQLite without statistics read the branch's
  // every invoice by the subsidiary index in id order (50 ms at 200,000 invoices, bench:queue)
  // instead of the few of the number through (subsidiary_id, number, users_id)
  return rows.sort((a, b) => a.invoice_id - b.invoice_id || a.other_id - b.other_id);
}
export type SiblingRow = Awaited<ReturnType<typeof numberSiblings>>[number];

/**
 * INVOICE_SORT (the administrator's 'Lista de Ventas'): by registration (the default,
 * newest first: the plain answer's order), sale date, number, price, participant or branch name,
 * state, id. `q` looks in the number and the participant's name by their stored keys, and in the
 * participant's identification number as stored (digits).
 */
export const INVOICE_LIST: ListSpec = {
  sortable: {
    created: { column: 'i.created_at' },
    date: { column: 'i.sale_date' },
    number: { column: 'i.number', text: true },
    price: { column: 'i.price' },
    user: { column: 'u.name', text: true },
    // an invoice of a deleted branch's past has none
    subsidiary: { column: 's.name', text: true, nullable: true },
    state: { column: 'i.state' },
    id: { column: 'i.id' },
  },
  searchable: ['i.number', 'u.name'],
  searchableAsIs: ['u.identification_number'],
  defaultSort: '-created',
  idColumn: 'i.id',
};

/**
 * Which invoices: `usersId` one user's (a participant's own, whatever else is asked), `id` one
 * invoice; `state`, `subsidiaryId` and the sale-date period `from`..`to` (both included,
 * YYYY-MM-DD) the list's filters.
 */
export interface InvoiceFilter {
  usersId?: number;
  id?: number;
  state?: InvoiceState;
  subsidiaryId?: number;
  from?: string;
  to?: string;
}

/** `query` (a select over `invoices as i`) narrowed to the filter */
export function filtered<Q extends SelectQueryBuilder<any, any, any>>(query: Q, filter: InvoiceFilter): Q {
  let out: SelectQueryBuilder<any, any, any> = query;
  if (filter.usersId !== undefined) out = out.where('i.users_id', '=', filter.usersId);
  if (filter.id !== undefined) out = out.where('i.id', '=', filter.id);
  if (filter.state !== undefined) out = out.where('i.state', '=', filter.state);
  if (filter.subsidiaryId !== undefined) out = out.where('i.subsidiary_id', '=', filter.subsidiaryId);
  if (filter.from !== undefined) out = out.where('i.sale_date', '>=', filter.from);
  if (filter.to !== undefined) out = out.where('i.sale_date', '<=', filter.to);
  return out as Q;
}

/** the invoices with their lines, "points used" entries and same-number siblings, loaded for these invoices only */
async function withDetails(db: DB, invoices: InvoiceJoinRow[]) {
  if (invoices.length === 0) return { invoices, lines: [], used: [], siblings: [] };
  const ids = invoices.map((i) => i.id);
  return { invoices, lines: await invoiceLines(db, ids), used: await usedEntries(db, ids), siblings: await numberSiblings(db, ids) };
}

/**
 * Invoices newest first (SPEC 2.11: by registration date), with their lines and "points used"
 * entries: every one of the filter (see InvoiceFilter).
 */
export async function findInvoiceRows(db: DB, filter: InvoiceFilter = {}) {
  return withDetails(db, await listAll(filtered(invoiceQuery(db), filter), INVOICE_LIST));
}

/**
 * The ids of the filter's invoices, joined only to what `q` and the sort read: the participant
 * (an inner join: every invoice has one) for `q` and the 'user' order, the branch for its order.
 * Their page and count then read the invoices' indexes alone (migration
 * 20260113T000000-people-list-keys) instead of joining every matching row first.
 */
function invoiceIds(db: DB, filter: InvoiceFilter, joins: { user: boolean; branch: boolean }) {
  let query: SelectQueryBuilder<any, any, { id: number }> = db.selectFrom('invoices as i').select('i.id');
  if (joins.user) query = query.innerJoin('users as u', 'u.id', 'i.users_id');
  if (joins.branch) query = query.leftJoin('subsidiaries as s', 's.id', 'i.subsidiary_id');
  return filtered(query, filter);
}

/**
 * The ids of a sale-date period's invoices, for the registration order on PostgreSQL. A sale is
 * registered soon after it happens, which PostgreSQL's estimates do not know: asked for the newest
 * ten of a period, it walks the (created_at, id) index back from today and skips every invoice
 * registered after the period (178,000 rows for a month ten months back: 115 ms at 200,000
 * invoices). The period is taken first (a materialized CTE, read from the (state,) sale_date,
 * created_at, id index alone), then sorted: 13 ms. SQLite already plans it that way, and the CTE
 * would cost it 3 ms more, so it keeps the plain query.
 */
function periodInvoiceIds(db: DB, filter: InvoiceFilter) {
  return db
    .with((cte) => cte('period').materialized(), (w) => filtered(w.selectFrom('invoices as i').select(['i.id', 'i.created_at']), filter))
    .selectFrom('period as i')
    .select('i.id');
}

/**
 * The list contract's page of invoices: the page's ids and the count first, then the
 * page's rows with their names, lines and "points used" entries, for those invoices only.
 */
export async function pageInvoiceRows(db: DB, params: ListQuery, filter: InvoiceFilter) {
  const sort = (params.sort ?? INVOICE_LIST.defaultSort).replace(/^-/, '');
  const search = Boolean(params.q?.trim());
  const period = filter.from !== undefined || filter.to !== undefined;
  const ids = period && sort === 'created' && !search && isPostgres(db)
    ? periodInvoiceIds(db, filter)
    : invoiceIds(db, filter, { user: search || sort === 'user', branch: sort === 'subsidiary' });
  let details: { lines: InvoiceLineRow[]; used: UsedEntryRow[]; siblings: SiblingRow[] } = { lines: [], used: [], siblings: [] };
  const page = await listPageByIds(ids, params, INVOICE_LIST, async (pageIds) => {
    // the rows and their details need only the ids: asked at once (PostgreSQL's pool answers them together)
    const [rows, lines, used, siblings] = await Promise.all([
      inChunks(pageIds, (chunk) => invoiceQuery(db).where('i.id', 'in', chunk).execute()), invoiceLines(db, pageIds), usedEntries(db, pageIds), numberSiblings(db, pageIds),
    ]);
    details = { lines, used, siblings };
    return rows;
  });
  return { invoices: page.rows, ...details, total: page.total };
}

export async function userExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

// --- lookups of the create flow ---------------------------------------------------------------

export function findSubsidiary(db: DB, id: number) {
  return db.selectFrom('subsidiaries').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** the participant's own invoice of this number at this branch (their duplicate: a 409) */
export function findOwnInvoiceByNumber(db: DB, subsidiaryId: number, number: string, usersId: number) {
  return db.selectFrom('invoices').select(['id', 'number']).where('subsidiary_id', '=', subsidiaryId).where('number', '=', number).where('users_id', '=', usersId).executeTakeFirst();
}

/** the first registration of this number at this branch (a later one by someone else is a claim of it) */
export function findOriginalByNumber(db: DB, subsidiaryId: number, number: string) {
  return db.selectFrom('invoices').select(['id', 'users_id']).where('subsidiary_id', '=', subsidiaryId).where('number', '=', number).where('claim_of', 'is', null).executeTakeFirst();
}

export function findInvoiceByImage(db: DB, sha256: string) {
  return db.selectFrom('invoices').select('id').where('image_sha256', '=', sha256).executeTakeFirst();
}

export function findInvoiceByRequestKey(db: DB, requestKey: string) {
  return db.selectFrom('invoices').select(['id', 'users_id', 'number', 'subsidiary_id', 'claim_of']).where('request_key', '=', requestKey).executeTakeFirst();
}

/** The catalogue rows a set of lines names: which brands, designs and tires exist, and how they hang together. */
export async function loadCatalogue(db: DB, ids: { brandIds: number[]; designIds: number[]; tireIds: number[] }) {
  const [brands, designs, tires] = await Promise.all([
    db.selectFrom('brands').select('id').where('id', 'in', ids.brandIds).execute(),
    db.selectFrom('designs').select(['id', 'brand_id']).where('id', 'in', ids.designIds).execute(),
    db.selectFrom('tires').select(['id', 'design_id']).where('id', 'in', ids.tireIds).execute(),
  ]);
  return {
    brands: new Set(brands.map((b) => b.id)),
    designs: new Map(designs.map((d) => [d.id, d.brand_id])),
    tires: new Map(tires.map((t) => [t.id, t.design_id])),
  };
}

/** tire id -> points_total for the profile (a tire without a row for the profile earns 0). */
export async function tirePoints(db: DB, tireIds: number[], profilesId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('tire_points')
    .select(['tire_id', 'points_total'])
    .where('tire_id', 'in', tireIds)
    .where('profiles_id', '=', profilesId)
    .execute();
  return new Map(rows.map((r) => [r.tire_id, r.points_total]));
}

/**
 * 'price-far': the price per tire (total / tires on the invoice) of the `limit` most recent
 * invoices not rejected with a line of this tire, read from invoice_references (tire_id, invoice_id).
 */
export async function recentUnitPrices(db: DB, tireId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('invoice_references as r')
    .innerJoin('invoices as i', 'i.id', 'r.invoice_id')
    .select(['i.price', sql<number>`(select sum(x.amount) from invoice_references x where x.invoice_id = i.id)`.as('tires')])
    .where('r.tire_id', '=', tireId)
    .where('i.state', '<>', INVOICE_STATE.REJECTED)
    .orderBy('r.invoice_id', 'desc')
    .limit(limit)
    .execute();
  return rows.filter((r) => Number(r.tires) > 0).map((r) => Number(r.price) / Number(r.tires));
}

/** The balance the invoice's credit left (its 'earn' ledger row), to answer a retried request as the first time. */
export async function balanceAfterEarn(db: DB, invoiceId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('points_ledger')
    .select('balance_after')
    .where('ref_type', '=', 'invoice')
    .where('ref_id', '=', invoiceId)
    .where('kind', '=', 'earn')
    .orderBy('id')
    .executeTakeFirst();
  return row?.balance_after;
}

/** The invoice's total points (sum of its references). */
export async function invoicePoints(db: DB, invoiceId: number): Promise<number> {
  const row = await db
    .selectFrom('invoice_references')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('total'))
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * PostgreSQL: the "same image" checks of concurrent creates run one after the other, under a
 * transaction-scoped advisory lock on the hash (SQLite transactions already do: BEGIN IMMEDIATE).
 */
export async function lockImageHash(trx: Trx, sha256: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtextextended(${`invoice-image:${sha256}`}, 0))`.execute(trx);
}

/** the new invoice's id */
export async function insertInvoice(trx: Trx, values: Insertable<InvoicesTable>): Promise<number> {
  return (await trx.insertInto('invoices').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertInvoiceReferences(trx: Trx, rows: Insertable<InvoiceReferencesTable>[]): Promise<void> {
  await trx.insertInto('invoice_references').values(rows).execute();
}

// --- a review (review.ts) -----------------------------------------------------------------------

/** `set` on the invoice only while it is still in `from` (db/review-state.ts): whether it changed */
export function updateInvoiceInState(trx: Trx, id: number, from: InvoiceState, set: Updateable<InvoicesTable>): Promise<boolean> {
  return updateInState(trx, 'invoices', id, from, set);
}

export function findInvoiceState(db: DB, id: number) {
  return db.selectFrom('invoices').select(['id', 'number', 'state']).where('id', '=', id).executeTakeFirst();
}

/** what a review needs to know of an invoice: its state, its number's place (claim or not) and what a claim's credit is made of */
export function findInvoiceForReview(db: DB, id: number) {
  return db.selectFrom('invoices').select(['id', 'number', 'state', 'claim_of', 'users_id', 'subsidiary_id', 'sale_date']).where('id', '=', id).executeTakeFirst();
}

/**
 * Every decision about one number at one branch takes the lock of its first registration
 * first (PostgreSQL: FOR UPDATE; SQLite transactions already run one at a time), so two approvers
 * deciding the two sides of a disputed pair at once never deadlock, and the second sees the first's result.
 */
export async function lockInvoice(trx: Trx, id: number): Promise<void> {
  if (isPostgres(trx)) await sql`select id from invoices where id = ${id} for update`.execute(trx);
}

/** the other invoices of this number at this branch still standing (Creada or Aprobada), oldest first */
export function standingOfNumber(trx: Trx, subsidiaryId: number | null, number: string, exceptId: number) {
  return trx
    .selectFrom('invoices')
    .select(['id', 'number', 'state', 'users_id', 'claim_of'])
    .where('subsidiary_id', subsidiaryId === null ? 'is' : '=', subsidiaryId)
    .where('number', '=', number)
    .where('id', '<>', exceptId)
    .where('state', '<>', INVOICE_STATE.REJECTED)
    .orderBy('id')
    .execute();
}

/** a standing invoice rejected by a dispute's decision (from Creada, or from Aprobada: the dispute's own transition) */
export async function rejectStanding(trx: Trx, id: number, comment: string): Promise<boolean> {
  const result = await trx.updateTable('invoices').set({ state: INVOICE_STATE.REJECTED, comment_rejected: comment }).where('id', '=', id).where('state', 'in', [INVOICE_STATE.CREATED, INVOICE_STATE.APPROVED]).executeTakeFirst();
  return Number(result.numUpdatedRows) !== 0;
}

/** a user's name and e-mail, for a mail about their invoice */
export function findUserContact(db: DB, usersId: number) {
  return db.selectFrom('users').select(['name', 'email']).where('id', '=', usersId).executeTakeFirstOrThrow();
}

/** the participant of an invoice, for the rejection's mail */
export function findInvoiceOwner(db: DB, id: number) {
  return db
    .selectFrom('invoices')
    .innerJoin('users', 'users.id', 'invoices.users_id')
    .select(['users.name', 'users.email'])
    .where('invoices.id', '=', id)
    .executeTakeFirstOrThrow();
}
