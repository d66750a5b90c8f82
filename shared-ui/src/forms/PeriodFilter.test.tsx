// The shared period filter (the reports, the audit log and 'Lista de Ventas'; typed as dd/mm/aaaa
// whatever the browser's language, or picked from a Spanish calendar): judged after a pause, never
// applied while wrong, emptied at once.
import { act, screen, waitFor, within } from '@testing-library/react';
import { REPORT_TEXT } from '@portal/contract';
import { findCalendar, renderUi } from '../test-utils';
import { PERIOD_DELAY_MS, PeriodFilter, periodParams, periodProblem, usePeriodFilter } from './PeriodFilter';

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
// the fields are asked for by their label each time, as a person finds them
const from = () => screen.getByLabelText('Desde');
const to = () => screen.getByLabelText('Hasta');

test('Desde and Hasta in one named group, typed as dd/mm/aaaa; a typed date applies once still', async () => {
  const { user } = renderUi(<Harness delayMs={100} />);
  const group = screen.getByRole('group', { name: 'Fecha de venta' });
  expect(within(group).getByLabelText('Desde')).toHaveAttribute('type', 'text');
  expect(within(group).getByLabelText('Desde')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  expect(within(group).getByLabelText('Hasta')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  expect(within(group).getByRole('button', { name: 'Elegir en el calendario: Desde' })).toBeInTheDocument();
  expect(within(group).getByRole('button', { name: 'Elegir en el calendario: Hasta' })).toBeInTheDocument();

  await user.type(from(), '01/03/2026');
  expect(from()).toHaveValue('01/03/2026');
  await wait(150);
  expect(applied()).toBe('{"from":"2026-03-01"}');
  expect(screen.getByRole('status', { name: 'activo' })).toHaveTextContent('true');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.type(to(), '31/03/2026');
  await wait(150);
  expect(applied()).toBe('{"from":"2026-03-01","to":"2026-03-31"}');
  expect(to()).toHaveValue('31/03/2026');

  // a field emptied by the keyboard takes its end away
  await user.clear(from());
  await wait(150);
  expect(applied()).toBe('{"to":"2026-03-31"}');
});

test.each([
  ['a day February has not', '31/02/2026'],
  ['a month past 12 (mm/dd as a browser in English would want it)', '12/13/2026'],
  ['a half-typed year', '01/03/20'],
  ['letters', 'ayer'],
  ['the api spelling', '2026-03-01'],
])('%s (%s) is said under the dates, kept as typed, and never applied', async (_, text) => {
  const { user } = renderUi(<Harness delayMs={100} />);
  await user.type(from(), '01/01/2026');
  await wait(200);
  expect(applied()).toBe('{"from":"2026-01-01"}');

  // typed over the whole day
  await user.type(from(), text, { initialSelectionStart: 0, initialSelectionEnd: '01/01/2026'.length });
  await wait(200);
  // in the form the field asks for, not the api's AAAA-MM-DD; said once, under both dates, not again under the field
  expect(screen.getByRole('alert')).toHaveTextContent('Fecha no válida: use el formato dd/mm/aaaa');
  expect(screen.getAllByText('Fecha no válida: use el formato dd/mm/aaaa')).toHaveLength(1);
  expect(from()).toHaveValue(text);
  expect(from()).toHaveAttribute('aria-invalid', 'true');
  expect(from()).toHaveAccessibleDescription('Fecha no válida: use el formato dd/mm/aaaa');
  // the list keeps the last valid period
  expect(applied()).toBe('{"from":"2026-01-01"}');
});

test('a half-typed date is not said wrong while the typing goes on', async () => {
  const { user } = renderUi(<Harness />);
  await user.type(from(), '01/0');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(from()).not.toHaveAttribute('aria-invalid');
  await user.type(from(), '3/2026');
  await wait(PERIOD_DELAY_MS + 100);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(applied()).toBe('{"from":"2026-03-01"}');
});

test('an inverted period is said under the dates, marks both invalid, and the last valid one stays applied', async () => {
  const { user } = renderUi(<Harness delayMs={50} />);
  await user.type(to(), '01/04/2024');
  await wait(80);
  await user.type(from(), '01/05/2024');
  await wait(80);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(REPORT_TEXT.periodInverted);
  expect(from()).toHaveAttribute('aria-invalid', 'true');
  expect(to()).toHaveAccessibleDescription(REPORT_TEXT.periodInverted);
  expect(applied()).toBe('{"to":"2024-04-01"}');

  await user.click(screen.getByRole('button', { name: 'Limpiar' }));
  // at once, without the pause
  expect(applied()).toBe('{}');
  expect(from()).toHaveValue('');
  expect(to()).toHaveValue('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a day picked in the Spanish calendar is written dd/mm/aaaa; the other end bounds it; the keyboard works it', async () => {
  const { user } = renderUi(<Harness delayMs={50} />);
  await user.type(to(), '15/03/2026');
  await wait(80);

  // the button opens the calendar on the last day Hasta allows, which takes the focus
  const desde = screen.getByRole('button', { name: 'Elegir en el calendario: Desde' });
  expect(desde).toHaveAttribute('aria-haspopup', 'dialog');
  await user.click(desde);
  const calendar = await findCalendar();
  expect(within(calendar).getByRole('gridcell', { name: 'Elegir domingo, 15 de marzo de 2026' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Elegir en el calendario: Desde' })).toHaveAttribute('aria-expanded', 'true');
  expect(within(calendar).getByRole('gridcell', { name: 'No disponible lunes, 16 de marzo de 2026' })).toHaveAttribute('aria-disabled', 'true');
  // arrows move, Enter picks, the focus comes back to the button
  await user.keyboard('{ArrowLeft}{ArrowUp}{Enter}');
  expect(from()).toHaveValue('07/03/2026');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await wait(80);
  expect(applied()).toBe('{"from":"2026-03-07","to":"2026-03-15"}');
  expect(screen.getByRole('button', { name: 'Elegir en el calendario: Desde' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Elegir en el calendario: Desde' })).toHaveAttribute('aria-expanded', 'false');

  // Hasta's calendar opens on its own day and starts at Desde; a click picks
  await user.click(screen.getByRole('button', { name: 'Elegir en el calendario: Hasta' }));
  const second = await findCalendar();
  expect(within(second).getByRole('gridcell', { name: 'Elegir domingo, 15 de marzo de 2026' })).toHaveAttribute('aria-selected', 'true');
  expect(within(second).getByRole('gridcell', { name: 'No disponible viernes, 6 de marzo de 2026' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(within(second).getByRole('gridcell', { name: 'Elegir viernes, 20 de marzo de 2026' }));
  expect(to()).toHaveValue('20/03/2026');
  await wait(80);
  expect(applied()).toBe('{"from":"2026-03-07","to":"2026-03-20"}');

  // Escape closes it and gives the focus back
  await user.click(screen.getByRole('button', { name: 'Elegir en el calendario: Hasta' }));
  await findCalendar();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Elegir en el calendario: Hasta' })).toHaveFocus());
  expect(to()).toHaveValue('20/03/2026');
});

test("periodProblem says a broken date and an inverted period in the api's words", () => {
  expect(periodProblem({ from: '2024-02-30', to: '' })).toBe(REPORT_TEXT.dateFilter);
  expect(periodProblem({ from: '2024-03-02', to: '2024-03-01' })).toBe(REPORT_TEXT.periodInverted);
  expect(periodProblem({ from: '2024-03-01', to: '2024-03-01' })).toBeNull();
  expect(periodParams({ from: '', to: '' })).toEqual({});
});
