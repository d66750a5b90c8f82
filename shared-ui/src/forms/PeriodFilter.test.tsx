// The shared period filter (issue 11; first written for issue 10's 'Lista de Ventas'): typed with the
// keyboard, applied after a pause, never applied while inverted or broken, emptied at once.
import { act, screen, within } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { PeriodFilter, periodParams, periodProblem, usePeriodFilter } from './PeriodFilter';

function Harness({ delayMs }: { delayMs?: number }) {
  const period = usePeriodFilter({ delayMs });
  return (
    <>
      <PeriodFilter period={period} legend="Fecha de venta" />
      <output aria-label="aplicado">{JSON.stringify(periodParams(period.applied))}</output>
      <output aria-label="activo">{String(period.active)}</output>
      <button type="button" onClick={period.clear}>
        Limpiar
      </button>
    </>
  );
}

const applied = () => screen.getByRole('status', { name: 'aplicado' }).textContent;
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

test('Desde and Hasta in one named group; a typed date applies once still, both ends bounding each other', async () => {
  const { user } = renderUi(<Harness delayMs={100} />);
  const group = screen.getByRole('group', { name: 'Fecha de venta' });
  const from = within(group).getByLabelText('Desde');
  const to = within(group).getByLabelText('Hasta');
  expect(from).toHaveAttribute('type', 'date');

  await user.type(from, '2024-04-01');
  expect(to).toHaveAttribute('min', '2024-04-01');
  await wait(150);
  expect(applied()).toBe('{"from":"2024-04-01"}');
  expect(screen.getByRole('status', { name: 'activo' })).toHaveTextContent('true');

  await user.type(to, '2024-04-30');
  expect(from).toHaveAttribute('max', '2024-04-30');
  await wait(150);
  expect(applied()).toBe('{"from":"2024-04-01","to":"2024-04-30"}');
});

test('an inverted period is said under the dates, marks both invalid, and the last valid one stays applied', async () => {
  const { user } = renderUi(<Harness delayMs={50} />);
  const from = screen.getByLabelText('Desde');
  const to = screen.getByLabelText('Hasta');
  await user.type(to, '2024-04-01');
  await wait(80);
  await user.type(from, '2024-05-01');
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('La fecha inicial no puede ser posterior a la fecha final');
  expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAccessibleDescription('La fecha inicial no puede ser posterior a la fecha final');
  await wait(120);
  expect(applied()).toBe('{"to":"2024-04-01"}');

  await user.click(screen.getByRole('button', { name: 'Limpiar' }));
  // at once, without the pause
  expect(applied()).toBe('{}');
  expect(from).toHaveValue('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("periodProblem says a broken date and an inverted period in the api's words", () => {
  expect(periodProblem({ from: '2024-02-30', to: '' })).toBe('Fecha no válida: use el formato AAAA-MM-DD');
  expect(periodProblem({ from: '2024-03-02', to: '2024-03-01' })).toBe('La fecha inicial no puede ser posterior a la fecha final');
  expect(periodProblem({ from: '2024-03-01', to: '2024-03-01' })).toBeNull();
  expect(periodParams({ from: '', to: '' })).toEqual({});
});
