// What the report queries share: the period of Colombian days, a month in Colombia on
// either database, `q` as the list contract searches, and the sort of a report with its keyset
// step, so a page, the next page of a CSV export and the last row read agree on one order.
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { endOfColombiaDay } from '../../db/time';
import { searchCondition } from '../../http/list';

/** true when a report call carries no parameter at all: SPEC 7's plain answer */
export const isPlainCall = (query: object): boolean => Object.values(query).every((v) => v === undefined);

// --- the period ---------------------------------------------------------------------------------

/** a report's `from` / `to`: Colombian days 'YYYY-MM-DD', both included */
export interface Period { from?: string; to?: string }

/** 00:00 of the Colombian day `date` (UTC-5 all year, no daylight saving) as stored instants are written */
export const startOfColombiaDay = (date: string): string => `${date}T05:00:00.000Z`;

/**
 * The instants a period of Colombian days covers, to compare with stored instants (created_at,
 * ISO-8601 text in UTC, which sorts as time): from 00:00 of `from` in Colombia (05:00Z) included,
 * to 00:00 of the day after `to` in Colombia excluded (endOfColombiaDay, the expiry's own rule).
 */
export function periodInstants(period: Period): { start?: string; end?: string } {
  return { start: period.from ? startOfColombiaDay(period.from) : undefined, end: period.to ? endOfColombiaDay(period.to) : undefined };
}

/** `column` (an instant) inside the period; nothing when the period is open */
export function instantIn<Q extends SelectQueryBuilder<any, any, any>>(query: Q, column: string, period: Period): Q {
  const { start, end } = periodInstants(period);
  let out = query;
  if (start) out = out.where(sql.ref(column), '>=', start) as Q;
  if (end) out = out.where(sql.ref(column), '<', end) as Q;
  return out;
}

/** `column` (a day 'YYYY-MM-DD', e.g. a sale date: already a Colombian day) inside the period, both days included */
export function dayIn<Q extends SelectQueryBuilder<any, any, any>>(query: Q, column: string, period: Period): Q {
  let out = query;
  if (period.from) out = out.where(sql.ref(column), '>=', period.from) as Q;
  if (period.to) out = out.where(sql.ref(column), '<=', period.to) as Q;
  return out;
}

/**
 * 'YYYY-MM' of the Colombian month of an instant column, in plain text functions, so the same SQL
 * runs on both databases. A stored instant is ISO-8601 text in UTC ('2026-03-01T02:00:00.000Z');
 * Colombia is UTC-5 all year, so the Colombian month is the UTC month except in the first five
 * hours of a month's first day, which belong to the month before. Measured over 220,000 ledger
 * rows: faster than SQLite's strftime(.., '-5 hours') and than PostgreSQL's to_char of a
 * timestamptz (180 against 250 ms, and 255 against 380 ms).
 */
export function colombianMonth(column: string): RawBuilder<string> {
  const c = sql.ref(column);
  const yearMonth = sql`substr(${c}, 1, 5)`;
  const previous: RawBuilder<unknown>[] = [sql`when '01' then cast(cast(substr(${c}, 1, 4) as integer) - 1 as text) || '-12'`];
  for (let month = 2; month <= 12; month += 1) {
    previous.push(sql`when ${sql.lit(String(month).padStart(2, '0'))} then ${yearMonth} || ${sql.lit(String(month - 1).padStart(2, '0'))}`);
  }
  return sql<string>`(case when substr(${c}, 9, 5) < '01T05' then (case substr(${c}, 6, 2) ${sql.join(previous, sql` `)} end) else substr(${c}, 1, 7) end)`;
}

/** 'YYYY-MM' of a day column 'YYYY-MM-DD' (the same text on both databases) */
export const monthOfDay = (column: string): RawBuilder<string> => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

// --- q ------------------------------------------------------------------------------------------

/**
 * `q` as the list contract searches (api/src/http/list.ts searchCondition, the one search
 * rule): contains, in the stored `<column>_key`s of `keyed` and in `asIs` (digits: identification
 * numbers) as stored. An empty `q` filters nothing.
 */
export function searched<Q extends SelectQueryBuilder<any, any, any>>(query: Q, q: string | undefined, keyed: string[], asIs: string[] = []): Q {
  const condition = searchCondition(q, keyed.map((c) => sql.ref(`${c}_key`)), asIs.map((c) => sql.ref(c)));
  return condition ? (query.where(condition) as Q) : query;
}

