// A calendar day in the portal's two spellings: 'YYYY-MM-DD' for the api (SPEC 5) and dd/mm/aaaa for
// a person (whatever the browser's language). No date-fns here: it comes with the picker, and a day
// is a real one by the contract's own test, the one the api applies.
import { isRealDate } from '@portal/contract';

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

/** A 'YYYY-MM-DD' day as a person reads and types it: '2026-11-27' → '27/11/2026'. */
export function dayText(isoDay: string): string {
  const [y, m, d] = isoDay.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * The 'YYYY-MM-DD' day of a text typed as dd/mm/aaaa ('27/11/2026' → '2026-11-27'), or null for
 * anything else: a half-typed day, one the calendar has not (31/02/2026), a month past 12, letters.
 */
export function dayOfText(text: string): string | null {
  const parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!parts) return null;
  const day = `${parts[3]}-${parts[2]}-${parts[1]}`;
  return isRealDate(day) ? day : null;
}
