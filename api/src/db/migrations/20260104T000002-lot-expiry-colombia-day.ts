// A lot expires at the end of the Colombian day (UTC-5) of the anniversary (db/time.ts lotExpiry),
// not at 00:00 UTC of it, which is 19:00 of the evening before in Colombia, a day early. Open lots
// of an existing database get that expiry here, in place of the 00:00 UTC one; closed lots
// keep theirs (their history is written). The lifetime in months is read back from the old pair
// (earned_at, expires_at), which the old addMonths kept whole. The arithmetic is written out here,
// not imported, so this migration means the same whatever db/time.ts becomes.
import type { Kysely } from 'kysely';

const HOUR = 3_600_000;
const COLOMBIA_OFFSET_HOURS = 5;

function addMonthsToDate(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

const endOfColombiaDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1, COLOMBIA_OFFSET_HOURS)).toISOString();
};

/** the new expiry of a lot, or null when it cannot be read back (left as it is) */
export function colombianExpiry(lot: { source: string; earned_at: string; expires_at: string }): string | null {
  const earned = new Date(lot.earned_at);
  const expires = new Date(lot.expires_at);
  if (Number.isNaN(earned.getTime()) || Number.isNaN(expires.getTime())) return null;
  const months = (expires.getUTCFullYear() - earned.getUTCFullYear()) * 12 + (expires.getUTCMonth() - earned.getUTCMonth());
  if (months <= 0) return null;
  // an invoice lot was earned on its sale date (stored as that date at 00:00Z); an adjustment at an instant
  const day = lot.source === 'invoice' ? lot.earned_at.slice(0, 10) : new Date(earned.getTime() - COLOMBIA_OFFSET_HOURS * HOUR).toISOString().slice(0, 10);
  return endOfColombiaDay(addMonthsToDate(day, months));
}

export async function up(db: Kysely<any>): Promise<void> {
  const lots: { id: number; source: string; earned_at: string; expires_at: string }[] = await db
    .selectFrom('point_lots')
    .select(['id', 'source', 'earned_at', 'expires_at'])
    .where('closed_at', 'is', null)
    .orderBy('id')
    .execute();
  for (const lot of lots) {
    const next = colombianExpiry(lot);
    if (next && next !== lot.expires_at) await db.updateTable('point_lots').set({ expires_at: next }).where('id', '=', lot.id).execute();
  }
}

// the old expiry cannot be told apart from lots credited after this migration: nothing to undo
export async function down(): Promise<void> {}
