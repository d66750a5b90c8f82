// ARCHITECTURE "Lists and data": the one list contract on the server. A list call with
// `page`, `pageSize`, `sort` or `q` (contract/src/list.ts) answers `{ rows, total }`, filtered,
// sorted and paged in SQL, so the first page of a large table costs one page query and one count;
// without them the module answers SPEC 7's plain array (isListQuery), in the same order
// as the list's default sort (listAll).
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { LIST_DEFAULT_PAGE_SIZE, SEARCH_FOLD, SEARCH_N_TILDE, searchQuery, type ListPage, type ListQuery } from '@portal/contract';

export interface ListSpec {
  /**
   * sort key of the contract -> its SQL column; `text` columns sort as searchKey compares them,
   * by their stored `<column>_key` (migration 20260111T000000-list-keys)
   */
  sortable: Record<string, {
    column: string;
    text?: boolean;
    /**
     * the column may be null (an outer join: a staff user's branch): nulls go last ascending and
     * first descending on both databases (PostgreSQL's own order; SQLite puts them first). Only
     * for such columns, since SQLite cannot walk an index in that order.
     */
    nullable?: boolean;
    /**
     * more columns ordering rows of the same value, always ascending, before the id tie-break: an
     * order of several columns (a slide's carousel: its position, then screen size, then order)
     */
    then?: string[];
  }>;
  /** the text columns `q` looks in (contains, under the one search rule, by their `<column>_key`) */
  searchable: string[];
  /**
   * columns `q` looks in as they are stored, without a key: only for text that the search rule
   * leaves unchanged (digits and separators: identification numbers, phones), so no key is needed
   */
  searchableAsIs?: string[];
  /** the sort when none is asked: the order of the plain answer */
  defaultSort: string;
  /** the last tie-break, so pages never overlap or skip a row */
  idColumn: string;
}

/**
 * `column` as searchKey compares it, in SQL: the Spanish accents and 'ñ' replaced, then lower()
 * (which folds A-Z alike on both databases). The same text on SQLite and PostgreSQL.
 */
export function foldedColumn(column: string): RawBuilder<string> {
  let expr: RawBuilder<unknown> = sql`${sql.ref(column)}`;
  for (const [from, to] of SEARCH_FOLD) expr = sql`replace(${expr}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return sql<string>`lower(${expr})`;
}

/**
 * A searchKey text in SQL (a stored `<column>_key`, or a foldedColumn) as the one search
 * rule compares it (contract foldForSearch): its 'n~' read as 'n', so 'muneco' finds 'Muñeco'.
 * `wanted` is the folded query: when it holds neither 'n' nor '~', whether it is contained cannot
 * change with that replace (it only drops a '~' after an 'n'), so the key is compared as stored and
 * a search pays no replace() per row (200,000 invoices).
 */
function searchedText(key: RawBuilder<unknown>, wanted: string): RawBuilder<unknown> {
  if (!wanted.includes('n') && !wanted.includes('~')) return key;
  return sql`replace(${key}, ${sql.lit(SEARCH_N_TILDE.from)}, ${sql.lit(SEARCH_N_TILDE.to)})`;
}

/**
 * `q` as every list searches (the contract's searchQuery / foldForSearch, the rule the
 * tables and the catalogue apply in the browser): some of `keys` (searchKey texts: stored
 * `<column>_key`s or foldedColumns) or of `asIs` (columns the rule leaves unchanged: digits)
 * contains the folded query, the user's own %, _ and \ taken literally. Undefined for a blank `q`,
 * which filters nothing.
 */
export function searchCondition(q: string | undefined, keys: RawBuilder<unknown>[], asIs: RawBuilder<unknown>[] = []): RawBuilder<SqlBool> | undefined {
  const wanted = searchQuery(q ?? '');
  if (!wanted) return undefined;
  const pattern = `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const texts = [...keys.map((key) => searchedText(key, wanted)), ...asIs];
  return sql<SqlBool>`(${sql.join(texts.map((text) => sql`${text} like ${pattern} escape '\\'`), sql` or `)})`;
}

/**
 * The stored `<column>_key` of a text column ('t.name' -> 't.name_key'): searchKey's text, kept by
 * the database on every write and indexed, so lists neither fold nor sort every row per request.
 */
