// The CSV text (contract/src/csv.ts, the api's report files use the same). Loaded on demand (see
// csv.ts) so pages without an exporting table, the login page among them, never download papaparse.
export { toCsv, type CsvCell } from '@portal/contract/csv';
