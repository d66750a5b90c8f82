// Dates are stored as ISO-8601 text (docs/archive/2026-11-21-team-brief-db.md); these make them one way.
import { invoiceToday } from '@portal/contract';

/** now as '2026-11-21T10:00:00.000Z' */
export const nowIso = (now: Date = new Date()) => now.toISOString();

/** a date without time, 'YYYY-MM-DD' (UTC) */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export function addHours(iso: string | Date, hours: number): string {
  return new Date(new Date(iso).getTime() + hours * 3_600_000).toISOString();
}

/** calendar months, clamped to the last day of the target month (Jan 31 + 1 -> Feb 28/29) */
export function addMonths(iso: string | Date, months: number): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString();
}

// --- the Colombian day (a lot expires at its end) ----------------------------------------------
// Colombia is UTC-5 all year (no daylight saving). "Today" for invoices is already the Colombian
// date (contract invoiceToday); points use the same day, so a lot stays usable until midnight in
// Colombia instead of 19:00 the evening before.

/** the date in Colombia ('YYYY-MM-DD') at an instant: the contract's one notion of "today" */
export const colombiaDate = (instant: string | Date = new Date()): string => invoiceToday(new Date(instant));

/** the instant the Colombian day `date` ('YYYY-MM-DD') ends: 00:00 of the next day in Colombia = 05:00Z */
export function endOfColombiaDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1, 5)).toISOString();
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When a lot expires (SPEC 9 lifetime POINTS_EXPIRY_MONTHS): the end of the Colombian day of the
 * anniversary. `earned` is a date ('YYYY-MM-DD', an invoice's sale date: that Colombian day) or an
 * instant (an adjustment: the Colombian date at that instant). Sale 2025-03-10 + 12 months ->
 * 2026-03-11T05:00:00.000Z: usable all of 2026-03-10 in Colombia.
 */
export function lotExpiry(earned: string | Date, months: number): string {
  const day = typeof earned === 'string' && DATE_ONLY.test(earned) ? earned : colombiaDate(earned);
  return endOfColombiaDay(addMonths(`${day}T00:00:00.000Z`, months).slice(0, 10));
}

// --- a prize's due date (SPEC 1/9: delivered within one month of redemption) --------------------
// docs/adr/0054-fulfilment-clock-starts-at-the-request.md: the month runs from the request (when the
// points leave the balance), counted on Colombia's calendar.

/** the request's Colombian date plus one calendar month: 2026-01-31 -> 2026-02-28, 2026-03-15 -> 2026-04-15 */
export function redemptionDueDate(requestedAt: string | Date): string {
  return addMonths(`${colombiaDate(requestedAt)}T00:00:00.000Z`, 1).slice(0, 10);
}

/** whole days from Colombia's today at `now` to the date `date` ('YYYY-MM-DD'); negative once it has passed */
export function daysUntil(date: string, now: Date): number {
  return Math.round((Date.parse(`${date}T00:00:00.000Z`) - Date.parse(`${colombiaDate(now)}T00:00:00.000Z`)) / 86_400_000);
}

/** the date `days` days after the date `date` ('YYYY-MM-DD'; negative: before) */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