function keyOf(column: string) {
  return sql.ref(`${column}_key`);
}

function filteredBy<Q extends SelectQueryBuilder<any, any, any>>(query: Q, params: Pick<ListQuery, 'q'>, spec: ListSpec): Q {
  const searched = searchCondition(params.q, spec.searchable.map(keyOf), (spec.searchableAsIs ?? []).map((c) => sql.ref(c)));
  return searched ? (query.where(searched) as Q) : query;
}

function sortedBy<Q extends SelectQueryBuilder<any, any, any>>(query: Q, sort: string | undefined, spec: ListSpec): Q {
  const sortKey = sort ?? spec.defaultSort;
  const descending = sortKey.startsWith('-');
  const sortColumn = spec.sortable[descending ? sortKey.slice(1) : sortKey];
  // the contract's schema already refused an unknown column; this guards a module's own mistake
  if (!sortColumn) throw new Error(`list: no sortable column '${sortKey}'`);
  const direction = descending ? 'desc' : 'asc';
  const column = sortColumn.text ? keyOf(sortColumn.column) : sql.ref(sortColumn.column);
  // equal keys (same name in other capitals, same brand) keep a fixed order: by id, the same way
  let sorted: SelectQueryBuilder<any, any, any> = sortColumn.nullable
    ? query.orderBy(column, (ob) => (descending ? ob.desc().nullsFirst() : ob.asc().nullsLast()))
    : query.orderBy(column, direction);
  for (const then of sortColumn.then ?? []) sorted = sorted.orderBy(sql.ref(then), 'asc');
  return sorted.orderBy(sql.ref(spec.idColumn), direction) as Q;
}

/** Every row of `query` (a select with its joins and columns, no order) in the list's default order. */
export function listAll<O>(query: SelectQueryBuilder<any, any, O>, spec: ListSpec): Promise<O[]> {
  return sortedBy(query, undefined, spec).execute();
}

/**
 * One page of `query` (a select with its joins and columns, no order, no group by) under the list
 * parameters. `total` counts every row matching `q`, not only the page. Without `page`/`pageSize`
 * the rows are every match (exports take every row of the filter, not the page on screen).
 */
export async function listPage<O>(query: SelectQueryBuilder<any, any, O>, params: ListQuery, spec: ListSpec): Promise<ListPage<O>> {
  const filtered = filteredBy(query, params, spec);
  let rowsQuery = sortedBy(filtered, params.sort, spec);
  if (params.page !== undefined || params.pageSize !== undefined) {
    const pageSize = params.pageSize ?? LIST_DEFAULT_PAGE_SIZE;
    rowsQuery = rowsQuery.limit(pageSize).offset(((params.page ?? 1) - 1) * pageSize);
  }

  const countQuery = (filtered as SelectQueryBuilder<any, any, any>)
    .clearSelect()
    .select((eb) => eb.fn.countAll().as('n'));
  const [rows, count] = await Promise.all([rowsQuery.execute(), countQuery.executeTakeFirstOrThrow()]);
  return { rows, total: Number(count.n) };
}

/**
 * listPage in two steps, for the big tables (users, invoices): `ids` (a select of the rows' `id`
 * under the list's filters, joined only to what `q` and the sort read) is searched, sorted, paged
 * and counted, so the count reads one table's indexes instead of joining every match; then
 * `rowsOf` reads the page's rows with everything they show (in any order). The rows are answered in
 * the page's order; one gone in between (deleted) is left out.
 */
export async function listPageByIds<R extends { id: number }>(
  ids: SelectQueryBuilder<any, any, { id: number }>,
  params: ListQuery,
  spec: ListSpec,
  rowsOf: (ids: number[]) => Promise<R[]>,
): Promise<ListPage<R>> {
  const page = await listPage(ids, params, spec);
  const pageIds = page.rows.map((r) => r.id);
  const byId = new Map((pageIds.length === 0 ? [] : await rowsOf(pageIds)).map((r) => [r.id, r]));
  return { rows: pageIds.map((id) => byId.get(id)).filter((r): r is R => r !== undefined), total: page.total };
}
