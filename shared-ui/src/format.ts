// Dates, money and points as a Spanish reader expects them ('15 ene 2024, 10:30', '1.234.567'), once
// for every screen of the portal; Intl only, so no remote carries a date library for it.

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// issue 24: each formatter is made once, at its first use (not when a screen's code loads): a
// Number#toLocaleString('es-CO') makes a new ICU formatter at every call, milliseconds on a phone.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let numberFormat: Intl.NumberFormat | undefined;

/** a day 'YYYY-MM-DD' is that calendar day wherever the browser is; an instant is shown in the browser's zone */
function toDate(text: string): Date | null {
  const day = DAY_ONLY.exec(text);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2024-03-02' (or an instant) -> '02 mar 2024'; '' for a missing or broken date */
export function formatDate(text: string | null | undefined): string {
  const date = text ? toDate(text) : null;
  return date ? (dateFormat ??= new Intl.DateTimeFormat('es', { day: '2-digit', month: 'short', year: 'numeric' })).format(date).replace(/\./g, '') : '';
}

/** '2024-03-02T21:45:00Z' -> '02 mar 2024, 16:45' in Bogotá; '' for a missing or broken date */
export function formatDateTime(text: string | null | undefined): string {
  const date = text ? toDate(text) : null;
  return date
    ? (dateTimeFormat ??= new Intl.DateTimeFormat('es', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }))
        .format(date).replace(/\./g, '') : '';
}

/** milliseconds since the epoch, for ordering; a broken date sorts last in a descending list */
export function timeOf(text: string | null | undefined): number {
  const date = text ? toDate(text) : null;
  return date ? date.getTime() : Number.NEGATIVE_INFINITY;
}

/**
 * 1234567 -> '1.234.567' (points, pesos): what Intl.NumberFormat('es-CO') writes (format.test.ts
 * holds the two together). Issue 24: the first Intl.NumberFormat of a page loads ICU's data for the
 * locale, 20 ms of a desktop's CPU and some 80 ms of a phone's, in the task that draws the page's
 * first figures (on every page: the sidebar shows the points). Points and pesos are whole numbers:
 * their grouping is a line; anything else still goes to Intl.
 */
export function formatNumber(n: number): string {
  if (!Number.isSafeInteger(n)) return (numberFormat ??= new Intl.NumberFormat('es-CO')).format(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, '.');
  return n < 0 || Object.is(n, -0) ? `-${digits}` : digits;
}

/** 200 -> '+200', -50 -> '-50': a change of points with its sign */
export const formatSigned = (n: number): string => (n > 0 ? `+${formatNumber(n)}` : formatNumber(n));

/** '2024-03-02T21:45:00Z' -> '2024-03-02 16:45' in the browser's zone: a CSV cell a spreadsheet sorts; '' for a missing or broken date */
export function formatSortableDateTime(text: string | null | undefined): string {
  const date = text ? toDate(text) : null;
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
