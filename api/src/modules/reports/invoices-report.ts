// GET /api/reports/invoices/full on the list contract, its CSV and its charts: one row
// per invoice line with its invoice, participant, branch, city, brand, design and tire, filtered by
// state, branch, brand and sale-date period, sorted and paged in SQL. The plain call keeps SPEC 7's
// answer (repository.ts invoicesFull).
//
// A page is one statement in two parts: the ids of its lines, from a query joining only the tables
// its filters and its sort need (so either database walks the index of the sort key and stops
// after the page), joined to everything a line names. With every table joined in one flat query
// both planners scan all 300,000 lines for a page of 10.
import { sql, type SelectQueryBuilder } from 'kysely';
import {
  INVOICE_STATE, LIST_DEFAULT_PAGE_SIZE, type InvoicesReportQuery, type InvoicesSummary, type InvoicesSummaryQuery, type InvoiceState,
  type ListPage, type ReportInvoiceRow, type ReportLineRow,
} from '@portal/contract';
import type { DB } from '../../db/schema';
import type { ImageUrl } from '../../storage/links';
import { searchCondition } from '../../http/list';
import { invoicesFull } from './repository';
import {
  after, dayIn, inKeysetPages, isPlainCall, monthOfDay, ordered, resolveSort, sortKeyOf, type Cursor, type Sort, type SortSpec,
} from './sql';

const n = (v: unknown) => Number(v ?? 0);

export type InvoicesFilters = Pick<InvoicesReportQuery, 'state' | 'subsidiary' | 'brand' | 'from' | 'to' | 'q'>;

/** INVOICES_REPORT_SORT -> columns; text sorts by the stored `<column>_key` (how lists compare names) */
export const INVOICES_SORT: SortSpec = {
  columns: {
    date: { ref: 'i.sale_date' },
    created: { ref: 'i.created_at' },
    number: { ref: 'i.number_key' },
    user: { ref: 'u.name_key' },
    subsidiary: { ref: 's.name_key', nullable: true },
    city: { ref: 'c.name_key', nullable: true },
    brand: { ref: 'b.name_key' },
    design: { ref: 'd.name_key' },
    tire: { ref: 't.name_key' },
    amount: { ref: 'r.amount' },
    points: { ref: 'r.points' },
    state: { ref: 'i.state' },
  },
  idRef: 'r.id',
  // newest sale first, then the line id (the same direction)
  defaultSort: '-date',
};

type Table = 'u' | 't' | 'd' | 'b' | 's' | 'c';
/** the tables a sort key lives in, besides the line and its invoice */
const SORT_TABLES: Record<string, Table[]> = { user: ['u'], subsidiary: ['s'], city: ['s', 'c'], brand: ['t', 'd', 'b'], design: ['t', 'd'], tire: ['t'] };

/** the invoice filters (state, branch, sale-date period) on `i` */
function invoiceFilters<Q extends SelectQueryBuilder<any, any, any>>(query: Q, filters: InvoicesSummaryQuery): Q {
  let out = query;
  if (filters.state !== undefined) out = out.where('i.state', '=', filters.state) as Q;
  if (filters.subsidiary !== undefined) out = out.where('i.subsidiary_id', '=', filters.subsidiary) as Q;
  return dayIn(out, 'i.sale_date', filters);
}

/**
 * The lines matching the filters, joined to `tables` only, and to their invoice when `withInvoice`
 * or something reads it. Every line has its invoice, user, tire, design and brand (foreign keys,
 * not null) and the outer joins add no rows, so leaving a table out never changes which lines
 * match: the total of every line is a count of one index. `q` keeps the lines of the invoices
 * whose number, or whose participant's name or identification number, contains it, and the lines
 * of the tires whose name does: two id sets from subqueries, each walked by its index.
 */
