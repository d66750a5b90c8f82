import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * CSV text with a header line (papaparse). Text cells starting with = + - @ are escaped so a
 * spreadsheet does not run them as formulas; numbers are left alone.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    { fields: [...headers], data: rows.map((r) => r.map((c) => (c === null || c === undefined ? '' : c))) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/**
 * Saves the CSV as `fileName` (SPEC 2.5 usuarios.csv, 2.8 productos.csv, llantas.csv). The UTF-8
 * byte-order mark lets spreadsheets show Spanish accents right.
 */
export function downloadCsv(fileName: string, headers: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  const blob = new Blob(['\uFEFF', toCsv(headers, rows)], { type: 'text/csv;charset=utf-8' });
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
