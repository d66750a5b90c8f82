import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { es } from 'date-fns/locale';
import styled from 'styled-components';
import 'react-datepicker/dist/react-datepicker.css';
import { messages } from '../messages';
import { controlStyles, FieldFrame, useFieldAria } from './FieldFrame';
import { fieldState, type FieldState } from './fieldState';

registerLocale('es', es);

const Input = styled.input<{ $state: FieldState }>`
  ${controlStyles}
  cursor: pointer;
`;

type InputProps = InputHTMLAttributes<HTMLInputElement> & { $state: FieldState };

// SPEC 2.11: the date is picked, never typed. react-datepicker's own readOnly would also stop the
// calendar from opening, so the input is made read-only here instead.
const ReadOnlyInput = forwardRef<HTMLInputElement, InputProps>(function ReadOnlyInput(props, ref) {
  return <Input {...props} ref={ref} readOnly />;
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

/** A date as the api wants it, from its local calendar day: 'YYYY-MM-DD' (SPEC 5). */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight of a 'YYYY-MM-DD' text (new Date('2019-03-01') would be UTC). */
export function fromIsoDate(text: string): Date {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number);
  return new Date(y, m - 1, d);
}

export interface DateFieldProps {
  label: ReactNode;
  name: string;
  value: Date | null;
  onChange(date: Date | null): void;
  onBlur?(): void;
  /** first day that can be picked (inclusive) */
  minDate?: Date;
  maxDate?: Date;
  /** false for days that cannot be picked (SPEC 9: "after 2019-03-01" is strict) */
  filterDate?(date: Date): boolean;
  error?: string | null;
  touched?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** date-fns pattern of the shown text */
  dateFormat?: string;
  hint?: ReactNode;
  id?: string;
}

/** A date-only picker in Spanish (react-datepicker, date-fns `es`) with a read-only text input. */
export function DateField(props: DateFieldProps) {
  const { label, name, value, onChange, onBlur, minDate, maxDate, filterDate, error, touched, disabled, hint, id } = props;
  const { placeholder = messages.form.datePlaceholder, dateFormat = 'dd/MM/yyyy' } = props;
  const state = fieldState(value, error, touched);
  const { inputId, errorId, hintId, aria } = useFieldAria(name, state, Boolean(hint), id);
  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} hintId={hintId} state={state} error={error} hint={hint}>
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
        customInput={<ReadOnlyInput $state={state} {...aria} />}
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
    </FieldFrame>
  );
}
