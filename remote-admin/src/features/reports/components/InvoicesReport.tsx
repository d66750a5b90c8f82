import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { API, capitalize, INVOICE_STATE, type InvoicesSummary, type ReportLineRow } from '@portal/contract';
import { SEARCH_DEBOUNCE_MS, sortParam } from '@portal/shared-auth';
import {
  formatDate, formatDateTime, formatNumber, periodParams, PeriodFilter, SelectField,
  usePeriodFilter, type Column, type RowVariant,
} from '@portal/shared-ui';
import { useBranchOptions, useBrandOptions } from '../api/get-filter-options';
import { useInvoicesReport } from '../api/get-invoices-report';
import { useInvoicesSummary } from '../api/get-invoices-summary';
import type { ReportFilters } from '../api/shared';
import { monthLabel, type ChartData } from '../charts/chart-data';
import { reportTexts } from '../../../messages';
import { ChartFigure, ChartsCard } from './ChartFigure';
import { ALL, chosen, ClearFilters, ListFilter, ReportTableCard, useServerCsv } from './report-parts';

const t = reportTexts.invoices;
const c = t.columns;
const common = reportTexts.common;
const ch = reportTexts.charts;

/** a column of a chart's table that the chart does not draw */
const POINTS_COLUMN = [{ key: 'points', label: ch.points }];
const INVOICES_COLUMN = [{ key: 'invoices', label: ch.invoices }];

const STATES: readonly string[] = [INVOICE_STATE.CREATED, INVOICE_STATE.APPROVED, INVOICE_STATE.REJECTED];
const stateRank = (s: string) => (STATES.includes(s) ? STATES.indexOf(s) : STATES.length);

// dates and numbers read on one line; names may wrap
const NoWrap = styled.span`
  white-space: nowrap;
`;
const oneLine = (text: string) => <NoWrap>{text}</NoWrap>;
const nameOf = (x: { name: string } | null) => x?.name ?? common.none;

/** every column sorts on the api: its key is its INVOICES_REPORT_SORT key */
const lineColumns: Column<ReportLineRow>[] = [
  { key: 'date', header: c.date, value: (r) => formatDate(r.sale_date), render: (r) => oneLine(formatDate(r.sale_date)) },
  { key: 'number', header: c.number, value: (r) => r.number, render: (r) => oneLine(r.number) },
  { key: 'user', header: c.user, value: (r) => nameOf(r.user) },
  { key: 'subsidiary', header: c.subsidiary, value: (r) => nameOf(r.subsidiary) },
  { key: 'city', header: c.city, value: (r) => nameOf(r.city) },
  { key: 'brand', header: c.brand, value: (r) => nameOf(r.brand) },
  { key: 'design', header: c.design, value: (r) => nameOf(r.design) },
  { key: 'tire', header: c.tire, value: (r) => nameOf(r.tire), render: (r) => oneLine(nameOf(r.tire)) },
  { key: 'amount', header: c.amount, value: (r) => r.amount, render: (r) => formatNumber(r.amount), align: 'right' },
  { key: 'points', header: c.points, value: (r) => r.points, render: (r) => formatNumber(r.points), align: 'right' },
  { key: 'state', header: c.state, value: (r) => capitalize(r.state) },
  { key: 'created', header: c.created, value: (r) => formatDateTime(r.created_at), render: (r) => oneLine(formatDateTime(r.created_at)) },
];
const columns = lineColumns.map((col): Column<ReportLineRow> => ({ ...col, sortable: true }));

/** SPEC 2.9: the lines of a rejected invoice struck through in red, as on the other invoice lists */
const rowVariant = (r: ReportLineRow): RowVariant => (r.state === INVOICE_STATE.REJECTED ? 'struck' : 'default');

