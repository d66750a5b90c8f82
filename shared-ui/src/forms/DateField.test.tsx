// The portal's one date field: typed as dd/mm/aaaa whatever the browser's language, or picked from
// a Spanish calendar behind the button at its end; read-only where the date is only picked (SPEC 2.11).
// Every day here is a fixed one: a calendar opens on the field's day, never on the machine's today.
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { findCalendar, renderUi } from '../test-utils';
import { FIRST_SCREEN_MS } from '../timing/afterPageLoad';
import { DateField, fromIsoDate, toIsoDate } from './DateField';

function Purchase({ initial = null, typing }: { initial?: Date | null; typing?: boolean }) {
  const [date, setDate] = useState<Date | null>(initial);
  const [touched, setTouched] = useState(false);
  return (
    <>
      <DateField
        label="Fecha de compra"
        name="purchase_date"
        value={date}
        onChange={setDate}
        onBlur={() => setTouched(true)}
        minDate={fromIsoDate('2019-03-02')}
        typing={typing}
        error={date ? null : 'Seleccione Una Fecha'}
        touched={touched}
      />
      <output aria-label="fecha">{date ? toIsoDate(date) : 'sin fecha'}</output>
      <button type="button" onClick={() => setDate(fromIsoDate('2020-01-31'))}>
        Otra fecha
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Fecha de compra');
const calendarButton = () => screen.getByRole('button', { name: 'Elegir en el calendario: Fecha de compra' });
const said = () => screen.getByRole('status', { name: 'fecha' }).textContent;

describe('DateField', () => {
  // first in the file: the calendar's code, once run, stays for the tests after this one
  it("the calendar's code waits for its button, not for the page's load or the typing", async () => {
    const { user } = renderUi(<Purchase initial={fromIsoDate('2019-03-10')} />);
    // the page loaded, its first screen drawn, the browser idle (jsdom has no requestIdleCallback: at once)
    await act(() => new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_MS + 300)));
    const text = field();
    await user.type(text, '{Control>}a{/Control}12/03/2019');
    expect(said()).toBe('2019-03-12');
    expect(document.querySelector('.react-datepicker-wrapper')).toBeNull();
    // the stand-in button pressed: the calendar opens as it comes, on the field's day, which takes the focus
    await user.click(calendarButton());
    const calendar = await findCalendar();
    expect(within(calendar).getByRole('gridcell', { name: 'Elegir martes, 12 de marzo de 2019' })).toHaveFocus();
    expect(field()).toBe(text);
  });

  it('is typed as dd/mm/aaaa and gives YYYY-MM-DD; a text that is no day is said under the field once it is left', async () => {
    const { user } = renderUi(<Purchase />);
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(field()).not.toHaveAttribute('readonly');

    await user.type(field(), '15/03/2019');
    expect(said()).toBe('2019-03-15');
    expect(field()).toHaveValue('15/03/2019');

    // a half-typed day is not said wrong while the typing goes on
    await user.clear(field());
    await user.type(field(), '31/02/20');
    expect(said()).toBe('sin fecha');
    expect(field()).not.toHaveAttribute('aria-invalid');
    await user.type(field(), '19');
    // 31 February: no day; said when the person leaves the field, and kept as typed
    await user.tab();
    await user.tab();
    expect(field()).toHaveValue('31/02/2019');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Fecha no válida: use el formato dd/mm/aaaa');
    expect(screen.queryByText('Seleccione Una Fecha')).not.toBeInTheDocument();
    expect(said()).toBe('sin fecha');

    // corrected: the error goes, the day comes
    await user.clear(field());
    await user.type(field(), '28/02/2019');
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(said()).toBe('2019-02-28');
    // emptied: the form's own rule is said
    await user.clear(field());
    expect(field()).toHaveAccessibleDescription('Seleccione Una Fecha');
  });

  it('the button opens a Spanish calendar: arrows move, Enter picks, Escape closes, the focus comes back to the button', async () => {
    const { user } = renderUi(<Purchase initial={fromIsoDate('2019-03-10')} />);
    expect(field()).toHaveValue('10/03/2019');
    const button = calendarButton();
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const calendar = await findCalendar();
    expect(within(calendar).getByRole('heading', { name: 'marzo 2019' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    expect(within(calendar).getByRole('gridcell', { name: 'Elegir domingo, 10 de marzo de 2019' })).toHaveFocus();
    expect(calendarButton()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('18/03/2019');
    expect(said()).toBe('2019-03-18');
    await waitFor(() => expect(calendarButton()).toHaveFocus());
    expect(calendarButton()).toHaveAttribute('aria-expanded', 'false');

    // a click picks too; Escape closes without a change
    await user.click(calendarButton());
    await user.click(within(await findCalendar()).getByRole('gridcell', { name: 'Elegir viernes, 22 de marzo de 2019' }));
    expect(field()).toHaveValue('22/03/2019');
    await user.click(calendarButton());
    await findCalendar();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calendarButton()).toHaveFocus());
    expect(said()).toBe('2019-03-22');
  });

  it("does not offer days before minDate in the calendar; a typed one goes to the form's own rules", async () => {
    const { user } = renderUi(<Purchase initial={fromIsoDate('2019-03-10')} />);
    await user.click(calendarButton());
    const calendar = await findCalendar();
    expect(within(calendar).getByRole('gridcell', { name: 'No disponible viernes, 1 de marzo de 2019' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(calendar).getByRole('gridcell', { name: 'No disponible viernes, 1 de marzo de 2019' }));
    expect(said()).toBe('2019-03-10');
    await user.keyboard('{Escape}');
    await user.type(field(), '01/03/2019', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    expect(said()).toBe('2019-03-01');
  });

  it('a day the form gives replaces the text', async () => {
    const { user } = renderUi(<Purchase initial={fromIsoDate('2019-03-10')} />);
    await user.type(field(), 'ayer', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    await user.click(screen.getByRole('button', { name: 'Otra fecha' }));
    expect(field()).toHaveValue('31/01/2020');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it("the calendar's keys never submit the form around it", async () => {
    const submitted = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    const { user } = renderUi(
      <form onSubmit={submitted}>
        <Purchase initial={fromIsoDate('2019-03-10')} />
        <button type="submit">Guardar</button>
      </form>,
    );
    // by the keyboard: the text, then its button
    await user.tab();
    await user.tab();
    expect(calendarButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await findCalendar();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(calendarButton()).toHaveFocus());
    await user.keyboard('{Enter}');
    await findCalendar();
    await user.keyboard('{Escape}');
    expect(submitted).not.toHaveBeenCalled();
    expect(field()).toHaveValue('11/03/2019');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  describe('read-only (typing={false}, SPEC 2.11)', () => {
    it('refuses typing: the calendar is the only way, opened by the button or by a press on the text', async () => {
      const { user } = renderUi(<Purchase initial={fromIsoDate('2019-03-10')} typing={false} />);
      expect(field()).toHaveAttribute('readonly');
      expect(field()).toHaveAttribute('placeholder', 'Seleccione una fecha');
      await user.type(field(), '{Backspace}{Backspace}01/01/2020');
      expect(field()).toHaveValue('10/03/2019');
      expect(said()).toBe('2019-03-10');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      // a press on the text opens the calendar, on the field's day
      await user.click(field());
      const calendar = await findCalendar();
      expect(within(calendar).getByRole('gridcell', { name: 'Elegir domingo, 10 de marzo de 2019' })).toHaveFocus();
      await user.click(within(calendar).getByRole('gridcell', { name: 'Elegir viernes, 15 de marzo de 2019' }));
      expect(field()).toHaveValue('15/03/2019');
      expect(said()).toBe('2019-03-15');

      // and its button, as in the typed field
      await user.click(calendarButton());
      await user.keyboard('{ArrowLeft}{Enter}');
      expect(field()).toHaveValue('14/03/2019');
    });

    it('Enter on the text opens the calendar and never submits the form around it', async () => {
      const submitted = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
      const { user } = renderUi(
        <form onSubmit={submitted}>
          <Purchase initial={fromIsoDate('2019-03-10')} typing={false} />
          <button type="submit">Guardar</button>
        </form>,
      );
      await user.tab();
      expect(field()).toHaveFocus();
      await user.keyboard('{Enter}');
      await findCalendar();
      await user.keyboard('{Escape}');
      expect(submitted).not.toHaveBeenCalled();
    });
  });

  it('toIsoDate / fromIsoDate use the local calendar day', () => {
    expect(toIsoDate(fromIsoDate('2023-05-01'))).toBe('2023-05-01');
    expect(toIsoDate(new Date(2024, 0, 9, 23, 59))).toBe('2024-01-09');
  });
});
