import type { ReactNode } from 'react';
import { foldForSearch, searchQuery } from '@portal/contract';
import type { CsvCell } from './csv';
import { compareText } from '../compare-text';

export type CellValue = string | number | null | undefined;

export interface Column<T> {
  key: string;
  header: string;
  /** the cell's text: filtered, sorted and exported; default `row[key]` when it is a string or number */
  value?(row: T): CellValue;
  /** what the cell shows, when not just its value (buttons, images, links) */
  render?(row: T): ReactNode;
  sortable?: boolean;
  /** keep out of the CSV (false) or force in (true); default: in, unless the column only renders */
  csv?: boolean;
  align?: 'left' | 'center' | 'right';
}

export interface CsvColumn<T> {
  header: string;
  value(row: T): CsvCell;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

export function cellValue<T>(column: Column<T>, row: T): CellValue {
  if (column.value) return column.value(row);
  const raw = (row as Record<string, unknown>)[column.key];
  return typeof raw === 'string' || typeof raw === 'number' ? raw : undefined;
}

/**
 * Rows where some column's value contains `query`, under the one search rule the api and the
 * catalogue use too (contract searchQuery / foldForSearch): capitals and accents aside,
 * 'ñ' as 'n'.
 */
export function filterRows<T>(rows: readonly T[], columns: readonly Column<T>[], query: string): T[] {
  const wanted = searchQuery(query);
  if (!wanted) return [...rows];
  return rows.filter((row) =>
    columns.some((c) => {
      const v = cellValue(c, row);
      return v !== null && v !== undefined && foldForSearch(String(v)).includes(wanted);
    }),
  );
}

/** Rows ordered by one column: numbers as numbers, text as the api orders it (compareText), blanks last. */
export function sortRows<T>(rows: readonly T[], columns: readonly Column<T>[], sort: SortState | null): T[] {
  const column = sort && columns.find((c) => c.key === sort.key);
  if (!sort || !column) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = cellValue(column, a);
    const y = cellValue(column, b);
    const blankX = x === null || x === undefined || x === '';
    const blankY = y === null || y === undefined || y === '';
    if (blankX || blankY) return blankX === blankY ? 0 : blankX ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return compareText(String(x), String(y)) * sign;
  });
}

/** The CSV columns: the ones given, else the table's columns that carry a value. */
export function csvColumnsOf<T>(columns: readonly Column<T>[], given?: readonly CsvColumn<T>[]): CsvColumn<T>[] {
  if (given) return [...given];
  return columns
    .filter((c) => c.csv ?? !(c.render && !c.value))
    .map((c) => ({ header: c.header, value: (row: T) => cellValue(c, row) }));
}