function invoiceCharts(summary: InvoicesSummary): { byState: ChartData; byMonth: ChartData; branches: ChartData; tires: ChartData } {
  return {
    byState: {
      kind: 'columns',
      categoryLabel: ch.state,
      valueLabel: ch.invoices,
      series: [{ key: 'count', label: ch.invoices, tone: 'info' }],
      points: [...summary.byState]
        .sort((a, b) => stateRank(a.state) - stateRank(b.state))
        .map((s) => ({ category: capitalize(s.state), count: s.count, points: s.points })),
    },
    byMonth: {
      kind: 'columns',
      categoryLabel: ch.month,
      valueLabel: ch.points,
      series: [{ key: 'points', label: ch.points, tone: 'success' }],
      points: summary.byMonth.map((m) => ({ category: monthLabel(m.month), points: m.points, invoices: m.invoices })),
    },
    branches: {
      kind: 'ranking',
      categoryLabel: ch.branch,
      valueLabel: ch.points,
      series: [{ key: 'points', label: ch.points, tone: 'primary' }],
      points: summary.topSubsidiaries.map((s) => ({ category: s.name, points: s.points })),
    },
    tires: {
      kind: 'ranking',
      categoryLabel: ch.tire,
      valueLabel: ch.points,
      series: [{ key: 'points', label: ch.points, tone: 'warning' }],
      points: summary.topTires.map((x) => ({ category: x.name, points: x.points })),
    },
  };
}

/**
 * /admin/invoices 'Reporte de Facturas' (SPEC 2.4): one row per invoice line, paged, sorted
 * and filtered on the api (state, branch, brand, sale-date period, and the table's search by invoice
 * number, participant, document or tire), newest sale first; 'Exportar a CSV' saves the api's own file
 * of every matching line; under the table, the charts of the same filters with their numbers.
 */
export function InvoicesReport() {
  const [state, setState] = useState(ALL);
  const [branch, setBranch] = useState(ALL);
  const [brand, setBrand] = useState(ALL);
  const period = usePeriodFilter({ delayMs: SEARCH_DEBOUNCE_MS });
  const filters: ReportFilters = { state: chosen(state), subsidiary: chosen(branch), brand: chosen(brand), ...periodParams(period.applied) };

  const server = useInvoicesReport(filters);
  const summary = useInvoicesSummary(filters);
  const branches = useBranchOptions();
  const brands = useBrandOptions();
  const csv = useServerCsv(API.reportInvoicesCsv, t.csvFile);
  const charts = useMemo(() => (summary.data ? invoiceCharts(summary.data) : null), [summary.data]);

  const stateOptions = useMemo(() => [{ value: ALL, label: common.all.states }, ...STATES.map((s) => ({ value: s, label: s }))], []);
  const filtersActive = state !== ALL || branch !== ALL || brand !== ALL || period.active;
  const clear = () => {
    setState(ALL);
    setBranch(ALL);
    setBrand(ALL);
    period.clear();
    server.setQuery('');
  };
  // the file holds what the table shows: the same filters, search and order, every page
  const exportCsv = () => csv.run({ ...filters, q: server.query.trim() || undefined, sort: sortParam(server.sort) });

  const filterFields = (
    <>
      <SelectField label={common.state} name="state" value={state} onChange={setState} options={stateOptions} />
      <ListFilter label={common.branch} name="subsidiary" value={branch} onChange={setBranch} all={common.all.branches} list={branches} failed={common.branchesFailed} />
      <ListFilter label={common.brand} name="brand" value={brand} onChange={setBrand} all={common.all.brands} list={brands} failed={common.brandsFailed} />
      <PeriodFilter period={period} legend={t.period} showLegend />
      <ClearFilters onClear={clear} />
    </>
  );

  return (
    <>
      <ReportTableCard
        texts={t}
        color="info"
        columns={columns}
        server={server}
        filters={filterFields}
        filtersActive={filtersActive}
        rowVariant={rowVariant}
        csv={{ server: csv, fileName: t.csvFile, run: exportCsv }}
      />
      <ChartsCard screen={t.title} note={ch.invoicesNote} summary={summary}>
        {charts && (
          <>
            <ChartFigure title={ch.invoicesByState} chart={charts.byState} extra={POINTS_COLUMN} />
            <ChartFigure title={ch.invoicePointsByMonth} chart={charts.byMonth} extra={INVOICES_COLUMN} />
            <ChartFigure title={ch.topBranches} chart={charts.branches} />
            <ChartFigure title={ch.topTires} chart={charts.tires} />
          </>
        )}
      </ChartsCard>
    </>
  );
}
