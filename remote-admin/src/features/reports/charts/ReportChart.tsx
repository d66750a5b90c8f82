// The one chart component of the report screens, and the only module that imports the
// charts library (recharts). It is loaded with React.lazy by ChartFigure, so its chunk is fetched
// only when a report screen draws a chart: the admin remote's other screens and the login page never
// load it. It draws; the numbers, for every reader, are in the table ChartFigure puts under it.
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { formatNumber } from '@portal/shared-ui';
import type { ChartData } from './chart-data';

/** px: readable on a 390 px phone, where the width is what the card leaves (ResponsiveContainer) */
export const CHART_HEIGHT = 300;
const RANKING_ROW = 30;
const CATEGORY_WIDTH = 120;
const VALUE_WIDTH = 52;

const compactFormat = new Intl.NumberFormat('es-CO', { notation: 'compact', maximumFractionDigits: 1 });
/** axis ticks: '1,2 mil', '3 M' (the exact figures are in the tooltip and the table) */
const compact = (v: unknown) => compactFormat.format(Number(v));
const exact = (v: unknown) => formatNumber(Number(v));
/** a long product or tire name on the category axis; the table keeps it whole */
const shorten = (text: string, max = 15) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export interface ReportChartProps {
  chart: ChartData;
}

export default function ReportChart({ chart }: ReportChartProps) {
  const theme = useTheme();
  const data = [...chart.points];
  const many = chart.series.length > 1;
  const axisFont = { fontSize: 12, fill: theme.colors.textMuted };
  const labelFont = { fontSize: 12, fill: theme.colors.text };
  // the series in the order given (the library sorts them by name unless told)
  const order = chart.series.map((s) => s.key);
  const tooltip = <Tooltip formatter={exact} itemSorter={(item) => order.indexOf(String(item.dataKey))} />;
  const legend = many ? <Legend verticalAlign="top" height={36} itemSorter={null} wrapperStyle={{ fontSize: 12 }} /> : null;

  if (chart.kind === 'ranking') {
    const height = Math.max(CHART_HEIGHT, 90 + data.length * RANKING_ROW);
    return (
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 28, right: 16, bottom: 28, left: 0 }}>
          <CartesianGrid horizontal={false} strokeDasharray="3 3" />
          <XAxis
            type="number"
            tickFormatter={compact}
            tick={axisFont}
            allowDecimals={false}
            label={{ value: chart.valueLabel, position: 'insideBottom', offset: -16, style: labelFont }}
          />
          <YAxis
            type="category"
            dataKey="category"
            width={CATEGORY_WIDTH}
            tick={axisFont}
            tickFormatter={(v: string) => shorten(String(v))}
            interval={0}
            label={{ value: chart.categoryLabel, position: 'top', offset: 12, style: labelFont }}
          />
          {tooltip}
          {legend}
          {chart.series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={theme.colors[s.tone]} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    );
  }

  const xAxis = (
    <XAxis
      dataKey="category"
      tick={axisFont}
      label={{ value: chart.categoryLabel, position: 'insideBottom', offset: -16, style: labelFont }}
    />
  );
  const yAxis = (
    <YAxis
      width={VALUE_WIDTH}
      tickFormatter={compact}
      tick={axisFont}
      allowDecimals={false}
      label={{ value: chart.valueLabel, angle: -90, position: 'insideLeft', offset: 4, style: { ...labelFont, textAnchor: 'middle' } }}
    />
  );
  const margin = { top: 8, right: 16, bottom: 28, left: 8 };

  if (chart.kind === 'line') {
    return (
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <LineChart data={data} accessibilityLayer={false} margin={margin}>
          <CartesianGrid strokeDasharray="3 3" />
          {xAxis}
          {yAxis}
          {tooltip}
          {legend}
          {chart.series.map((s) => (
            <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={theme.colors[s.tone]} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          ))}
        </LineChart>
      </ResponsiveContainer>
    );
  }

  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={data} accessibilityLayer={false} margin={margin}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        {xAxis}
        {yAxis}
        {tooltip}
        {legend}
        {chart.series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} fill={theme.colors[s.tone]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
