// The queries of 'Facturas por revisar' (queue.ts shapes the answer). The invoices in
// state Creada on the list contract, oldest registration first, and the facts each warning is made
// of. A warning is one SQL condition (warningSql), used both to store each waiting invoice's flags
// (refreshReviewFlags: what the `warnings=1` filter reads, so its page and total are counted by the
// database from a small index, whatever the size of the queue) and by the page's rows.
//
// Indexes read: invoices (state, created_at, id) for the queue in its default order and its count,
// the partial (state, created_at, id) where review_flags <> 0 or null for `warnings=1`, (state,
// sale_date, created_at, id) for a period, (users_id, created_at) for a participant and for 'many-invoices', (image_sha256) for 'same-photo', point_lots (invoice_id) for
// 'date-near-limit'. A page costs its ids, its count, and four queries for its rows whatever their
// number: the rows with their participant and warning facts, the lines, the "points used" entries
// and the same-photo matches.
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import {
  INVOICE_MIN_DATE, INVOICE_STATE, REVIEW_DATE_NEAR_LIMIT_DAYS, REVIEW_PRICE_FAR, REVIEW_MANY_INVOICES, REVIEW_QUEUE_SORT, REVIEW_SAME_PHOTO_MAX,
  REVIEW_WARNING, REVIEW_WARNING_CODES, type ListQuery, type ReviewWarningCode,
} from '@portal/contract';
import { inChunks } from '../../db/chunks';
import { shiftedInstant } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { addHours } from '../../db/time';
import { listPageByIds, type ListSpec } from '../../http/list';
import { filtered, INVOICE_LIST, invoiceLines, invoiceQuery, numberSiblings, usedEntries, type InvoiceLineRow, type SiblingRow, type UsedEntryRow } from './repository';

/** 'YYYY-MM-DD' + days */
const addDays = (date: string, days: number) => addHours(`${date}T00:00:00.000Z`, days * 24).slice(0, 10);

/** SPEC 9 "Invoice dates must be after 2023-05-01": the first sale date the rule accepts */
export const FIRST_SALE_DATE = addDays(INVOICE_MIN_DATE, 1);

/** the invoice list's sorts, less 'state' (every invoice of the queue is Creada), oldest registration first */
const QUEUE_LIST: ListSpec = {
  ...INVOICE_LIST,
  sortable: Object.fromEntries(REVIEW_QUEUE_SORT.map((key) => [key, INVOICE_LIST.sortable[key]])),
  defaultSort: 'created',
};

/** the names a warning's SQL reads its invoice, participant and lot by */
interface WarningAliases { i: string; u: string; l: string }

/**
 * Each warning (contract REVIEW_WARNING) as SQL over `invoices as i` joined to its participant
 * `users as u` and its lot `point_lots as l` (left: an invoice that earned nothing has none); other
 * names for a subquery inside a query that already uses those (reviewFlagsOf).
 */
