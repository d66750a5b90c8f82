// PeriodFilter's calendar (react-datepicker) comes when its stand-in button is used
// (a file of its own, so that it is not in yet when the test starts; the page is never idle here,
// so not even the picker's files are asked for before). The text field is the same from the first paint.
import { act, screen, waitFor, within } from '@testing-library/react';
import { findCalendar, renderUi } from '../test-utils';
import { PeriodFilter, periodParams, usePeriodFilter } from './PeriodFilter';

window.requestIdleCallback = () => 0;
window.cancelIdleCallback = () => undefined;

function Harness() {
  const period = usePeriodFilter({ delayMs: 50 });
  return (
    <>
      <PeriodFilter period={period} legend="Fecha de venta" />
      <output aria-label="aplicado">{JSON.stringify(periodParams(period.applied))}</output>
    </>
  );
}

const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));
const calendarButton = (label: string) => screen.getByRole('button', { name: `Elegir en el calendario: ${label}` });

test('typed before the calendar comes is kept in the same field; a stand-in pressed opens the calendar as it comes, one focused hands its focus over', async () => {
  const { user } = renderUi(<Harness />);
  const field = screen.getByLabelText('Desde');
  await user.type(field, '02/03/2026');
  // pressed: the calendar opens as it comes, on the field's day
  const standIn = calendarButton('Desde');
  await user.click(standIn);
  const calendar = await findCalendar();
  expect(within(calendar).getByRole('gridcell', { name: 'Elegir lunes, 2 de marzo de 2026' })).toHaveFocus();
  expect(calendarButton('Desde')).not.toBe(standIn);
  expect(screen.getByLabelText('Desde')).toBe(field);
  expect(field).toHaveValue('02/03/2026');
  await user.keyboard('{Escape}');
  await wait(80);
  expect(screen.getByRole('status', { name: 'aplicado' })).toHaveTextContent('{"from":"2026-03-02"}');

  // focused by the keyboard: the focus moves to the calendar's button as it comes, which stays shut
  const hastaStandIn = calendarButton('Hasta');
  await user.click(screen.getByLabelText('Hasta'));
  await user.tab();
  await waitFor(() => expect(calendarButton('Hasta')).not.toBe(hastaStandIn));
  const button = calendarButton('Hasta');
  expect(button).toHaveFocus();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // Enter opens it; a second press shuts it, and the focus stays on the button
  await user.keyboard('{Enter}');
  expect(await findCalendar()).toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await user.click(button);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await wait(50);
  expect(button).toHaveFocus();
});
