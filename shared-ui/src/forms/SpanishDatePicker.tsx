// The react-datepicker part of DateField, in its own chunk: DateField loads it with React.lazy, so
// react-datepicker, its stylesheet and date-fns' Spanish locale are fetched by the forms that have a
// date, not by every page of the portal.
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { es } from 'date-fns/locale';
import 'react-datepicker/dist/react-datepicker.css';
import { messages } from '../messages';
import { DateInput } from './DateInput';
import type { FieldState } from './fieldState';
import type { DateFieldProps } from './DateField';

registerLocale('es', es);

type InputProps = InputHTMLAttributes<HTMLInputElement> & { 'data-state': FieldState };

// SPEC 2.11: the date is picked, never typed. react-datepicker's own readOnly would also stop the
// calendar from opening, so the input is made read-only here instead.
const ReadOnlyInput = forwardRef<HTMLInputElement, InputProps>(function ReadOnlyInput(props, ref) {
  return <DateInput {...props} ref={ref} readOnly />;
});

const t = messages.datePicker;

/** The calendar popup, as the library's own but with a Spanish name. */
function SpanishCalendar({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={className} role="dialog" aria-modal="true" aria-label={t.calendar} translate="no">
      {children}
    </div>
  );
}

/** The field's own props, plus what DateField works out for the picker. */
export type SpanishDatePickerProps = Pick<DateFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'minDate' | 'maxDate' | 'filterDate' | 'disabled'> & {
  inputId: string;
  placeholder: string;
  dateFormat: string;
  state: FieldState;
  /** aria-invalid and aria-describedby of the field */
  aria: InputHTMLAttributes<HTMLInputElement>;
  /** issue 24: the stand-in input had the focus; the picker's input takes it, which opens the calendar */
  autoFocus?: boolean;
};

export default function SpanishDatePicker(props: SpanishDatePickerProps) {
  const { inputId, name, value, onChange, onBlur, minDate, maxDate, filterDate, disabled, placeholder, dateFormat, state, aria, autoFocus } = props;
  return (
    <DatePicker
      id={inputId}
      name={name}
      selected={value}
      onChange={(d: Date | null) => onChange(d)}
      onBlur={() => onBlur?.()}
      locale="es"
      dateFormat={dateFormat}
      minDate={minDate}
      maxDate={maxDate}
      filterDate={filterDate}
      disabled={disabled}
      placeholderText={placeholder}
      autoComplete="off"
      autoFocus={autoFocus}
      // issue 26: Enter opens the calendar or picks its day, never submits the form around it (an
      // input's Enter is the form's implicit submission: a second Enter used to send the whole sale)
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      customInput={<ReadOnlyInput data-state={state} {...aria} />}
      calendarContainer={SpanishCalendar}
      chooseDayAriaLabelPrefix={t.chooseDay}
      disabledDayAriaLabelPrefix={t.dayNotAvailable}
      previousMonthAriaLabel={t.previousMonth}
      nextMonthAriaLabel={t.nextMonth}
      previousYearAriaLabel={t.previousYear}
      nextYearAriaLabel={t.nextYear}
      monthAriaLabelPrefix={t.month}
      weekAriaLabelPrefix={t.week}
    />
  );
}
