// A list's period filter ('Lista de Ventas', the reports and the audit log): 'Desde' and 'Hasta',
// two DateFields, typed as dd/mm/aaaa and emptied, or picked from each one's Spanish calendar.
// The filter holds the two texts as typed: a typed period is judged once the typing has been still
// for a moment: applied when right, said under the dates when not, in the api's own words (contract
// REPORT_TEXT, the same texts as INVOICE_LIST_TEXT); the list keeps the last valid period meanwhile.
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { isRealDate, REPORT_TEXT } from '@portal/contract';
import { messages } from '../messages';
import { VisuallyHidden } from '../layout/VisuallyHidden';
import { DateField } from './DateField';
import { dayOfText, fromIsoDate } from './days';

/** both days 'YYYY-MM-DD', '' while empty */
export interface Period {
  from: string;
  to: string;
}
export const NO_PERIOD: Period = { from: '', to: '' };

/** what the two fields show, as typed: dd/mm/aaaa, '' while empty */
export type PeriodTexts = Period;

/** the pause after the last key before a typed period is judged (applied, or said wrong) */
export const PERIOD_DELAY_MS = 300;

/** the text wrong with a period, or null: said before anything is sent (the api would answer the same 400) */
export function periodProblem({ from, to }: Period): string | null {
  if ((from && !isRealDate(from)) || (to && !isRealDate(to))) return REPORT_TEXT.dateFilter;
  if (from && to && from > to) return REPORT_TEXT.periodInverted;
  return null;
}

/** the list parameters of a period: `from` / `to`, left out while empty */
export function periodParams({ from, to }: Period): { from?: string; to?: string } {
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The period two typed texts say, and what is wrong with it: a text that is no day is said in the field's own format. */
function readPeriod(texts: PeriodTexts): { period: Period; problem: string | null } {
  const day = (text: string) => (text.trim() === '' ? '' : dayOfText(text));
  const from = day(texts.from);
  const to = day(texts.to);
  if (from === null || to === null) return { period: NO_PERIOD, problem: messages.date.badDate };
  const period = { from, to };
  return { period, problem: periodProblem(period) };
}

export interface PeriodFilterState {
  /** what the two fields show, as typed (dd/mm/aaaa) */
  texts: PeriodTexts;
  /** a field's new text: typed, or the day picked in its calendar */
  setText(key: keyof Period, text: string): void;
  /** the period to ask for: the typed one once still and valid, else the last valid one */
  applied: Period;
  /** the text wrong with the typed period once still, or null */
  problem: string | null;
  /** true while the applied period filters something */
  active: boolean;
  /** empties both dates and applies that at once (a 'Limpiar filtros' button) */
  clear(): void;
}

/** The state of one PeriodFilter; `delayMs` is the pause before a typed period is judged. */
export function usePeriodFilter({ delayMs = PERIOD_DELAY_MS }: { delayMs?: number } = {}): PeriodFilterState {
  const [texts, setTexts] = useState<PeriodTexts>(NO_PERIOD);
  /** the texts as they were when the typing was last still */
  const [still, setStill] = useState<PeriodTexts>(NO_PERIOD);
  const [applied, setApplied] = useState<Period>(NO_PERIOD);
  useEffect(() => {
    if (texts === still) return undefined;
    const timer = setTimeout(() => {
      setStill(texts);
      const { period, problem } = readPeriod(texts);
      if (problem === null) setApplied((last) => (last.from === period.from && last.to === period.to ? last : period));
    }, delayMs);
    return () => clearTimeout(timer);
  }, [texts, still, delayMs]);
  const setText = useCallback((key: keyof Period, text: string) => setTexts((last) => ({ ...last, [key]: text })), []);
  const clear = useCallback(() => {
    setTexts(NO_PERIOD);
    // at once, not after the pause of a typed date
    setStill(NO_PERIOD);
    setApplied(NO_PERIOD);
  }, []);
  const problem = useMemo(() => readPeriod(still).problem, [still]);
  return useMemo(
    () => ({ texts, setText, applied, problem, active: Boolean(applied.from || applied.to), clear }),
    [texts, setText, applied, problem, clear],
  );
}

// one line of a filter grid: the whole line below 1280 px (two dates need ~260 px side by side), two columns from there
const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-column: 1 / -1;
  column-gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
  ${({ theme }) => theme.media.lgUp} { grid-column: span 2; }
`;

const Legend = styled.legend`
  grid-column: 1 / -1;
  padding: 0;
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: ${({ theme }) => `-${theme.space.sm} 0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

/** the Date of a typed day, or null: the calendar's day, and the other end's bound */
const dateOf = (text: string) => {
  const day = dayOfText(text);
  return day ? fromIsoDate(day) : null;
};

/** the period is read from the two texts (usePeriodFilter), not from the fields' days */
const ignoreDay = () => undefined;

export interface PeriodFilterProps {
  /** from usePeriodFilter */
  period: PeriodFilterState;
  /** the group's name ('Fecha de venta', 'Periodo'): what the dates filter */
  legend: string;
  /** draw the legend above the dates (default: read by screen readers only, the labels say enough) */
  showLegend?: boolean;
  fromLabel?: string;
  toLabel?: string;
  className?: string;
}

/**
 * 'Desde' / 'Hasta' of a list's filters, one group for screen readers. Each date's calendar is
 * bounded by the other; a wrong period marks both dates invalid and is said under them (role alert).
 */
export function PeriodFilter({ period, legend, showLegend = false, fromLabel = messages.period.from, toLabel = messages.period.to, className }: PeriodFilterProps) {
  const id = useId();
  const { texts, setText, problem } = period;
  const problemId = problem ? `${id}-problem` : null;
  // the same callbacks in every render: a key typed in the list's search leaves the dates as they are (DateField's memo)
  const setFrom = useCallback((text: string) => setText('from', text), [setText]);
  const setTo = useCallback((text: string) => setText('to', text), [setText]);
  const fromDay = dateOf(texts.from);
  const toDay = dateOf(texts.to);
  return (
    <Group className={className}>
      {showLegend ? <Legend>{legend}</Legend> : <VisuallyHidden as="legend">{legend}</VisuallyHidden>}
      <DateField
        id={`${id}-from`}
        name="from"
        label={fromLabel}
        text={texts.from}
        onTextChange={setFrom}
        value={fromDay}
        onChange={ignoreDay}
        maxDate={toDay ?? undefined}
        problemId={problemId}
      />
      {/* Hasta's calendar to the field's end: inside a phone's screen */}
      <DateField
        id={`${id}-to`}
        name="to"
        label={toLabel}
        text={texts.to}
        onTextChange={setTo}
        value={toDay}
        onChange={ignoreDay}
        minDate={fromDay ?? undefined}
        problemId={problemId}
        calendarPlacement="bottom-end"
      />
      {problem && (
        <Problem id={problemId ?? undefined} role="alert">
          {problem}
        </Problem>
      )}
    </Group>
  );
}
