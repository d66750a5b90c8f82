// The CSV text, by papaparse. Loaded on demand (see csv.ts) so pages without an exporting table,
// the login page among them, never download the library.
import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * CSV text with a header line. Text cells starting with = + - @ are escaped (papaparse's
 * escapeFormulae) so a spreadsheet does not run them as formulas.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse({ fields: [...headers], data: rows.map((r) => [...r]) }, { escapeFormulae: true, newline: '\r\n' });
}
