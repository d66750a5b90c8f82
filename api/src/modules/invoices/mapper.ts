// Invoice rows -> the contract's InvoiceWithTotals (SPEC 3 Invoice: references with tire, design and
// brand; points[] = the "points used" entries; plus branch and the derived totals).
import { INVOICE_STATE, type InvoiceDispute, type InvoiceWithTotals } from '@portal/contract';
import type { ImageUrl } from '../../storage/links';
import type { InvoiceJoinRow, InvoiceLineRow, SiblingRow, UsedEntryRow } from './repository';

/**
 * docs/adr/0033-disputed-claims-instead-of-a-lock-out.md: the open dispute of an invoice, from the other
 * invoices of its number at its branch (oldest first). A rejected invoice is out of any dispute. One
 * waiting for review (Creada) is in dispute with the oldest other one still standing; an approved one
 * with the oldest claim still waiting. A claim waiting for review whose rivals were all rejected
 * still says so (its points wait for its approval), naming the invoice it claimed.
 */
export function disputeOf(invoice: { state: string; claim_of: number | null }, siblings: readonly SiblingRow[]): InvoiceDispute | null {
  if (invoice.state === INVOICE_STATE.REJECTED) return null;
  const waiting = invoice.state === INVOICE_STATE.CREATED;
  const rival = siblings.find((o) => o.other_state !== INVOICE_STATE.REJECTED && (waiting || o.other_state === INVOICE_STATE.CREATED));
  const claim = invoice.claim_of !== null;
  if (rival) return { with_invoice_id: rival.other_id, claim };
  if (waiting && claim) return { with_invoice_id: invoice.claim_of!, claim };
  return null;
}

export function toInvoices(
  rows: { invoices: InvoiceJoinRow[]; lines: InvoiceLineRow[]; used: UsedEntryRow[]; siblings: SiblingRow[] },
  imageUrl: ImageUrl,
): InvoiceWithTotals[] {
  const siblingsOf = new Map<number, SiblingRow[]>();
  for (const o of rows.siblings) siblingsOf.set(o.invoice_id, [...(siblingsOf.get(o.invoice_id) ?? []), o]);
  const byId = new Map<number, InvoiceWithTotals>();
  const result = rows.invoices.map((i) => {
    const invoice: InvoiceWithTotals = {
      id: i.id,
      number: i.number,
      price: Number(i.price),
      sale_date: i.sale_date,
      created_at: i.created_at,
      state: i.state,
      image: imageUrl(i.image),
      comment_rejected: i.comment_rejected,
      users_id: i.users_id,
      user: i.user_name === null ? null : { id: i.users_id, name: i.user_name },
      subsidiary_id: i.subsidiary_id,
      subsidiary: i.subsidiary_id === null || i.subsidiary_name === null ? null : { id: i.subsidiary_id, name: i.subsidiary_name },
      invoice_references: [],
      points: [],
      total_points: 0,
      used_points: 0,
      remaining_points: Number(i.lot_remaining ?? 0),
      dispute: disputeOf(i, siblingsOf.get(i.id) ?? []),
    };
    byId.set(i.id, invoice);
    return invoice;
  });
  for (const r of rows.lines) {
    const invoice = byId.get(r.invoice_id)!;
    const points = Number(r.points);
    invoice.invoice_references.push({
      id: r.id,
      points,
      amount: r.amount,
      tire:
        r.tire_name === null
          ? null
          : {
              id: r.tire_id,
              name: r.tire_name,
              design:
                r.design_id === null
                  ? null
                  : { id: r.design_id, name: r.design_name ?? '', brand: r.brand_id === null ? null : { id: r.brand_id, name: r.brand_name ?? '' } },
            },
    });
    invoice.total_points += points;
  }
  for (const a of rows.used) {
    const invoice = byId.get(a.invoice_id!)!;
    const points = Number(a.points);
    invoice.points.push({ id: a.id, points });
    invoice.used_points += points;
  }
  return result;
}
