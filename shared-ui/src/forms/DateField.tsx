import { memo, useEffect, useState, type ReactNode } from 'react';
import { messages } from '../messages';
import { DateInput } from './DateInput';
import { FieldFrame, useFieldAria } from './FieldFrame';
import { fieldState } from './fieldState';

// react-datepicker (and its stylesheet, and date-fns' Spanish locale) load with the first date
// field shown, not with the shared-ui bundle; issue 24: and only once the page has been drawn (or
// the field is focused), so 246 KB of picker are not on the way to the page's first paint.
let SpanishDatePicker: typeof import('./SpanishDatePicker').default | null = null;
let loading: Promise<void> | null = null;
/** One load for every date field; a failed one (no network) is tried again at the next focus. */
function loadPicker(): Promise<void> {
  loading ??= import('./SpanishDatePicker').then(
    (module) => {
      SpanishDatePicker = module.default;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/**
 * Calls `fn` once the document has loaded and the main thread is idle (at most `timeout` ms later):
 * after the page's first paint, not on its way. Returns a cancel.
 */
function whenIdleAfterLoad(fn: () => void, timeout = 1500): () => void {
  let cancelIdle = () => undefined as void;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(fn, { timeout });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback: a moment after the load, past the first paint
      const handle = window.setTimeout(fn, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
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

/** The shown text of a day in the default pattern, without date-fns (which comes with the picker). */
const dayText = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;

/**
 * A date-only picker in Spanish (react-datepicker, date-fns `es`) with a read-only text input.
 * issue 24: until react-datepicker has loaded (it starts once the page is drawn and idle, or when
 * the field is focused) a plain read-only input of the same look, name, label and shown value
 * stands in; if it has the focus when the picker comes, the picker's input takes it and opens.
 */
export const DateField = memo(function DateField(props: DateFieldProps) {
  const { label, name, value, onChange, onBlur, minDate, maxDate, filterDate, error, touched, disabled, hint, id } = props;
  const { placeholder = messages.form.datePlaceholder, dateFormat = 'dd/MM/yyyy' } = props;
  const state = fieldState(value, error, touched);
  const { inputId, errorId, hintId, aria } = useFieldAria(name, state, Boolean(hint), id);
  const [ready, setReady] = useState(SpanishDatePicker !== null);
  /** the stand-in has the focus: the picker takes it (and opens) when it comes */
  const [focusPicker, setFocusPicker] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    let alive = true;
    const show = () => void loadPicker().then(() => alive && SpanishDatePicker && setReady(true));
    const cancel = whenIdleAfterLoad(show);
    return () => {
      alive = false;
      cancel();
    };
  }, [ready]);
  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} hintId={hintId} state={state} error={error} hint={hint}>
      {ready && SpanishDatePicker ? (
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
          autoFocus={focusPicker}
        />
      ) : (
        <DateInput
          id={inputId}
          name={name}
          // the default pattern's text; a field with another pattern shows its value once the picker is in
          value={value && dateFormat === 'dd/MM/yyyy' ? dayText(value) : ''}
          placeholder={placeholder}
          readOnly
          disabled={disabled}
          autoComplete="off"
          data-state={state}
          {...aria}
          onFocus={() => {
            setFocusPicker(true);
            void loadPicker().then(() => SpanishDatePicker && setReady(true));
          }}
          onBlur={() => setFocusPicker(false)}
          // issue 26: Enter waits for the calendar, as on the picker; it never submits the form
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      )}
    </FieldFrame>
  );
}, sameProps);
