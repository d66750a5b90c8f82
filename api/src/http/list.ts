// ARCHITECTURE "Lists and data" (issue 9): the one list contract on the server. A list call with
// `page`, `pageSize`, `sort` or `q` (contract/src/list.ts) answers `{ rows, total }`, filtered,
// sorted and paged in SQL, so the first page of a large table costs one page query and one count;
// without them the module answers SPEC 7's plain array as before (isListQuery), in the same order
// as the list's default sort (listAll).
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { LIST_DEFAULT_PAGE_SIZE, SEARCH_FOLD, searchKey, type ListPage, type ListQuery } from '@portal/contract';

export interface ListSpec {
  /**
   * sort key of the contract -> its SQL column; `text` columns sort as searchKey compares them,
   * by their stored `<column>_key` (migration 20260111T000000-list-keys)
   */
  sortable: Record<string, { column: string; text?: boolean }>;
  /** the text columns `q` looks in (contains, as searchKey compares them, by their `<column>_key`) */
  searchable: string[];
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

/** `%q%` for LIKE, with the user's own %, _ and \ taken literally */
function containsPattern(q: string): string {
  return `%${searchKey(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The stored `<column>_key` of a text column ('t.name' -> 't.name_key'): searchKey's text, kept by
 * the database on every write and indexed, so lists neither fold nor sort every row per request.
 */
function keyOf(column: string) {
  return sql.ref(`${column}_key`);
}

function filteredBy<Q extends SelectQueryBuilder<any, any, any>>(query: Q, params: Pick<ListQuery, 'q'>, spec: ListSpec): Q {
  const q = params.q?.trim();
  if (!q) return query;
  const pattern = containsPattern(q);
  return query.where((eb) => eb.or(spec.searchable.map((c) => sql<boolean>`${keyOf(c)} like ${pattern} escape '\\'`))) as Q;
}

function sortedBy<Q extends SelectQueryBuilder<any, any, any>>(query: Q, sort: string | undefined, spec: ListSpec): Q {
  const sortKey = sort ?? spec.defaultSort;
  const descending = sortKey.startsWith('-');
  const sortColumn = spec.sortable[descending ? sortKey.slice(1) : sortKey];
  // the contract's schema already refused an unknown column; this guards a module's own mistake
  if (!sortColumn) throw new Error(`list: no sortable column '${sortKey}'`);
  const direction = descending ? 'desc' : 'asc';
  // equal keys (same name in other capitals, same brand) keep a fixed order: by id, the same way
  return query
    .orderBy(sortColumn.text ? keyOf(sortColumn.column) : sql.ref(sortColumn.column), direction)
    .orderBy(sql.ref(spec.idColumn), direction) as Q;
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