function matchingLines(db: DB, filters: InvoicesFilters, tables: Table[], withInvoice: boolean): SelectQueryBuilder<any, any, object> {
  const joined = new Set<Table>(tables);
  if (filters.brand !== undefined) joined.add('t').add('d');
  const q = filters.q?.trim();
  const readsInvoice = withInvoice || joined.has('u') || joined.has('s') || filters.state !== undefined || filters.subsidiary !== undefined
    || Boolean(filters.from) || Boolean(filters.to);
  // joins chosen at run time: typed loosely; callers select what they read
  let query: SelectQueryBuilder<any, any, object> = db.selectFrom('invoice_references as r');
  if (readsInvoice) query = query.innerJoin('invoices as i', 'i.id', 'r.invoice_id');
  if (joined.has('u')) query = query.innerJoin('users as u', 'u.id', 'i.users_id');
  if (joined.has('t')) query = query.innerJoin('tires as t', 't.id', 'r.tire_id');
  if (joined.has('d')) query = query.innerJoin('designs as d', 'd.id', 't.design_id');
  if (joined.has('b')) query = query.innerJoin('brands as b', 'b.id', 'd.brand_id');
  if (joined.has('s')) query = query.leftJoin('subsidiaries as s', 's.id', 'i.subsidiary_id');
  if (joined.has('c')) query = query.leftJoin('cities as c', 'c.id', 's.cities_id');
  if (readsInvoice) query = invoiceFilters(query, filters);
  if (filters.brand !== undefined) query = query.where('d.brand_id', '=', filters.brand);
  // the one search rule (http/list.ts searchCondition) on the stored keys; identification numbers as stored
  const inUser = searchCondition(q, [sql.ref('qu.name_key')], [sql.ref('qu.identification_number')]);
  if (inUser) {
    const users = db.selectFrom('users as qu').select('qu.id').where(inUser);
    const invoices = db.selectFrom('invoices as qi').select('qi.id').where((w) => w.or([searchCondition(q, [sql.ref('qi.number_key')])!, w('qi.users_id', 'in', users)]));
    const tires = db.selectFrom('tires as qt').select('qt.id').where(searchCondition(q, [sql.ref('qt.name_key')])!);
    query = query.where((eb) => eb.or([eb('r.invoice_id', 'in', invoices), eb('r.tire_id', 'in', tires)]));
  }
  return query;
}

/** the sort keys read from the invoice */
const INVOICE_KEYS = ['date', 'created', 'number', 'state'];

/** the ids (and sort keys) of the lines in `sort`'s order */
function sortedIds(db: DB, filters: InvoicesFilters, sort: Sort, key: string): SelectQueryBuilder<any, any, { id: number; sort_key: unknown }> {
  return ordered(matchingLines(db, filters, SORT_TABLES[key] ?? [], INVOICE_KEYS.includes(key)).select([sql.ref<number>('r.id').as('id'), sortKeyOf(sort)]), sort);
}

/**
 * A page of lines in full, in `sort`'s order: the ids of the page (sortedIds, after `cursor`,
 * `limit` from `offset`) as a subquery `k`, joined to everything a line names. One statement,
 * and each database joins only the page's rows (measured on 300,000 lines, 2,000 a page: 20 ms on
 * SQLite and 80 on PostgreSQL, where the ids and then a query of `id in (...)` took 130).
 */
async function pageOfLines(db: DB, filters: InvoicesFilters, sort: Sort, key: string, page: { cursor?: Cursor | null; limit: number; offset?: number }) {
  let ids = sortedIds(db, filters, sort, key);
  if (page.cursor) ids = after(ids, sort, page.cursor);
  ids = ids.limit(page.limit);
  if (page.offset) ids = ids.offset(page.offset);
  const rows = db
    .selectFrom(ids.as('k'))
    .innerJoin('invoice_references as r', 'r.id', 'k.id')
    .innerJoin('invoices as i', 'i.id', 'r.invoice_id')
    .innerJoin('users as u', 'u.id', 'i.users_id')
    .leftJoin('subsidiaries as s', 's.id', 'i.subsidiary_id')
    .leftJoin('cities as c', 'c.id', 's.cities_id')
    .innerJoin('tires as t', 't.id', 'r.tire_id')
    .innerJoin('designs as d', 'd.id', 't.design_id')
    .innerJoin('brands as b', 'b.id', 'd.brand_id')
    .select([
      'k.sort_key', 'r.id', 'r.invoice_id', 'r.amount', 'r.points',
      'i.number', 'i.sale_date', 'i.created_at', 'i.state', 'i.users_id',
      'u.name as user_name', 'u.identification_number',
      'i.subsidiary_id', 's.name as subsidiary_name', 'c.id as city_id', 'c.name as city_name',
      'b.id as brand_id', 'b.name as brand_name', 'd.id as design_id', 'd.name as design_name',
      'r.tire_id', 't.name as tire_name', 't.tire_code',
    ]);
  return ordered(rows, { ...sort, ref: 'k.sort_key', idRef: 'k.id' }).execute();
}
type LineRow = Awaited<ReturnType<typeof pageOfLines>>[number];

