import { lazy, memo, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';
import { Spinner } from '../feedback/Spinner';
import { controlStyles, FieldFrame, useFieldAria } from './FieldFrame';
import { fieldState } from './fieldState';

// react-datepicker (and its stylesheet, and date-fns' Spanish locale) load with the first date
// field shown, not with the shared-ui bundle.
const SpanishDatePicker = lazy(() => import('./SpanishDatePicker'));

/** Where the input will be, the same height, while the date picker loads. */
const Pending = styled.div`
  ${controlStyles}
  display: flex;
  align-items: center;
`;

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

/** Two props alike: Dates by their time, anything else by identity. */
const sameProp = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : Object.is(a, b));

/**
 * issue 24: react-datepicker's render is dear; a key typed in another field leaves this one as it is.
 * A form gives its dates as new Date objects in each render (`fromIsoDate(values.sale_date)`), so
 * these count as changed only when their time does.
 */
function sameProps(prev: DateFieldProps, next: DateFieldProps): boolean {
  const keys = Object.keys(next) as (keyof DateFieldProps)[];
  return keys.length === Object.keys(prev).length && keys.every((key) => sameProp(prev[key], next[key]));
}

/**
 * A date-only picker in Spanish (react-datepicker, date-fns `es`) with a read-only text input. A
 * small spinner stands in for the input while react-datepicker loads.
 */
export const DateField = memo(function DateField(props: DateFieldProps) {
  const { label, name, value, onChange, onBlur, minDate, maxDate, filterDate, error, touched, disabled, hint, id } = props;
  const { placeholder = messages.form.datePlaceholder, dateFormat = 'dd/MM/yyyy' } = props;
  const state = fieldState(value, error, touched);
  const { inputId, errorId, hintId, aria } = useFieldAria(name, state, Boolean(hint), id);
  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} hintId={hintId} state={state} error={error} hint={hint}>
      <Suspense
        fallback={
          <Pending data-state={state}>
            <Spinner size="sm" />
          </Pending>
        }
      >
        <SpanishDatePicker
          inputId={inputId}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          minDate={minDate}
          maxDate={maxDate}
          filterDate={filterDate}
          disabled={disabled}
          placeholder={placeholder}
          dateFormat={dateFormat}
          state={state}
          aria={aria}
        />
      </Suspense>
    </FieldFrame>
  );
}, sameProps);
