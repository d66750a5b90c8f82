import { useEffect, useState } from 'react';
import { pageCountOf, pageSlice } from './pages';

/**
 * The page state of a paged list. The page goes back to 1 when `resetKey` changes (a new filter)
 * and stays in range when items disappear (a row deleted on the last page).
 */
export function usePagedItems<T>(items: readonly T[], pageSize: number, resetKey?: unknown) {
  const [page, setPage] = useState(1);
  const pageCount = pageCountOf(items.length, pageSize);
  useEffect(() => setPage(1), [resetKey]);
  const current = Math.min(page, pageCount);
  return { page: current, pageCount, setPage, pageItems: pageSlice(items, current, pageSize) };
}
