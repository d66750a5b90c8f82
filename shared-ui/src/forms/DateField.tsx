import { memo, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { messages } from '../messages';
import { Icon } from '../layout/Icon';
import { CalendarSlot, CalendarToggle, DateControl, DateInput } from './DateInput';
import { dayOfText, dayText, fromIsoDate, toIsoDate } from './days';
import { FieldFrame, useFieldAria } from './FieldFrame';
import { fieldState, type FieldState } from './fieldState';
import { usePicker } from './pickerLoader';

export { toIsoDate, fromIsoDate } from './days';

export interface DateFieldProps {
  /** the field's name; its calendar button is named after it ('Elegir en el calendario: Fecha de la venta') */
  label: string;
  name: string;
  value: Date | null;
  /** the day the field now says (typed whole and real, or picked), or null: empty, or a text that is no day */
  onChange(date: Date | null): void;
  /** the focus left the field: its text, its button and its calendar */
  onBlur?(): void;
  /** first day the calendar offers (inclusive); a typed day is judged by the form's own rules */
  minDate?: Date;
  /** last day the calendar offers (inclusive) */
  maxDate?: Date;
  /**
   * false: the text cannot be typed, the calendar is the only way (SPEC 2.11 "read-only input");
   * a press on the text, or Enter on it, opens the calendar as its button does
   */
  typing?: boolean;
  /**
   * The text as typed, held by a parent that judges it itself (PeriodFilter: after a pause, in a
   * problem of its own): the field shows it, tells each change to onTextChange, and says nothing
   * about it. Without it the field keeps its text and says a text that is no day under itself.
   */
  text?: string;
  onTextChange?(text: string): void;
  /** the id of a problem said outside the field (PeriodFilter: one under both dates): the field is marked invalid and described by it */
  problemId?: string | null;
  /** the calendar lies under the field from its start (default) or to its end (a field at a screen's right edge) */
  calendarPlacement?: 'bottom-start' | 'bottom-end';
  error?: string | null;
  touched?: boolean;
  disabled?: boolean;
  placeholder?: string;
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

/** The 'YYYY-MM-DD' day a text says: '' while blank, null for a text that is no day (half-typed, 31/02, letters). */
const dayOf = (text: string): string | null => (text.trim() === '' ? '' : dayOfText(text));
const textOf = (isoDay: string) => (isoDay ? dayText(isoDay) : '');

/**
 * A date field in Spanish: typed as dd/mm/aaaa whatever the browser's language (a native date
 * input shows the browser's mm/dd/yyyy), or picked from a Spanish calendar behind a button at
 * the end of the field (WAI-ARIA date picker dialog; SpanishDatePicker's CalendarButton). With
 * `typing={false}` the text is read-only and the calendar the only way (SPEC 2.11).
 *
 * The text is the same element from the first paint. The calendar (react-datepicker) comes when a
 * date field's calendar is first wanted (its button focused or pressed, or a read-only text focused;
 * the files fetched a moment after the page's load, pickerLoader): until then a stand-in button of
 * the same look loads it, and the calendar's button takes the focus, or opens, as it comes.
 */
export const DateField = memo(function DateField(props: DateFieldProps) {
  const { label, name, value, onChange, onBlur, minDate, maxDate, typing = true, onTextChange, problemId, error, touched, disabled, hint, id } = props;
  const { calendarPlacement = 'bottom-start', placeholder = typing ? messages.date.format : messages.form.datePlaceholder } = props;
  const held = props.text !== undefined;
  const valueDay = value ? toIsoDate(value) : '';

  // The field's own text, and the day it last told (or was given). Another day given by the form
  // (picked, a reset, a kept sale opened) replaces the text, unless the text says that day already;
  // a text that is no day told null, so the null that comes back leaves it as typed.
  const [own, setOwn] = useState(() => ({ text: textOf(valueDay), day: valueDay }));
  let ownText = own.text;
  if (!held && own.day !== valueDay) {
    ownText = (dayOf(own.text) ?? '') === valueDay ? own.text : textOf(valueDay);
    setOwn({ text: ownText, day: valueDay });
  }
  const text = held ? (props.text ?? '') : ownText;
  const textDay = dayOf(text);

  /** a new text, typed or picked: the day it says goes to onChange when it is another one */
  const write = (next: string) => {
    const day = dayOf(next) ?? '';
    if (held) onTextChange?.(next);
    else setOwn({ text: next, day });
    if (day !== valueDay) onChange(day ? fromIsoDate(day) : null);
  };

  // a text that is no day is said once the field was left (or the form touched it), then follows the typing
  const [left, setLeft] = useState(false);
  const badText = !held && textDay === null && (left || Boolean(touched));
  const state: FieldState = problemId || badText ? 'error' : fieldState(value, error, touched);
  const shownError = badText ? messages.date.badDate : problemId ? null : error;
  const { inputId, errorId, hintId, aria } = useFieldAria(name, state, Boolean(hint), id);
  const described = problemId
    ? { 'aria-invalid': true, 'aria-describedby': [problemId, hint ? hintId : null].filter(Boolean).join(' ') }
    : aria;

  const fieldRef = useRef<HTMLDivElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const [picker, loadPicker] = usePicker();
  /** the stand-in has the focus, or was pressed: the calendar's button takes the focus, or opens, as it comes */
  const [standIn, setStandIn] = useState<'focused' | 'pressed' | null>(null);
  // handed over as the calendar came: a calendar drawn again later does not take the focus
  useEffect(() => {
    if (picker) setStandIn(null);
  }, [picker]);
  const calendarLabel = messages.date.calendar(label);

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    // within the field (the text, its button, its calendar) the focus has not left it
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setLeft(true);
    onBlur?.();
  };

  // a read-only text opens the calendar as its button does; a press while it is open only shuts it
  // (react-datepicker shuts it on the press's mousedown, outside the calendar)
  const calendarButton = () => slotRef.current?.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]') ?? null;
  const wasOpen = useRef(false);
  const readOnlyPress = typing
    ? {}
    : {
        onFocus: loadPicker,
        onMouseDown: () => {
          wasOpen.current = calendarButton()?.getAttribute('aria-expanded') === 'true';
        },
        onClick: () => {
          if (!wasOpen.current) calendarButton()?.click();
          wasOpen.current = false;
        },
        // Enter opens the calendar, never submits the form around it (an input's implicit submission)
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          calendarButton()?.click();
        },
      };

  return (
    <FieldFrame label={label} inputId={inputId} errorId={errorId} hintId={hintId} state={state} error={shownError} hint={hint} checkPlacement="before-button">
      <DateControl ref={fieldRef} onBlur={leave}>
        <DateInput
          id={inputId}
          name={name}
          type="text"
          value={text}
          onChange={(event) => write(event.target.value)}
          readOnly={!typing}
          disabled={disabled}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          data-state={state}
          {...described}
          {...readOnlyPress}
        />
        <CalendarSlot ref={slotRef}>
          {picker ? (
            <picker.CalendarButton
              label={calendarLabel}
              value={textDay ? fromIsoDate(textDay) : null}
              onPick={(date) => write(dayText(toIsoDate(date)))}
              minDate={minDate}
              maxDate={maxDate}
              disabled={disabled}
              fieldRef={fieldRef}
              placement={calendarPlacement}
              autoFocus={standIn !== null}
              opened={standIn === 'pressed'}
            />
          ) : (
            <CalendarToggle
              type="button"
              aria-label={calendarLabel}
              aria-haspopup="dialog"
              aria-expanded={false}
              disabled={disabled}
              // a press focuses the button after its mousedown: still a press
              onFocus={() => {
                setStandIn((was) => was ?? 'focused');
                loadPicker();
              }}
              onBlur={() => setStandIn(null)}
              // pressed from its mousedown: a calendar that comes before the click opens all the same
              onMouseDown={() => {
                setStandIn('pressed');
                loadPicker();
              }}
              onClick={() => {
                setStandIn('pressed');
                loadPicker();
              }}
            >
              <Icon name="calendar" />
            </CalendarToggle>
          )}
        </CalendarSlot>
      </DateControl>
    </FieldFrame>
  );
}, sameProps);
