// ARCHITECTURE "Lists and data": the one table and the one grid draw a list view (server.ts) and
// nothing else. A list the screen already holds whole (a design's tires, a participant's own
// invoices, an invoice's lines) becomes such a view here: searched under the one search rule
// (rows.ts filterRows), sorted as the api sorts (sortRows), paged, and exported whole (fetchAll).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { searchQuery, TABLE_PAGE_SIZE } from '@portal/contract';
import { pageCountOf, pageSlice } from '../navigation/pages';
import { filterRows, sortRows, type Column, type SortState } from './rows';
import type { ServerListView } from './server';

export interface MemoryListOptions<T> {
  /** what the search looks in and the sort orders by: each column's value (rows.ts cellValue) */
  columns: readonly Column<T>[];
  /** SPEC 2.10 / 2.11: the order before a header is clicked; none keeps the rows' own order */
  defaultSort?: SortState | null;
  /** SPEC 9: 10 rows per page in a table (the default), 16 cards in a grid */
  pageSize?: number;
  /** still reading the rows (they may be undefined meanwhile too) */
  loading?: boolean;
  /** SPEC 5 (the catalogue): the search applies past N characters; shorter text filters nothing */
  minSearch?: number;
}

const noReload = () => undefined;

/**
 * `rows` (undefined while they are read) as a list view: the typed search, the order and the page
 * are kept here, as useServerList keeps them for the api; a new search or order goes back to page 1,
 * and a page emptied by rows that left shows the last one there is.
 */
export function useMemoryList<T>(rows: readonly T[] | undefined, options: MemoryListOptions<T>): ServerListView<T> {
  const { columns, defaultSort = null, pageSize = TABLE_PAGE_SIZE, loading = false, minSearch = 0 } = options;
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(defaultSort);
  const applied = query.trim().length > minSearch ? query : '';

  const matching = useMemo(() => sortRows(filterRows(rows ?? [], columns, applied), columns, sort), [rows, columns, applied, sort]);

  // what the search really looks for and the order: 'Nevera' and 'nevera' keep the page
  const baseKey = JSON.stringify([searchQuery(applied), sort]);
  const [paging, setPaging] = useState({ baseKey, page: 1 });
  const setPage = useCallback((page: number) => setPaging({ baseKey, page }), [baseKey]);
  // remember the reset, so going back to an earlier search shows page 1, not the page seen before
  useEffect(() => {
    if (paging.baseKey !== baseKey) setPaging({ baseKey, page: 1 });
  }, [paging.baseKey, baseKey]);
  const page = paging.baseKey === baseKey ? Math.min(paging.page, pageCountOf(matching.length, pageSize)) : 1;

  const fetchAll = useCallback(async () => [...matching], [matching]);

  return useMemo(
    () => ({
      rows: rows === undefined ? undefined : pageSlice(matching, page, pageSize),
      total: matching.length,
      loading: loading || rows === undefined,
      error: null,
      reload: noReload,
      page,
      pageSize,
      setPage,
      query,
      setQuery,
      sort,
      setSort,
      fetchAll,
    }),
    [rows, matching, page, pageSize, loading, setPage, query, sort, fetchAll],
  );
}
