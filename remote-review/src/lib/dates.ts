// Dates as a Spanish reader expects them, in the browser's time zone (date-fns, es locale).
import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/** '2024-01-15T15:30:00Z' -> '15 ene 2024, 10:30' (in Bogotá); '' for a missing or broken date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'dd MMM yyyy, HH:mm', { locale: es }) : '';
}

/** Milliseconds since the epoch, for ordering; a broken date sorts last in a descending list. */
export function timeOf(iso: string | null | undefined): number {
  if (!iso) return Number.NEGATIVE_INFINITY;
  const time = parseISO(iso).getTime();
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** '2024-03-01' (a calendar day, or an instant) -> '01 mar 2024'; '' for a missing or broken date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'dd MMM yyyy', { locale: es }) : '';
}
