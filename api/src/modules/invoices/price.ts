// The queue's 'price-far' warning (contract REVIEW_PRICE_FAR): the usual total of an
// invoice's tires, fixed when it is registered. The median, not the mean, so a few invented totals
// in the history do not move it; not computed in SQL, which has no portable median (SQLite has none).
import { REVIEW_PRICE_FAR } from '@portal/contract';
import type { DB } from '../../db/schema';
import { recentUnitPrices } from './repository';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The usual total of these lines (whole pesos): each tire's median price per tire on its most recent
 * invoices, times its quantity. Null when a tire has fewer than REVIEW_PRICE_FAR.minHistory invoices.
 * Read before the new invoice is written, so it never counts itself.
 */
export async function usualTotal(db: DB, lines: { tireId: number; amount: number }[]): Promise<number | null> {
  let total = 0;
  const priceOf = new Map<number, number>();
  for (const l of lines) {
    if (!priceOf.has(l.tireId)) {
      const prices = await recentUnitPrices(db, l.tireId, REVIEW_PRICE_FAR.history);
      if (prices.length < REVIEW_PRICE_FAR.minHistory) return null;
      priceOf.set(l.tireId, median(prices));
    }
    total += priceOf.get(l.tireId)! * l.amount;
  }
  return Math.round(total);
}

/** whether a total is far from its usual total (both > 0) */
export function isPriceFar(price: number, usual: number | null): boolean {
  if (usual === null || usual <= 0) return false;
  return price > usual * REVIEW_PRICE_FAR.factor || price * REVIEW_PRICE_FAR.factor < usual;
}
