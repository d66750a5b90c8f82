// Dates, money and points as a Spanish reader expects them ('15 ene 2024, 10:30', '1.234.567'), once
// for every screen of the portal, with no date library in any remote.

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

// The first Intl.DateTimeFormat of a page loads ICU's calendar data for the locale, some
// 25 ms of a desktop's CPU and 100 ms of a phone's, in the task that draws the page's first dates
// ('Mi Perfil', 'Lista de Redenciones', every list with a date). The portal's dates have one shape,
// so they are written here, exactly as Intl.DateTimeFormat('es') writes them (format-date.test.ts
// holds the two together, every day of four years and every minute of a day).
/** the months as Intl's 'es' writes them short, without the dot the portal takes out */
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'] as const;
let numberFormat: Intl.NumberFormat | undefined;

/** a day 'YYYY-MM-DD' is that calendar day wherever the browser is; an instant is shown in the browser's zone */
function toDate(text: string): Date | null {
  const day = DAY_ONLY.exec(text);
  if (!day) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  // a day that does not exist ('2024-02-30') is broken, not the next month's
  return date.getMonth() === Number(day[2]) - 1 && date.getDate() === Number(day[3]) ? date : null;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '02 mar 2024': the day in the browser's zone */
const dayOf = (date: Date) => `${twoDigits(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** '2024-03-02' (or an instant) -> '02 mar 2024'; '' for a missing or broken date */
export function formatDate(text: string | null | undefined): string {
  const date = text ? toDate(text) : null;
  return date ? dayOf(date) : '';
}

/** '2024-03-02T21:45:00Z' -> '02 mar 2024, 16:45' in Bogotá; '' for a missing or broken date */
export function formatDateTime(text: string | null | undefined): string {
  const date = text ? toDate(text) : null;
  return date ? `${dayOf(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : '';
}

/** milliseconds since the epoch, for ordering; a broken date sorts last in a descending list */
export function timeOf(text: string | null | undefined): number {
  const date = text ? toDate(text) : null;
  return date ? date.getTime() : Number.NEGATIVE_INFINITY;
}

/**
 * 1234567 -> '1.234.567' (points, pesos): what Intl.NumberFormat('es-CO') writes (format.test.ts
 * holds the two together). The first Intl.NumberFormat of a page loads ICU's data for the
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
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