function toReportLine(r: LineRow): ReportLineRow {
  return {
    id: r.id,
    invoice_id: r.invoice_id,
    number: r.number,
    sale_date: r.sale_date,
    created_at: r.created_at,
    state: r.state,
    user: { id: r.users_id, name: r.user_name, identification_number: r.identification_number },
    subsidiary: r.subsidiary_id === null || r.subsidiary_name === null ? null : { id: r.subsidiary_id, name: r.subsidiary_name },
    city: r.city_id === null ? null : { id: r.city_id, name: r.city_name ?? '' },
    brand: { id: r.brand_id, name: r.brand_name },
    design: { id: r.design_id, name: r.design_name },
    tire: { id: r.tire_id, name: r.tire_name, tire_code: r.tire_code },
    amount: n(r.amount),
    points: n(r.points),
  };
}

function sortOf(query: InvoicesReportQuery): { sort: Sort; key: string } {
  const sort = resolveSort(INVOICES_SORT, query.sort);
  return { sort, key: (query.sort ?? INVOICES_SORT.defaultSort).replace(/^-/, '') };
}

/** GET /api/reports/invoices/full with list parameters or filters: one page of lines and the count of every match */
export async function invoicesReportPage(db: DB, query: InvoicesReportQuery, pageSize: number): Promise<ListPage<ReportLineRow>> {
  const { sort, key } = sortOf(query);
  const [rows, count] = await Promise.all([
    pageOfLines(db, query, sort, key, { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize }),
    matchingLines(db, query, [], false).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toReportLine), total: n(count.n) };
}

/**
 * GET /api/reports/invoices/full: without parameters SPEC 7's plain array (every invoice in full,
 * newest registration first); with any list parameter or filter a page of invoice lines (page 1
 * and LIST_DEFAULT_PAGE_SIZE rows unless asked).
 */
export async function invoicesReport(db: DB, query: InvoicesReportQuery, now: Date, imageUrl: ImageUrl): Promise<ReportInvoiceRow[] | ListPage<ReportLineRow>> {
  if (isPlainCall(query)) return invoicesFull(db, now, imageUrl);
  return invoicesReportPage(db, query, query.pageSize ?? LIST_DEFAULT_PAGE_SIZE);
}

/** every line of the filter and sort, in keyset pages of `size` (the CSV export) */
export async function* invoicesReportPages(db: DB, query: InvoicesReportQuery, size: number): AsyncGenerator<ReportLineRow[]> {
  const { sort, key } = sortOf(query);
  const pages = inKeysetPages((cursor, limit) => pageOfLines(db, query, sort, key, { cursor, limit }), size);
  try {
    for await (const rows of pages) yield rows.map(toReportLine);
  } finally {
    await pages.return(undefined);
  }
}

// --- the charts ---------------------------------------------------------------------------------

const STATE_ORDER: InvoiceState[] = [INVOICE_STATE.CREATED, INVOICE_STATE.APPROVED, INVOICE_STATE.REJECTED];

/**
 * The invoices of the filters joined to `p`, the points of each one's lines (a GROUP BY per
 * invoice over the index invoice_references (invoice_id, tire_id, points)): with a brand, only
 * the lines of that brand and the invoices that have one. When the invoice filters narrow the
 * invoices, `p` sums only theirs. Of the forms measured at 200,000 invoices this one is never slow
 * on either database: a correlated sum per invoice is as fast on SQLite but takes seconds on
 * PostgreSQL once a brand is asked.
 */
function invoicesWithPoints(db: DB, filters: InvoicesSummaryQuery) {
  let lines = db
    .selectFrom('invoice_references as r')
    .select(['r.invoice_id', sql<number>`sum(${sql.ref('r.points')})`.as('points')])
    .groupBy('r.invoice_id');
  const narrowed = filters.state !== undefined || filters.subsidiary !== undefined || Boolean(filters.from) || Boolean(filters.to);
  if (narrowed) lines = lines.where('r.invoice_id', 'in', invoiceFilters(db.selectFrom('invoices as i').select('i.id'), filters));
  if (filters.brand === undefined) return invoiceFilters(db.selectFrom('invoices as i').leftJoin(lines.as('p'), 'p.invoice_id', 'i.id'), filters);
  lines = lines.where('r.tire_id', 'in', db.selectFrom('tires as bt').innerJoin('designs as bd', 'bd.id', 'bt.design_id').select('bt.id').where('bd.brand_id', '=', filters.brand));
  return invoiceFilters(db.selectFrom('invoices as i').innerJoin(lines.as('p'), 'p.invoice_id', 'i.id'), filters);
}

