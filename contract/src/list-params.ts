// The list contract's query, the one page of a list is asked with (`page`, `pageSize`, `sort`, `q`
// and the list's own filters), as a pure function: the one useServerList (shared-auth) sends, and the
// one a screen declares as its first read (screens.ts `reads`), so the two never differ.
// No zod here: the shell's start reads it.

/** an order of a list: a column key of its LIST_SORT, ascending or descending */
export interface ListOrder {
  key: string;
  direction: 'asc' | 'desc';
}

/** the contract's `sort` parameter: 'name' ascending, '-name' descending */
export function sortParam(sort: ListOrder | null | undefined): string | undefined {
  if (!sort) return undefined;
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

export interface ListPageQuery {
  /** the list's own filters (a product's category); undefined and empty ones are left out */
  filters?: Record<string, string | number | undefined>;
  /** the search text as it is sent (already trimmed, past the list's minimum) */
  q?: string;
  sort?: ListOrder | null;
  page: number;
  pageSize: number;
}

/** What a list is asked for whatever the page (a change of it goes back to page 1): filters, search, order. */
export function listBaseParams({ filters = {}, q, sort }: Omit<ListPageQuery, 'page' | 'pageSize'>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(filters)) {
    if (v !== undefined && v !== '') out[k] = v;
  }
  if (q) out.q = q;
  const s = sortParam(sort);
  if (s) out.sort = s;
  return out;
}

/** The parameters of one page of a list, in the contract's names. */
export function listPageParams(query: ListPageQuery): Record<string, string | number> {
  return { ...listBaseParams(query), page: query.page, pageSize: query.pageSize };
}