function warningSql(db: DB, names: WarningAliases = { i: 'i', u: 'u', l: 'l' }) {
  const { count, hours } = REVIEW_MANY_INVOICES;
  const i = sql.raw(names.i);
  const u = sql.raw(names.u);
  const l = sql.raw(names.l);
  // the participant's invoices registered within `hours` before or after this one (this one included)
  const window = sql`o.users_id = ${i}.users_id and o.created_at >= ${shiftedInstant(db, `${names.i}.created_at`, -hours)} and o.created_at <= ${shiftedInstant(db, `${names.i}.created_at`, hours)}`;
  return {
    samePhoto: sql<SqlBool>`exists (select 1 from invoices o where o.image_sha256 = ${i}.image_sha256 and o.id <> ${i}.id)`,
    // a participant without a branch, or an invoice of a deleted branch's past: null, no warning
    otherBranch: sql<SqlBool>`${u}.subsidiary_id <> ${i}.subsidiary_id`,
    manyInvoices: sql<SqlBool>`exists (select 1 from invoices o where ${window} limit 1 offset ${sql.lit(count - 1)})`,
    /**
     * the sale was less than N days from being refused when it was registered: by SPEC's first date,
     * or by the points' lifetime (create.ts refuses a sale whose lot would be born expired; the lot
     * keeps the expiry it was given, lotExpiry(sale_date, POINTS_EXPIRY_MONTHS): within N days of
     * the registration means the sale date could have been at most N - 1 days older)
     */
    dateNearLimit: sql<SqlBool>`(${i}.sale_date < ${addDays(FIRST_SALE_DATE, REVIEW_DATE_NEAR_LIMIT_DAYS)} or ${l}.expires_at <= ${shiftedInstant(db, `${names.i}.created_at`, REVIEW_DATE_NEAR_LIMIT_DAYS * 24)})`,
    /**
     * a disputed pair: another invoice of the same number at the same branch still stands,
     * or this one is a claim (its points wait for its approval even once its rival was rejected)
     */
    numberClaimed: sql<SqlBool>`(${i}.claim_of is not null or exists (select 1 from invoices n where n.subsidiary_id = ${i}.subsidiary_id and n.number = ${i}.number and n.id <> ${i}.id and n.state <> ${INVOICE_STATE.REJECTED}))`,
    /** 'price-far' (contract REVIEW_PRICE_FAR; price.ts isPriceFar is the same rule): the usual total was kept at registration */
    priceFar: sql<SqlBool>`(${i}.price_usual > 0 and (${i}.price > ${i}.price_usual * ${sql.lit(REVIEW_PRICE_FAR.factor)} or ${i}.price * ${sql.lit(REVIEW_PRICE_FAR.factor)} < ${i}.price_usual))`,
    /** how many invoices the participant registered in the window ('many-invoices' says the number) */
    recentCount: sql<number>`(select count(*) from invoices o where ${window})`,
  };
}

// --- the stored warning flags (docs/adr/0034-stored-warning-flags-of-the-review-queue.md) ---

/** each warning's bit in invoices.review_flags: 1 << its place in the contract's REVIEW_WARNING_CODES */
export const REVIEW_FLAG: Record<ReviewWarningCode, number> = Object.fromEntries(REVIEW_WARNING_CODES.map((code, k) => [code, 1 << k])) as Record<ReviewWarningCode, number>;

/** the codes of a stored review_flags, in the contract's order */
export const flagCodes = (flags: number): ReviewWarningCode[] => REVIEW_WARNING_CODES.filter((code) => (flags & REVIEW_FLAG[code]) !== 0);

/**
 * The warning flags of the invoice `id` names, now: the very conditions of warningSql, each one's
 * bit, in one scalar subquery of its own names (so it can sit inside a query over `invoices as i`).
 */
function reviewFlagsOf(db: DB, id: RawBuilder<unknown>) {
  const w = warningSql(db, { i: 'fi', u: 'fu', l: 'fl' });
  const bit = (condition: RawBuilder<SqlBool>, code: ReviewWarningCode) => sql`case when ${condition} then ${sql.lit(REVIEW_FLAG[code])} else 0 end`;
  return sql<number>`(select ${bit(w.numberClaimed, REVIEW_WARNING.NUMBER_CLAIMED)} + ${bit(w.samePhoto, REVIEW_WARNING.SAME_PHOTO)}
    + ${bit(w.otherBranch, REVIEW_WARNING.OTHER_BRANCH)} + ${bit(w.manyInvoices, REVIEW_WARNING.MANY_INVOICES)}
    + ${bit(w.dateNearLimit, REVIEW_WARNING.DATE_NEAR_LIMIT)} + ${bit(w.priceFar, REVIEW_WARNING.PRICE_FAR)}
    from invoices fi left join users fu on fu.id = fi.users_id left join point_lots fl on fl.invoice_id = fi.id where fi.id = ${id})`;
}

