// Test fixtures of the report screens (tests only): a fake report call that answers the list
// contract as the api does (its own filters, `q`, `sort` with '-' for descending and ties by id,
// `page` / `pageSize`, the period's 400), so each test drives a screen as a person would and reads
// what was asked and what was shown.
import { act, screen, within } from '@testing-library/react';
import { includesSearch, REPORT_TEXT } from '@portal/contract';
import type { FakeReply, FakeRequest } from '@portal/shared-auth/testing';

/** a stored row and what its filters look at (ids and the day the period compares) */
export interface Stored<T> {
  row: T;
  /** filter parameter -> the row's value ('subsidiary' -> '7'); 'day' is the period's YYYY-MM-DD */
  keys: Record<string, string>;
}

export interface FakeReportOptions<T> {
  sortBy: Record<string, (row: T) => string | number>;
  defaultSort: string;
  searchIn(row: T): string[];
}

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
const LIST_PARAMS = new Set(['page', 'pageSize', 'sort', 'q', 'from', 'to']);

export const refusal = (detail: string, status = 400): FakeReply => ({ status, body: { message: 'error', detail, statusCode: status } });

/** GET of a report on the list contract over `stored()` (read at each call) */
export function fakeReport<T extends { id: number }>(stored: () => readonly Stored<T>[], options: FakeReportOptions<T>) {
  return (req: FakeRequest): FakeReply => {
    const { q, sort = options.defaultSort, page, pageSize = '10', from, to } = req.query;
    if (from && to && from > to) return refusal(REPORT_TEXT.periodInverted);
    const key = sort.replace(/^-/, '');
    const by = options.sortBy[key];
    if (!by) return refusal('No se puede ordenar por esa columna');
    let found = stored().filter(
      ({ row, keys }) =>
        Object.entries(req.query).every(([k, v]) => LIST_PARAMS.has(k) || keys[k] === v) &&
        (!from || keys.day >= from) &&
        (!to || keys.day <= to) &&
        (!q?.trim() || options.searchIn(row).some((text) => includesSearch(text, q))),
    );
    const sign = sort.startsWith('-') ? -1 : 1;
    found = [...found].sort((a, b) => (compare(by(a.row), by(b.row)) || a.row.id - b.row.id) * sign);
    const rows = found.map((s) => s.row);
    if (!page) return { body: { rows, total: rows.length } };
    const size = Number(pageSize);
    return { body: { rows: rows.slice((Number(page) - 1) * size, Number(page) * size), total: rows.length } };
  };
}

/** a CSV as the api streams it: UTF-8 with BOM, CRLF */
export const csvBlob = (lines: string[]) => new Blob(['\uFEFF', lines.join('\r\n'), '\r\n'], { type: 'text/csv;charset=utf-8' });

/** the api's refusal of a blob request: its JSON comes as a Blob too */
export const blobRefusal = (detail: string, status = 400): FakeReply => ({
  status,
  body: new Blob([JSON.stringify({ message: 'error', detail, statusCode: status })], { type: 'application/json' }),
});

/** the calls to `path` */
export const callsTo = (calls: FakeRequest[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path);

/** the rows of a table's body, and a row's cells as read */
export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
export const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

/** the table of a chart's numbers, row by row (the first cell is the category) */
export async function chartFigures(title: string): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: `Cifras de «${title}»` });
  return within(table).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

/** waits past the 300 ms pause of a typed date */
export const pastTypingPause = () => act(() => new Promise((r) => setTimeout(r, 500)));
