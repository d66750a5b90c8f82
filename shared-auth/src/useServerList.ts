// ARCHITECTURE "Lists and data": one hook for every list the server pages. It keeps the
// page, sort and filter of the screen, asks the list contract (contract/src/list.ts: `page`,
// `pageSize`, `sort`, `q` and the list's own filters in; `{ rows, total }` out) through the one data
// layer (cached, deduplicated, refetched after writes), and gives the table or grid its
// ServerListView. Typing waits a moment before asking, and a new filter goes back to page 1.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { listBaseParams, sortParam, type ListPage } from '@portal/contract';
import type { ServerListView, SortState } from '@portal/shared-ui';
import { apiKey, refetchPaths, WORK_LIST_QUERY } from './data';
import { errorText } from './errors';
import { http } from './http';

/** pause after the last key before the filter is sent */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ServerListOptions {
  pageSize: number;
  /** the order before the user picks one (a column key of the list's LIST_SORT) */
  defaultSort?: SortState | null;
  /** the list's own filters (a product's category), sent as they are; undefined ones are left out */
  filters?: Record<string, string | number | undefined>;
  /** SPEC 2.8 products: the search applies past N characters; shorter text filters nothing */
  minSearch?: number;
  /**
   * A work list: what waits now, never a copy (data.tsx WORK_LIST_QUERY); `counts` are the reads
   * of its menu count, asked again with each new answer of the list so that the two agree.
   */
  workList?: { counts?: readonly string[] };
}

// kept here too for the remotes built when it lived here (shared-auth is shared at run time)
export { sortParam };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function useServerList<T>(path: string, options: ServerListOptions): ServerListView<T> {
  const { pageSize, defaultSort = null, filters, minSearch = 0, workList } = options;
  const [query, setQueryText] = useState('');
  const [sort, setSortState] = useState<SortState | null>(defaultSort);
  const typed = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const q = typed.length > minSearch ? typed : undefined;

  const filterKey = JSON.stringify(filters ?? {});
  const base = useMemo(() => listBaseParams({ filters: JSON.parse(filterKey) as ServerListOptions['filters'], q, sort }), [filterKey, q, sort]);

  // a new filter or order starts again at page 1, in the same render (no request for the old page)
  const baseKey = JSON.stringify(base);
  const [paging, setPaging] = useState({ baseKey, page: 1 });
  const page = paging.baseKey === baseKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ baseKey, page: next }), [baseKey]);
  // remember the reset, so clearing a filter later shows page 1, not the page seen before it
  useEffect(() => {
    if (paging.baseKey !== baseKey) setPaging({ baseKey, page: 1 });
  }, [paging.baseKey, baseKey]);

  const params = useMemo(() => ({ ...base, page, pageSize }), [base, page, pageSize]);
  const result = useQuery({
    queryKey: apiKey(path, params),
    queryFn: async ({ signal }) => (await http.get<ListPage<T>>(path, { signal, params })).data,
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
    ...(workList ? WORK_LIST_QUERY : {}),
  });
  const client = useQueryClient();

  const counts = workList?.counts?.join('\n') ?? '';
  const answeredAt = result.isPlaceholderData ? 0 : result.dataUpdatedAt;
  useEffect(() => {
    if (counts && answeredAt) void refetchPaths(client, counts.split('\n'));
  }, [client, counts, answeredAt]);

  const total = result.data?.total ?? 0;
  // a delete that empties the last page moves back one page
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (result.data && page > lastPage) setPage(lastPage);
  }, [result.data, page, lastPage]);

  // without a filter or an order the api answers SPEC 7's plain array; with them, a page of all
  const fetchAll = useCallback(async () => {
    const data = (await http.get<ListPage<T> | T[]>(path, { params: base })).data;
    return Array.isArray(data) ? data : data.rows;
  }, [path, base]);

  return {
    rows: result.data?.rows,
    total,
    loading: result.isPending,
    error: result.isError ? errorText(result.error) : null,
    // every cached page of the list is stale after a change (a delete), not only the one on screen
    reload: useCallback(() => void refetchPaths(client, [path]), [client, path]),
    page,
    pageSize,
    setPage,
    query,
    setQuery: setQueryText,
    sort,
    setSort: setSortState,
    fetchAll,
  };
}
