// What one chart of the report screens draws, in plain data: the lazily loaded chart
// (ReportChart, recharts) and the table of its numbers beside it read the same points, so the chart
// and its table can never disagree.
import type { Tone } from '@portal/shared-ui';

/** 'columns': bars per category; 'line': one line per series over the months; 'ranking': horizontal bars, longest first */
export type ChartKind = 'columns' | 'line' | 'ranking';

export interface ChartSeries {
  /** the key of the number in each point */
  key: string;
  /** its name in the legend, the tooltip and the table's header */
  label: string;
  tone: Tone;
}

/** one category (a month, a state, a product): its label, and a number per series or table column */
export type ChartPoint = { category: string } & Record<string, string | number>;

export interface ChartData {
  kind: ChartKind;
  /** the category axis' label: 'Mes', 'Estado', 'Producto' */
  categoryLabel: string;
  /** the value axis' label: 'Puntos', 'Solicitudes' */
  valueLabel: string;
  /** what the chart draws */
  series: readonly ChartSeries[];
  points: readonly ChartPoint[];
}

const monthFormat = new Intl.DateTimeFormat('es', { month: 'short', year: 'numeric' });

/** '2026-01' -> 'ene 2026' (the api's months are Colombia's, 'YYYY-MM'); anything else as it came */
export function monthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  return monthFormat.format(new Date(Number(m[1]), Number(m[2]) - 1, 1)).replace(/\./g, '');
}