// --- sort and keyset ----------------------------------------------------------------------------

export interface SortColumn {
  /** the column (or the alias of an outer query) rows sort by */
  ref: string;
  /**
   * may be null (an outer join: a participant without a branch): nulls last ascending and first
   * descending on both databases, as the list contract sorts them (api/src/http/list.ts)
   */
  nullable?: boolean;
  /** the id tie-break of this key, when not the spec's (a key computed in an inner query `r`) */
  idRef?: string;
}

export interface SortSpec {
  columns: Record<string, SortColumn>;
  /** the last tie-break, in the same direction, so pages never overlap or skip a row */
  idRef: string;
  /** the sort when none is asked */
  defaultSort: string;
}

export interface Sort { ref: string; nullable: boolean; desc: boolean; idRef: string }

/** `sort` ('name', '-points') as a column and a direction; the contract already refused unknown keys */
export function resolveSort(spec: SortSpec, sort: string | undefined): Sort {
  const key = sort ?? spec.defaultSort;
  const desc = key.startsWith('-');
  const column = spec.columns[desc ? key.slice(1) : key];
  if (!column) throw new Error(`reports: no sortable column '${key}'`);
  return { ref: column.ref, nullable: column.nullable ?? false, desc, idRef: column.idRef ?? spec.idRef };
}

/** the sort key's value of a row, selected as `sort_key` so the next keyset page can start after it */
export const sortKeyOf = (sort: Sort) => sql.ref(sort.ref).as('sort_key');

export function ordered<Q extends SelectQueryBuilder<any, any, any>>(query: Q, sort: Sort): Q {
  const key = sql.ref(sort.ref);
  const byKey = sort.nullable
    ? query.orderBy(key, (ob) => (sort.desc ? ob.desc().nullsFirst() : ob.asc().nullsLast()))
    : query.orderBy(key, sort.desc ? 'desc' : 'asc');
  return byKey.orderBy(sql.ref(sort.idRef), sort.desc ? 'desc' : 'asc') as Q;
}

/** where a keyset page starts: the sort key and id of the last row already read */
export interface Cursor { key: unknown; id: number }

/**
 * The rows strictly after `cursor` in `sort`'s order: a later key, or the same key and a later id
 * (`<` descending), with the key's own bound in front so either database walks an index on the key
 * from there instead of reading every earlier row again. (A row value `(key, id) > (x, y)` says the
 * same, but SQLite then chose worse join orders: 220 ms a page of 2,000 lines against 20.)
 * Nullable keys spell out where the nulls sit: last ascending, first descending.
 */
export function after<Q extends SelectQueryBuilder<any, any, any>>(query: Q, sort: Sort, cursor: Cursor): Q {
  const key = sql.ref(sort.ref);
  const id = sql.ref(sort.idRef);
  const [later, laterOrSame] = sort.desc ? [sql.raw('<'), sql.raw('<=')] : [sql.raw('>'), sql.raw('>=')];
  const pastKey = sql<SqlBool>`(${key} ${later} ${cursor.key} or (${key} = ${cursor.key} and ${id} ${later} ${cursor.id}))`;
  let condition: Expression<SqlBool>;
  if (!sort.nullable) {
    condition = sql<SqlBool>`${key} ${laterOrSame} ${cursor.key} and ${pastKey}`;
  } else if (cursor.key === null || cursor.key === undefined) {
    // the last row had no key: ascending, only nulls with a later id remain; descending (nulls
    // first), later nulls and then every row with a key
    condition = sort.desc ? sql<SqlBool>`(${key} is not null or ${id} < ${cursor.id})` : sql<SqlBool>`(${key} is null and ${id} > ${cursor.id})`;
  } else {
    // a null key compares as unknown: ascending the nulls still to come are added
    condition = sort.desc ? pastKey : sql<SqlBool>`(${key} is null or ${pastKey})`;
  }
  return query.where(condition) as Q;
}

/**
 * Every row of `page` (a query taking the cursor of the last row read, null for the first), in
 * keyset pages of `size`: one query a page, none after the last, and none once the reader stops
 * (an async generator: its consumer's `return()` ends the loop between two queries).
 */
export async function* inKeysetPages<R extends { sort_key: unknown; id: number }>(
  page: (cursor: Cursor | null, size: number) => Promise<R[]>,
  size: number,
): AsyncGenerator<R[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await page(cursor, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    cursor = { key: last.sort_key, id: last.id };
  }
}
