// ARCHITECTURE "Lists and data": what the one table (DataTable) and the one grid
// (CardGrid) need to show a list that the server pages, filters and sorts (the list contract of
// contract/src/list.ts). shared-auth's useServerList gives exactly this for a list the api pages,
// and useMemoryList (memory.ts) for rows the screen holds whole; the table and grid draw only this.
import type { SortState } from './rows';

export interface ServerListView<T> {
  /** the rows of the page on screen; undefined until the first answer */
  rows: readonly T[] | undefined;
  /** every row matching the filter, not only this page */
  total: number;
  /** true until the first answer (later pages keep the previous rows on screen while they load) */
  loading: boolean;
  /** an error text (Spanish) of the last read, else null */
  error: string | null;
  reload(): void;
  /** 1-based page */
  page: number;
  pageSize: number;
  setPage(page: number): void;
  /** the filter text as typed (sent to the server after a short pause) */
  query: string;
  setQuery(text: string): void;
  sort: SortState | null;
  setSort(sort: SortState | null): void;
  /** every row matching the filter and sort (CSV exports hold every match, not only the page) */
  fetchAll(): Promise<T[]>;
}
