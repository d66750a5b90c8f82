// The CSV text of every export, written once for the browser (shared-ui's tables, loaded on demand
// so pages without an export never download papaparse) and the api (the streamed report files).
// Not exported from the package's index, so importing the contract never pulls it in:
// import it as '@portal/contract/csv'.
import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A cell a spreadsheet would run as a formula: it begins with = + - @, a tab or a carriage return,
 * whatever follows (papaparse's own `escapeFormulae: true` misses one with a line break in it).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * CSV text with a header line, CRLF lines; formula cells are written with a leading apostrophe so
 * a spreadsheet shows them as text.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse({ fields: [...headers], data: rows.map((r) => [...r]) }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
}
