import { useMemo, useState } from 'react';
import { API, POINTS_REPORT_SORT, REDEMPTION_STATE_ORDER, redemptionStateLabel, type PointsReportRow, type PointsSummary } from '@portal/contract';
import { SEARCH_DEBOUNCE_MS, sortParam } from '@portal/shared-auth';
import {
  formatNumber, periodParams, PeriodFilter, usePeriodFilter, type Column,
} from '@portal/shared-ui';
import { useBranchOptions, useCityOptions } from '../api/get-filter-options';
import { usePointsReport } from '../api/get-points-report';
import { usePointsSummary } from '../api/get-points-summary';
import type { ReportFilters } from '../api/shared';
import { monthLabel, type ChartData } from '../charts/chart-data';
import { reportTexts } from '../../../messages';
import { ChartFigure, ChartsCard } from './ChartFigure';
import { ALL, chosen, ClearFilters, ListFilter, ReportTableCard, useServerCsv } from './report-parts';

const t = reportTexts.points;
const c = t.columns;
const common = reportTexts.common;
const ch = reportTexts.charts;

/** a column of a chart's table that the chart does not draw */
const POINTS_COLUMN = [{ key: 'points', label: ch.points }];

const sortable = new Set<string>(POINTS_REPORT_SORT);
/** a figure of the row: right-aligned, with thousands separators */
const count = (key: keyof PointsReportRow & string, header: string): Column<PointsReportRow> => ({
  key,
  header,
  align: 'right',
  value: (r) => Number(r[key]),
  render: (r) => formatNumber(Number(r[key])),
});

/** SPEC 3 "Report user row" in Spanish; a column's key is its POINTS_REPORT_SORT key, so it sorts on the api */
const rowColumns: Column<PointsReportRow>[] = [
  { key: 'id', header: c.id, align: 'right' },
  { key: 'name', header: c.name },
  // the api does not sort by document: no sort button
  { key: 'document', header: c.document, value: (r) => r.identification_number },
  { key: 'subsidiary', header: c.subsidiary, value: (r) => r.subsidiary ?? t.noBranch },
  count('points', c.points),
  count('gastados', c.gastados),
  count('vencidos', c.vencidos),
  count('apply_aprobado', c.approved),
  count('apply_rechazado', c.rejected),
  count('apply_espera', c.pending),
  count('invoices_count', c.invoices),
];
const columns = rowColumns.map((col): Column<PointsReportRow> => ({ ...col, sortable: sortable.has(col.key) }));

/** the order the redemption states read in (SPEC 4), whatever order the api answers */
const STATE_ORDER: readonly string[] = REDEMPTION_STATE_ORDER;
/** a state's place in a request's life; one this build does not know goes last */
const stateRank = (s: string) => (STATE_ORDER.includes(s) ? STATE_ORDER.indexOf(s) : STATE_ORDER.length);

function pointsCharts(summary: PointsSummary): { byMonth: ChartData; byState: ChartData; products: ChartData } {
  return {
    byMonth: {
      kind: 'line',
      categoryLabel: ch.month,
      valueLabel: ch.points,
      series: [
        { key: 'earned', label: ch.earned, tone: 'success' },
        { key: 'spent', label: ch.spent, tone: 'primary' },
        { key: 'refunded', label: ch.refunded, tone: 'info' },
        { key: 'reversed', label: ch.reversed, tone: 'warning' },
        { key: 'expired', label: ch.expired, tone: 'danger' },
      ],
      points: summary.byMonth.map((m) => ({ ...m, category: monthLabel(m.month) })),
    },
    byState: {
      kind: 'columns',
      categoryLabel: ch.state,
      valueLabel: ch.requests,
      series: [{ key: 'count', label: ch.requests, tone: 'info' }],
      points: [...summary.redemptionsByState]
        .sort((a, b) => stateRank(a.state) - stateRank(b.state))
        .map((s) => ({ category: redemptionStateLabel(s.state), count: s.count, points: s.points })),
    },
    products: {
      kind: 'ranking',
      categoryLabel: ch.product,
      valueLabel: ch.requests,
      series: [{ key: 'count', label: ch.requests, tone: 'rose' }],
      points: summary.topProducts.map((p) => ({ category: p.name, count: p.count, points: p.points })),
    },
  };
}

/**
 * /admin/points 'Reporte de Puntos' (SPEC 2.4, SPEC 3 "Report user row"): one row per
 * participant, paged, sorted and filtered on the api (branch, city, period, and the table's search by
 * name or document); 'Exportar a CSV' saves the api's own file of every matching row; under the
 * table, the charts of the same filters with their numbers.
 */
export function PointsReport() {
  const [branch, setBranch] = useState(ALL);
  const [city, setCity] = useState(ALL);
  const period = usePeriodFilter({ delayMs: SEARCH_DEBOUNCE_MS });
  const filters: ReportFilters = { subsidiary: chosen(branch), city: chosen(city), ...periodParams(period.applied) };

  const server = usePointsReport(filters);
  const summary = usePointsSummary(filters);
  const branches = useBranchOptions();
  const cities = useCityOptions();
  const csv = useServerCsv(API.reportPointsCsv, t.csvFile);
  const charts = useMemo(() => (summary.data ? pointsCharts(summary.data) : null), [summary.data]);

  const filtersActive = branch !== ALL || city !== ALL || period.active;
  const clear = () => {
    setBranch(ALL);
    setCity(ALL);
    period.clear();
    server.setQuery('');
  };
  // the file holds what the table shows: the same filters, search and order, every page
  const exportCsv = () => csv.run({ ...filters, q: server.query.trim() || undefined, sort: sortParam(server.sort) });

  const filterFields = (
    <>
      <ListFilter label={common.branch} name="subsidiary" value={branch} onChange={setBranch} all={common.all.branches} list={branches} failed={common.branchesFailed} />
      <ListFilter label={common.city} name="city" value={city} onChange={setCity} all={common.all.cities} list={cities} failed={common.citiesFailed} />
      <PeriodFilter period={period} legend={t.period} showLegend />
      <ClearFilters onClear={clear} hint={period.active ? t.periodHint : undefined} />
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
        csv={{ server: csv, fileName: t.csvFile, run: exportCsv }}
      />
      <ChartsCard screen={t.title} note={ch.pointsNote} summary={summary}>
        {charts && (
          <>
            <ChartFigure title={ch.pointsByMonth} chart={charts.byMonth} />
            <ChartFigure title={ch.redemptionsByState} chart={charts.byState} extra={POINTS_COLUMN} />
            <ChartFigure title={ch.topProducts} chart={charts.products} extra={POINTS_COLUMN} />
          </>
        )}
      </ChartsCard>
    </>
  );
}
