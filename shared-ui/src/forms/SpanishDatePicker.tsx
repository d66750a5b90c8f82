// The react-datepicker part of DateField (the calendar behind the button at the end of each date
// field, PeriodFilter's two included), in its own chunk: DateField loads it on demand (pickerLoader),
// so react-datepicker, its stylesheet and date-fns' Spanish locale are fetched by the pages that
// have a date, once they are drawn, and run when a date field's calendar is first wanted, not by
// every page of the portal.
import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { es } from 'date-fns/locale';
import 'react-datepicker/dist/react-datepicker.css';
import { messages } from '../messages';
import { Icon } from '../layout/Icon';
import { CalendarToggle } from './DateInput';

registerLocale('es', es);

const t = messages.datePicker;

/** The calendar popup, as the library's own but with a Spanish name. */
function SpanishCalendar({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={className} role="dialog" aria-modal="true" aria-label={t.calendar} translate="no">
      {children}
    </div>
  );
}

/** What every calendar of the portal says, in Spanish. */
const spanish = {
  locale: 'es',
  calendarContainer: SpanishCalendar,
  chooseDayAriaLabelPrefix: t.chooseDay,
  disabledDayAriaLabelPrefix: t.dayNotAvailable,
  previousMonthAriaLabel: t.previousMonth,
  nextMonthAriaLabel: t.nextMonth,
  previousYearAriaLabel: t.previousYear,
  nextYearAriaLabel: t.nextYear,
  // the arrows' hidden text, in the accessible name too (axe: label-content-name-mismatch with 'Previous Month')
  previousMonthButtonLabel: t.previousMonth,
  nextMonthButtonLabel: t.nextMonth,
  previousYearButtonLabel: t.previousYear,
  nextYearButtonLabel: t.nextYear,
  monthAriaLabelPrefix: t.month,
  weekAriaLabelPrefix: t.week,
} as const;

type ToggleProps = HTMLAttributes<HTMLElement> & { label: string; expanded: boolean; autoFocus?: boolean; disabled?: boolean; onClose(): void };

/**
 * react-datepicker gives its trigger an input's props (value, onChange, placeholder, readOnly...):
 * the button takes those a button has, and its class (which keeps a click on it from counting as
 * a click outside the calendar). A press opens the calendar, or closes it when open. And the
 * element to focus and blur: the button's focus, but no blur, which react-datepicker does after a
 * pick so that an input's focus does not open the calendar again (a button's does not): the focus
 * stays on the button, not lost to the page.
 */
const Toggle = forwardRef<Pick<HTMLElement, 'focus' | 'blur'>, ToggleProps>(function Toggle(props, ref) {
  const { label, expanded, onClose, onClick, onKeyDown, onFocus, onBlur, autoFocus, disabled, className } = props;
  const button = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => ({ focus: (options) => button.current?.focus(options), blur: () => undefined }), []);
  return (
    <CalendarToggle
      ref={button}
      className={className}
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={expanded ? onClose : onClick}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      autoFocus={autoFocus}
      disabled={disabled}
    >
      <Icon name="calendar" />
    </CalendarToggle>
  );
});

export interface CalendarButtonProps {
  /** the button's name ('Elegir en el calendario: Fecha de la venta') */
  label: string;
  /** the day the field's text is, if it is one: the calendar opens on it */
  value: Date | null;
  /** a day picked in the calendar */
  onPick(date: Date): void;
  minDate?: Date;
  maxDate?: Date;
  /** the field's text and button: the calendar lies under them, along their start or their end, and its day is focused within */
  fieldRef: RefObject<HTMLElement | null>;
  placement: 'bottom-start' | 'bottom-end';
  /** the stand-in button had the focus when the calendar came: this one takes it */
  autoFocus?: boolean;
  /** the stand-in button was pressed before the calendar came: it opens at once, with the focus */
  opened?: boolean;
  disabled?: boolean;
}

/**
 * The calendar of a date field (DateField), behind a button at the end of its field, as in the
 * WAI-ARIA date picker dialog: the button opens it (not a focus passing by), the focus goes to its
 * day (the field's day, else today), arrows move, Enter picks, Escape closes, and the focus comes
 * back to the button. The text typed in the field is the field's own.
 */
export function CalendarButton({ label, value, onPick, minDate, maxDate, fieldRef, placement, autoFocus = false, opened = false, disabled = false }: CalendarButtonProps) {
  const picker = useRef<DatePicker>(null);
  const [expanded, setExpanded] = useState(opened);
  const focusDay = () => fieldRef.current?.querySelector<HTMLElement>('.react-datepicker__day[tabindex="0"]')?.focus();
  // the stand-in was pressed: the calendar is open from the start, without an onCalendarOpen
  useEffect(() => {
    if (opened) focusDay();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only as it comes
  }, []);
  return (
    <DatePicker
      {...spanish}
      ref={picker}
      selected={value}
      onSelect={(date) => date && onPick(date)}
      minDate={minDate}
      maxDate={maxDate}
      disabled={disabled}
      startOpen={opened}
      autoFocus={autoFocus || opened}
      preventOpenOnFocus
      popperTargetRef={fieldRef}
      popperPlacement={placement}
      onCalendarOpen={() => {
        setExpanded(true);
        focusDay();
      }}
      onCalendarClose={() => setExpanded(false)}
      customInput={<Toggle label={label} expanded={expanded} onClose={() => picker.current?.setOpen(false)} />}
    />
  );
}
