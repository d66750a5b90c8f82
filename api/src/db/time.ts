// Dates are stored as ISO-8601 text (docs/team-brief-db.md); these make them one way.

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
