// A report's chart draws in its lazily loaded chunk at a phone's 390 px, with its title,
// axis labels and legend; screen readers get the table of its numbers instead of the picture.
// jsdom lays nothing out: a ResizeObserver that reports the phone's width stands in for the
// browser's (recharts' ResponsiveContainer reads it); nothing of the portal is mocked.
import { screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '@portal/shared-ui/test-utils';
import type { ChartData } from './charts/chart-data';
import { monthLabel } from './charts/chart-data';
import { ChartFigure } from './components/ChartFigure';

class PhoneResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback([{ contentRect: { width: 390, height: 300 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

const original = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
beforeAll(() => Object.assign(globalThis, { ResizeObserver: PhoneResizeObserver }));
afterAll(() => Object.assign(globalThis, { ResizeObserver: original }));

const texts = (root: Element) => [...root.querySelectorAll('.recharts-wrapper text, .recharts-legend-item-text')].map((t) => t.textContent);

test('a month chart draws its series with the axis labels, a legend and the numbers beside it', async () => {
  const chart: ChartData = {
    kind: 'line',
    categoryLabel: 'Mes',
    valueLabel: 'Puntos',
    series: [{ key: 'earned', label: 'Ganados', tone: 'success' }, { key: 'expired', label: 'Vencidos', tone: 'danger' }],
    points: [{ category: monthLabel('2026-01'), earned: 12000, expired: 100 }, { category: monthLabel('2026-02'), earned: 8000, expired: 1500 }],
  };
  const { container, user } = renderUi(<ChartFigure title="Movimientos de puntos por mes" chart={chart} />);
  const figure = screen.getByRole('figure', { name: 'Movimientos de puntos por mes' });
  await waitFor(() => expect(container.querySelector('.recharts-wrapper')).not.toBeNull());

  const wrapper = container.querySelector('.recharts-wrapper')!;
  expect(wrapper).toHaveStyle({ width: '390px', height: '300px' });
  expect(texts(figure)).toEqual(expect.arrayContaining(['ene 2026', 'feb 2026', 'Mes', 'Puntos', 'Ganados', 'Vencidos']));
  expect(container.querySelectorAll('.recharts-line')).toHaveLength(2);
  // the picture is hidden from screen readers; its table is what they read
  expect(wrapper.closest('[aria-hidden="true"]')).not.toBeNull();
  const numbers = within(figure).getByRole('table', { name: 'Cifras de «Movimientos de puntos por mes»' });
  expect(within(numbers).getAllByRole('row').map((r) => r.textContent)).toEqual(['MesGanadosVencidos', 'ene 202612.000100', 'feb 20268.0001.500']);
  // a phone scrolls the numbers sideways, so the keyboard reaches their box, named as they are
  const box = within(figure).getByRole('region', { name: 'Cifras de «Movimientos de puntos por mes»' });
  expect(box).toContainElement(numbers);
  await user.tab();
  expect(box).toHaveFocus();
});

test('a ranking draws one bar per name, long names shortened on the axis and whole in the table', async () => {
  const chart: ChartData = {
    kind: 'ranking',
    categoryLabel: 'Llanta',
    valueLabel: 'Puntos',
    series: [{ key: 'points', label: 'Puntos', tone: 'warning' }],
    points: [{ category: '205/55R16 Primacy 4 Michelin', points: 9000 }, { category: '195/65R15', points: 4000 }],
  };
  const { container } = renderUi(<ChartFigure title="Llantas con más puntos" chart={chart} />);
  await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2));
  const figure = screen.getByRole('figure', { name: 'Llantas con más puntos' });
  expect(texts(figure)).toEqual(expect.arrayContaining(['205/55R16 Prim…', '195/65R15', 'Llanta', 'Puntos']));
  expect(within(figure).getByRole('rowheader', { name: '205/55R16 Primacy 4 Michelin' })).toBeInTheDocument();
});

test('a chart with nothing to draw says so, and draws no empty axes', () => {
  const chart: ChartData = { kind: 'columns', categoryLabel: 'Estado', valueLabel: 'Facturas', series: [{ key: 'count', label: 'Facturas', tone: 'info' }], points: [] };
  const { container } = renderUi(<ChartFigure title="Facturas por estado" chart={chart} />);
  expect(screen.getByText('No hay datos para este filtro')).toBeInTheDocument();
  expect(container.querySelector('table')).toBeNull();
  expect(container.querySelector('.recharts-wrapper')).toBeNull();
});
