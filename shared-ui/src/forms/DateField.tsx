import { memo, useState, type ReactNode } from 'react';
import { messages } from '../messages';
import { DateInput } from './DateInput';
import { dayText, toIsoDate } from './days';
import { FieldFrame, useFieldAria } from './FieldFrame';
import { fieldState } from './fieldState';
import { usePicker } from './pickerLoader';

export { toIsoDate, fromIsoDate } from './days';

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
 * react-datepicker's render is dear; a key typed in another field leaves this one as it is.
 * A form gives its dates as new Date objects in each render (`fromIsoDate(values.sale_date)`), so
 * these count as changed only when their time does.
 */
function sameProps(prev: DateFieldProps, next: DateFieldProps): boolean {
  const keys = Object.keys(next) as (keyof DateFieldProps)[];
  return keys.length === Object.keys(prev).length && keys.every((key) => sameProp(prev[key], next[key]));
}

/**
 * A date-only picker in Spanish (react-datepicker, date-fns `es`) with a read-only text input.
 * Until a date field of the page is used (focused or pressed: react-datepicker's code runs
 * then, its files fetched a moment after the page's load) a plain read-only input of the same look,
 * name, label and shown value stands in; if it has the focus when the picker comes, the picker's
 * input takes it and opens.
 */
export const DateField = memo(function DateField(props: DateFieldProps) {
  const { label, name, value, onChange, onBlur, minDate, maxDate, filterDate, error, touched, disabled, hint, id } = props;
  const { placeholder = messages.form.datePlaceholder, dateFormat = 'dd/MM/yyyy' } = props;
  const state = fieldState(value, error, touched);
  const { inputId, errorId, hintId, aria } = useFieldAria(name, state, Boolean(hint), id);
  const [picker, loadPicker] = usePicker();
  /** the stand-in has the focus: the picker takes it (and opens) when it comes */
  const [focusPicker, setFocusPicker] = useState(false);
  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} hintId={hintId} state={state} error={error} hint={hint}>
      {picker ? (
        <picker.default
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
          autoFocus={focusPicker}
        />
      ) : (
        <DateInput
          id={inputId}
          name={name}
          // the default pattern's text; a field with another pattern shows its value once the picker is in
          value={value && dateFormat === 'dd/MM/yyyy' ? dayText(toIsoDate(value)) : ''}
          placeholder={placeholder}
          readOnly
          disabled={disabled}
          autoComplete="off"
          data-state={state}
          {...aria}
          onFocus={() => {
            setFocusPicker(true);
            loadPicker();
          }}
          onBlur={() => setFocusPicker(false)}
          // Enter waits for the calendar, as on the picker; it never submits the form
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      )}
    </FieldFrame>
  );
}, sameProps);