/** the waiting invoices whose flags a change may have moved (each one read through an index of its own) */
export type FlagScope =
  | { all: true }
  | { ids: number[] }
  /** a participant's invoices: their branch changed */
  | { usersId: number }
  /** a participant's invoices within REVIEW_MANY_INVOICES.hours of an instant: one was registered then */
  | { usersId: number; around: string }
  /** one number at one branch: a registration or a decision of it */
  | { subsidiaryId: number | null; number: string }
  /** one photo */
  | { imageSha256: string };

/**
 * Writes review_flags again for the waiting (Creada) invoices of `scope`, in the caller's
 * transaction: one UPDATE whose value is reviewFlagsOf, so what is stored is what warningSql says.
 * Only waiting invoices are kept current: a decided one has left the queue for good (SPEC 4).
 */
export async function refreshReviewFlags(db: DB, scope: FlagScope): Promise<void> {
  let where: RawBuilder<unknown>;
  if ('all' in scope) where = sql`true`;
  else if ('ids' in scope) {
    if (scope.ids.length === 0) return;
    await inChunks(scope.ids, async (chunk) => { await refreshWhere(db, sql`id in (${sql.join(chunk)})`); return []; });
    return;
  } else if ('around' in scope) {
    const { hours } = REVIEW_MANY_INVOICES;
    where = sql`users_id = ${scope.usersId} and created_at >= ${addHours(scope.around, -hours)} and created_at <= ${addHours(scope.around, hours)}`;
  } else if ('usersId' in scope) where = sql`users_id = ${scope.usersId}`;
  else if ('imageSha256' in scope) where = sql`image_sha256 = ${scope.imageSha256}`;
  else where = scope.subsidiaryId === null ? sql`subsidiary_id is null and number = ${scope.number}` : sql`subsidiary_id = ${scope.subsidiaryId} and number = ${scope.number}`;
  await refreshWhere(db, where);
}

async function refreshWhere(db: DB, where: RawBuilder<unknown>): Promise<void> {
  await sql`update invoices set review_flags = ${reviewFlagsOf(db, sql`invoices.id`)} where state = ${sql.lit(INVOICE_STATE.CREATED)} and (${where})`.execute(db);
}

/**
 * After a registration: the new invoice, and the waiting invoices whose warnings it may have moved
 * (its participant's neighbours in time, its number at its branch, its photo).
 */
export async function refreshFlagsAfterCreate(db: DB, invoice: { id: number; users_id: number; created_at: string; subsidiary_id: number | null; number: string; image_sha256: string | null }) {
  await refreshReviewFlags(db, { usersId: invoice.users_id, around: invoice.created_at });
  await refreshReviewFlags(db, { subsidiaryId: invoice.subsidiary_id, number: invoice.number });
  if (invoice.image_sha256 !== null) await refreshReviewFlags(db, { imageSha256: invoice.image_sha256 });
}

/** which invoices of the queue: always state Creada; the optional filters of the contract's reviewQueueQuery */
export interface QueueFilter {
  subsidiaryId?: number;
  usersId?: number;
  from?: string;
  to?: string;
  /** only the invoices with at least one warning */
  withWarnings?: boolean;
}

/** the ids of the queue's invoices, joined only to what `q`, the sort and the warnings filter read */
function queueIds(db: DB, filter: QueueFilter, params: ListQuery) {
  const sort = (params.sort ?? QUEUE_LIST.defaultSort).replace(/^-/, '');
  const search = Boolean(params.q?.trim());
  let query: SelectQueryBuilder<any, any, { id: number }> = db.selectFrom('invoices as i').select('i.id');
  if (search || sort === 'user') query = query.innerJoin('users as u', 'u.id', 'i.users_id');
  if (sort === 'subsidiary') query = query.leftJoin('subsidiaries as s', 's.id', 'i.subsidiary_id');
  if (filter.withWarnings) {
    // the stored flags: the first term is the partial index's own condition (migration
    // 20260120T000000-invoice-review-flags, on state, created_at, id), word for word, so both
    // databases read that index; an invoice written without the api (review_flags null: imported
    // history, the demo) is judged now
    query = query
      .where(sql<SqlBool>`coalesce(i.review_flags, 1) <> 0`)
      .where(sql<SqlBool>`coalesce(i.review_flags, ${reviewFlagsOf(db, sql`i.id`)}) <> 0`);
  }
  return filtered(query, { state: INVOICE_STATE.CREATED, subsidiaryId: filter.subsidiaryId, usersId: filter.usersId, from: filter.from, to: filter.to });
}

