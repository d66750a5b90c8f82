import type { InvoiceWithTotals } from '@portal/contract';

/**
 * SPEC 3 "Derived per invoice", built as written: total = sum of the references' points, used = sum
 * of the used entries; in the review table 'Puntos Usados' shows total minus used and 'Puntos
 * Restantes' shows the used sum (SPEC says the headings look swapped; it asks for them as described).
 * The api sends both sums (`total_points`, `used_points`), computed once on the server.
 */
export function reviewTableFigures(invoice: Pick<InvoiceWithTotals, 'total_points' | 'used_points'>) {
  return {
    earned: invoice.total_points,
    usedColumn: invoice.total_points - invoice.used_points,
    remainingColumn: invoice.used_points,
  };
}
