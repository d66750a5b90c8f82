// One chart of a report screen: its Spanish title, the chart (lazily loaded, see
// charts/ReportChart.tsx) and, under it, a table of the same numbers, which every reader (a screen
// reader, a phone, a print) can read, and which shows even while the chart is loading or if its
// code cannot be loaded.
import { Component, lazy, memo, Suspense, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardBody, CardHeader, ErrorPanel, formatNumber, Loading } from '@portal/shared-ui';
import type { ChartData } from '../charts/chart-data';
import { reportTexts } from '../../../messages';

const t = reportTexts.charts;

/** the chart's code (and recharts) in a chunk of its own, fetched the first time a chart is drawn */
const ReportChart = lazy(() => import('../charts/ReportChart'));

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
`;

const Title = styled.h3`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fonts.sizes.md};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
  color: ${({ theme }) => theme.colors.heading};
`;

/** the chart's box keeps its height while the chunk loads, so the page does not jump */
const ChartBox = styled.div`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.chartMinHeight};
`;

const Note = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A phone scrolls the numbers sideways: the box takes the keyboard's focus so that arrow keys
 * scroll it too (WCAG 2.1.1, axe scrollable-region-focusable), named after the table's caption.
 */
const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Numbers = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  caption {
    padding-bottom: ${({ theme }) => theme.space.xxs};
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th, td {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-bottom: ${({ theme }) => theme.borders.thin} solid ${({ theme }) => theme.colors.divider};
    text-align: right;
    white-space: nowrap;
  }
  th { font-weight: ${({ theme }) => theme.fonts.weights.medium}; color: ${({ theme }) => theme.colors.heading}; }
  /* a month reads on one line ('sept 2025'); a product's name may wrap */
  th:first-child, td:first-child { text-align: left; white-space: normal; min-width: 6rem; }
`;

/** the chart's code failed to load (a deploy in between, a network cut): the numbers still show */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(error);
  }
  render() {
    return this.state.failed ? <Note role="alert">{t.chartFailed}</Note> : this.props.children;
  }
}

export interface ChartFigureProps {
  title: string;
  chart: ChartData;
  /** more columns of the table that the chart does not draw (the points of the requests it counts) */
  extra?: readonly { key: string; label: string }[];
}

const NO_EXTRA: ChartFigureProps['extra'] = [];

/** memo: a new page or order of the table above redraws no chart (its `chart` comes from a useMemo of the summary) */
export const ChartFigure = memo(function ChartFigure({ title, chart, extra = NO_EXTRA }: ChartFigureProps) {
  const titleId = useId();
  const captionId = useId();
  const columns = [...chart.series.map((s) => ({ key: s.key, label: s.label })), ...(extra ?? [])];
  return (
    <Figure aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {chart.points.length === 0 ? (
        <Note>{t.empty}</Note>
      ) : (
        <>
          {/* a picture of the table below: screen readers read the table */}
          <ChartBox aria-hidden>
            <ChartBoundary>
              <Suspense fallback={<Loading label={t.drawing} />}>
                <ReportChart chart={chart} />
              </Suspense>
            </ChartBoundary>
          </ChartBox>
          <Scroll role="region" aria-labelledby={captionId} tabIndex={0}>
            <Numbers>
              <caption id={captionId}>{t.numbersOf(title)}</caption>
              <thead>
                <tr>
                  <th scope="col">{chart.categoryLabel}</th>
                  {columns.map((c) => (
                    <th key={c.key} scope="col">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.points.map((p, i) => (
                  <tr key={`${p.category}-${i}`}>
                    <th scope="row">{p.category}</th>
                    {columns.map((c) => (
                      <td key={c.key}>{formatNumber(Number(p[c.key] ?? 0))}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Numbers>
          </Scroll>
        </>
      )}
    </Figure>
  );
});

// the charts' own layout, not a field grid: one chart a line, two side by side from 1280 px
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lgUp} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export interface ChartsCardProps {
  /** the screen's title: the card is named 'Gráficas: <screen>' */
  screen: string;
  /** what the charts follow, said above them */
  note: string;
  /** the summary call of the charts: its loading and error states */
  summary: { loading: boolean; error: string | null; reload(): void };
  children: ReactNode;
}

/**
 * The charts card of a report screen, under its table: the summary's loading and error states once,
 * then the figures side by side from 1280 px.
 */
export function ChartsCard({ screen, note, summary, children }: ChartsCardProps) {
  return (
    <Card aria-label={`${t.title}: ${screen}`}>
      <CardHeader title={t.title} icon="list" color="success" />
      <CardBody>
        {summary.error ? (
          <ErrorPanel title={t.failed} message={summary.error} onRetry={summary.reload} />
        ) : (
          <>
            <Note>{note}</Note>
            {summary.loading ? <Loading label={t.loading} /> : <Grid>{children}</Grid>}
          </>
        )}
      </CardBody>
    </Card>
  );
}
