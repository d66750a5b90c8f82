// A list's period filter (issue 10 'Lista de Ventas', issue 11 reports and audit log): 'Desde' and
// 'Hasta' as native date inputs, typed with the keyboard and emptied (the shared DateField is picked
// from a calendar and read-only), applied once the typing has been still for a moment, and never
// sent while it is wrong: an inverted or broken period is said under the dates in the api's own
// words (contract REPORT_TEXT, the same texts as INVOICE_LIST_TEXT) and the list keeps the last
// valid period meanwhile.
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { isRealDate, REPORT_TEXT } from '@portal/contract';
import { messages } from '../messages';
import { VisuallyHidden } from '../layout/VisuallyHidden';

/** both days 'YYYY-MM-DD', '' while empty */
export interface Period {
  from: string;
  to: string;
}
export const NO_PERIOD: Period = { from: '', to: '' };

/** the pause after the last change before a typed period applies (a browser changes the value at each digit of the year) */
export const PERIOD_DELAY_MS = 300;

/** the text wrong with a typed period, or null: said before anything is sent (the api would answer the same 400) */
export function periodProblem({ from, to }: Period): string | null {
  if ((from && !isRealDate(from)) || (to && !isRealDate(to))) return REPORT_TEXT.dateFilter;
  if (from && to && from > to) return REPORT_TEXT.periodInverted;
  return null;
}

/** the list parameters of a period: `from` / `to`, left out while empty */
export function periodParams({ from, to }: Period): { from?: string; to?: string } {
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export interface PeriodFilterState {
  /** what the two inputs show */
  typed: Period;
  setTyped(next: Period | ((p: Period) => Period)): void;
  /** the period to ask for: the typed one once still and valid, else the last valid one */
  applied: Period;
  /** the text wrong with the typed period, or null */
  problem: string | null;
  /** true while the applied period filters something */
  active: boolean;
  /** empties both dates and applies that at once (a 'Limpiar filtros' button) */
  clear(): void;
}

/** The state of one PeriodFilter; `delayMs` is the pause before a typed period applies. */
export function usePeriodFilter({ delayMs = PERIOD_DELAY_MS }: { delayMs?: number } = {}): PeriodFilterState {
  const [typed, setTyped] = useState<Period>(NO_PERIOD);
  const [applied, setApplied] = useState<Period>(NO_PERIOD);
  const problem = periodProblem(typed);
  const valid = problem === null;
  useEffect(() => {
    if (!valid || (typed.from === applied.from && typed.to === applied.to)) return undefined;
    const timer = setTimeout(() => setApplied(typed), delayMs);
    return () => clearTimeout(timer);
  }, [typed, applied, valid, delayMs]);
  const clear = useCallback(() => {
    setTyped(NO_PERIOD);
    // at once, not after the pause of a typed date
    setApplied(NO_PERIOD);
  }, []);
  return useMemo(
    () => ({ typed, setTyped, applied, problem, active: Boolean(applied.from || applied.to), clear }),
    [typed, applied, problem, clear],
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

// the look of the portal's fields (FieldFrame): small muted label, underlined control
const DateBox = styled.div`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.md}`};
  min-width: 0;
`;

const DateLabel = styled.label<{ $error: boolean }>`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

const DateInput = styled.input`
  display: block;
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  border: none;
  border-bottom: ${({ theme }) => theme.borders.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: 0;
  background: transparent;
  font-family: inherit;
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
    border-bottom: ${({ theme }) => theme.borders.thick} solid ${({ theme }) => theme.colors.primary};
  }
  &[aria-invalid='true'] { border-bottom-color: ${({ theme }) => theme.colors.danger}; }
`;

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: ${({ theme }) => `-${theme.space.sm} 0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

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
  const problemId = `${id}-problem`;
  const { typed, setTyped, problem } = period;
  const wrong = problem !== null;

  const dateField = (key: keyof Period, label: string) => (
    <DateBox>
      <DateLabel htmlFor={`${id}-${key}`} $error={wrong}>
        {label}
      </DateLabel>
      <DateInput
        id={`${id}-${key}`}
        name={key}
        type="date"
        value={typed[key]}
        // the browser's own calendar keeps the period the right way round
        min={key === 'to' ? typed.from || undefined : undefined}
        max={key === 'from' ? typed.to || undefined : undefined}
        onChange={(e) => setTyped((p) => ({ ...p, [key]: e.target.value }))}
        aria-invalid={wrong ? true : undefined}
        aria-describedby={wrong ? problemId : undefined}
      />
    </DateBox>
  );

  return (
    <Group className={className}>
      {showLegend ? <Legend>{legend}</Legend> : <VisuallyHidden as="legend">{legend}</VisuallyHidden>}
      {dateField('from', fromLabel)}
      {dateField('to', toLabel)}
      {problem && (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
    </Group>
  );
}
