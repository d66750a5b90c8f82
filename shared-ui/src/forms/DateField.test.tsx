import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { findCalendar, renderUi } from '../test-utils';
import { FIRST_SCREEN_MS } from '../timing/afterPageLoad';
import { DateField, fromIsoDate, toIsoDate } from './DateField';

function Purchase({ initial = null }: { initial?: Date | null }) {
  const [date, setDate] = useState<Date | null>(initial);
  return (
    <>
      <DateField
        label="Fecha de compra"
        name="purchase_date"
        value={date}
        onChange={setDate}
        minDate={fromIsoDate('2019-03-02')}
        error={date ? null : 'Seleccione Una Fecha'}
        touched={Boolean(date)}
      />
      <output>{date ? toIsoDate(date) : 'sin fecha'}</output>
    </>
  );
}

describe('DateField', () => {
  // first in the file: the picker's code, once run, stays for the tests after this one
  it("the picker's code waits for the field's use, not for the page's load", async () => {
    const { user } = renderUi(<Purchase initial={fromIsoDate('2019-03-10')} />);
    // the page loaded, its first screen drawn, the browser idle (jsdom has no requestIdleCallback: at once)
    await act(() => new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_MS + 300)));
    const standIn = screen.getByLabelText('Fecha de compra');
    expect(standIn).toHaveAttribute('readonly');
    expect(document.querySelector('.react-datepicker-wrapper')).toBeNull();
    // pressed: the picker takes its place, with the focus, and opens
    await user.click(standIn);
    expect(await findCalendar()).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de compra')).not.toBe(standIn);
    expect(screen.getByLabelText('Fecha de compra')).toHaveFocus();
  });

  it('is picked from a Spanish calendar, not typed, and gives YYYY-MM-DD', async () => {
    const { user } = renderUi(<Purchase initial={fromIsoDate('2019-03-10')} />);
    // react-datepicker is loaded on demand; a read-only input with the same label and
    // value stands in, and focusing it brings the picker, which keeps the focus and opens
    const standIn = screen.getByLabelText('Fecha de compra');
    expect(standIn).toHaveAttribute('readonly');
    expect(standIn).toHaveValue('10/03/2019');
    await user.type(standIn, '01/01/2020');
    expect(await findCalendar()).toBeInTheDocument();
    const input = screen.getByLabelText('Fecha de compra');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('10/03/2019');
    await user.keyboard('{Escape}');
    await user.click(input);
    const calendar = screen.getByRole('dialog', { name: 'Elegir fecha' });
    expect(within(calendar).getByRole('heading', { name: 'marzo 2019' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('gridcell', { name: 'Elegir viernes, 15 de marzo de 2019' }));
    expect(screen.getByText('2019-03-15')).toBeInTheDocument();
    expect(input).toHaveValue('15/03/2019');
  });

  it('does not let days before minDate be chosen', async () => {
    const { user } = renderUi(<Purchase initial={fromIsoDate('2019-03-10')} />);
    await user.click(await screen.findByLabelText('Fecha de compra'));
    expect(screen.getByRole('gridcell', { name: 'No disponible viernes, 1 de marzo de 2019' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('gridcell', { name: 'No disponible viernes, 1 de marzo de 2019' }));
    expect(screen.getByText('2019-03-10')).toBeInTheDocument();
  });

  it('Enter opens the calendar and picks a day, and never submits the form around it', async () => {
    const submitted = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    const { user } = renderUi(
      <form onSubmit={submitted}>
        <Purchase initial={fromIsoDate('2019-03-10')} />
        <button type="submit">Guardar</button>
      </form>,
    );
    await user.click(screen.getByLabelText('Fecha de compra'));
    await findCalendar();
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('toIsoDate / fromIsoDate use the local calendar day', () => {
    expect(toIsoDate(fromIsoDate('2023-05-01'))).toBe('2023-05-01');
    expect(toIsoDate(new Date(2024, 0, 9, 23, 59))).toBe('2024-01-09');
  });
});
