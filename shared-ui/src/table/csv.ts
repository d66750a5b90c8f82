import type { CsvCell } from './csv-text';

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
