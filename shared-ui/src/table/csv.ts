import { useCallback, useEffect } from 'react';
import type { CsvCell } from './csv-text';
import type { CsvColumn } from './rows';
import type { ServerListView } from './server';

export type { CsvCell };

const loadCsvText = () => import('./csv-text');

/** Starts loading papaparse ahead of the click (a table with an export button calls it on mount). */
export function preloadCsv(): void {
  void loadCsvText();
}

/**
 * Saves the CSV as `fileName` (SPEC 2.5 usuarios.csv, 2.8 productos.csv, llantas.csv). The UTF-8
 * byte-order mark lets spreadsheets show Spanish accents right.
 */
export async function downloadCsv(fileName: string, headers: readonly string[], rows: readonly (readonly CsvCell[])[]): Promise<void> {
  const { toCsv } = await loadCsvText();
  downloadBlob(fileName, new Blob(['\uFEFF', toCsv(headers, rows)], { type: 'text/csv;charset=utf-8' }));
}

/** Saves a file the page already holds (a CSV built here, or one the api wrote) as `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The one table's `csv` (and the grid's button) for a file built here: every row the list's
 * fetchAll gives (every match of its search, filters and order, not only the page on screen) in
 * `columns`, saved as `fileName` (SPEC 2.5 usuarios.csv, 2.8 productos.csv and llantas.csv).
 * papaparse starts loading when the screen is drawn, ahead of the click. A file the api writes
 * needs none of this: its own function goes to the table's `csv` as it is.
 */
export function useListCsv<T>(list: Pick<ServerListView<T>, 'fetchAll'>, fileName: string, columns: readonly CsvColumn<T>[]): () => Promise<void> {
  const { fetchAll } = list;
  useEffect(() => preloadCsv(), []);
  return useCallback(async () => {
    const rows = await fetchAll();
    await downloadCsv(fileName, columns.map((c) => c.header), rows.map((row) => columns.map((c) => c.value(row))));
  }, [fetchAll, fileName, columns]);
}