/**
 * GET /api/reports/invoices/summary: under the table's filters, invoices (not lines) and their
 * points by state (every state the filter allows, 0 included) and by month of the sale date, and
 * the 10 branches and 10 tires with most points from lines of invoices not rejected: one GROUP BY
 * for the first three, one for the tires. The by-state and by-month figures count every state the filter keeps, as the table
 * does, so they add up to the table's lines.
 */
export async function invoicesSummary(db: DB, filters: InvoicesSummaryQuery): Promise<InvoicesSummary> {
  const month = monthOfDay('i.sale_date');
  // one walk of the invoices and their lines for three charts: invoices and points per state,
  // month of sale and branch (a few hundred groups), added up here by state, by month and by
  // branch (three GROUP BYs over the same 300,000 lines took three times as long)
  const groups = invoicesWithPoints(db, filters)
    .select(['i.state', month.as('month'), 'i.subsidiary_id', sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(${sql.ref('p.points')}), 0)`.as('points')])
    .groupBy(['i.state', month, 'i.subsidiary_id']);
  // the tires: the lines of the invoices kept (not rejected), summed per tire, named after. The
  // invoices as a subquery: both databases then walk the index (invoice_id, tire_id, points) once
  // (SQLite took three times as long through a join, looking up an invoice per line).
  let kept = db.selectFrom('invoices as i').select('i.id').where('i.state', '<>', INVOICE_STATE.REJECTED);
  kept = invoiceFilters(kept, filters);
  let tireLines = db.selectFrom('invoice_references as r').where('r.invoice_id', 'in', kept);
  if (filters.brand !== undefined) {
    tireLines = tireLines.where('r.tire_id', 'in', db.selectFrom('tires as bt').innerJoin('designs as bd', 'bd.id', 'bt.design_id').select('bt.id').where('bd.brand_id', '=', filters.brand));
  }
  const perTire = tireLines
    .select(['r.tire_id', sql<number>`sum(${sql.ref('r.points')})`.as('points')])
    .groupBy('r.tire_id');
  const topTires = db
    .selectFrom(perTire.as('p'))
    .innerJoin('tires as t', 't.id', 'p.tire_id')
    .select(['t.id', 't.name', 'p.points'])
    .orderBy('p.points', 'desc')
    .orderBy('t.id')
    .limit(10);

  const [grouped, tires] = await Promise.all([groups.execute(), topTires.execute()]);
  const add = <K,>(sums: Map<K, { count: number; points: number }>, key: K, count: number, points: number) => {
    const sum = sums.get(key) ?? { count: 0, points: 0 };
    sums.set(key, { count: sum.count + count, points: sum.points + points });
  };
  const byState = new Map<InvoiceState, { count: number; points: number }>();
  const byMonth = new Map<string, { count: number; points: number }>();
  const bySubsidiary = new Map<number, { count: number; points: number }>();
  for (const g of grouped) {
    const count = n(g.count);
    const points = n(g.points);
    add(byState, g.state, count, points);
    add(byMonth, g.month, count, points);
    if (g.state !== INVOICE_STATE.REJECTED && g.subsidiary_id !== null) add(bySubsidiary, g.subsidiary_id, count, points);
  }
  const top = [...bySubsidiary].sort(([a, x], [b, y]) => y.points - x.points || a - b).slice(0, 10);
  const names = top.length === 0 ? [] : await db.selectFrom('subsidiaries').select(['id', 'name']).where('id', 'in', top.map(([id]) => id)).execute();
  const nameOf = new Map(names.map((s) => [s.id, s.name]));
  const shownStates = filters.state === undefined ? STATE_ORDER : [filters.state];
  return {
    byState: shownStates.map((state) => ({ state, count: byState.get(state)?.count ?? 0, points: byState.get(state)?.points ?? 0 })),
    byMonth: [...byMonth].sort(([a], [b]) => (a < b ? -1 : 1)).map(([m, s]) => ({ month: m, invoices: s.count, points: s.points })),
    topSubsidiaries: top.map(([id, s]) => ({ id, name: nameOf.get(id) ?? '', points: s.points })),
    topTires: tires.map((t) => ({ id: t.id, name: t.name, points: n(t.points) })),
  };
}