/** the page's invoices as invoiceQuery reads them, with their participant and the facts of the warnings */
export function queueRows(db: DB, ids: number[]) {
  const w = warningSql(db);
  return inChunks(ids, (chunk) =>
    invoiceQuery(db)
      .leftJoin('subsidiaries as us', 'us.id', 'u.subsidiary_id')
      .select([
        'u.identification_number as user_identification', 'u.subsidiary_id as user_subsidiary_id', 'us.name as user_subsidiary_name', 'l.expires_at as lot_expires_at',
        'i.price_usual',
        sql<number>`case when ${w.otherBranch} then 1 else 0 end`.as('other_branch'),
        sql<number>`case when ${w.dateNearLimit} then 1 else 0 end`.as('date_near_limit'),
        w.recentCount.as('recent_count'),
      ])
      .where('i.id', 'in', chunk)
      .execute(),
  );
}
export type QueueRow = Awaited<ReturnType<typeof queueRows>>[number];

/** the other invoices with the same photo as each of these, at most REVIEW_SAME_PHOTO_MAX each, the oldest first */
export function samePhotoMatches(db: DB, ids: number[]) {
  return inChunks(ids, (chunk) => {
    const matches = db
      .selectFrom('invoices as i')
      .innerJoin('invoices as o', (join) => join.onRef('o.image_sha256', '=', 'i.image_sha256').onRef('o.id', '<>', 'i.id'))
      .select(['i.id as invoice_id', 'o.id as other_id', 'o.number as other_number', sql<number>`row_number() over (partition by i.id order by o.id)`.as('rank')])
      .where('i.id', 'in', chunk);
    return db.selectFrom(matches.as('m')).select(['m.invoice_id', 'm.other_id', 'm.other_number'])
      .where('m.rank', '<=', REVIEW_SAME_PHOTO_MAX).orderBy('m.invoice_id').orderBy('m.other_id').execute();
  });
}
export type SamePhotoRow = Awaited<ReturnType<typeof samePhotoMatches>>[number];

/**
 * One page of the queue (always a page: the first when `page` is not sent): the ids and the count
 * first, then the page's rows, lines, "points used" entries and same-photo matches, for those only.
 */
export async function pageQueueRows(db: DB, params: ListQuery, filter: QueueFilter) {
  let details: { lines: InvoiceLineRow[]; used: UsedEntryRow[]; photos: SamePhotoRow[]; siblings: SiblingRow[] } = { lines: [], used: [], photos: [], siblings: [] };
  const page = await listPageByIds(queueIds(db, filter, params), { ...params, page: params.page ?? 1 }, QUEUE_LIST, async (pageIds) => {
    const [rows, lines, used, photos, siblings] = await Promise.all([
      queueRows(db, pageIds), invoiceLines(db, pageIds), usedEntries(db, pageIds), samePhotoMatches(db, pageIds), numberSiblings(db, pageIds),
    ]);
    details = { lines, used, photos, siblings };
    return rows;
  });
  return { invoices: page.rows, ...details, total: page.total };
}

/** how many invoices wait for review: an index count of (state, created_at, id) */
export async function countQueue(db: DB): Promise<number> {
  const row = await db.selectFrom('invoices').select((eb) => eb.fn.countAll().as('n')).where('state', '=', INVOICE_STATE.CREATED).executeTakeFirstOrThrow();
  return Number(row.n);
}
