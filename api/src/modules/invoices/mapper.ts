// Invoice rows -> the contract's InvoiceWithTotals (SPEC 3 Invoice: references with tire, design and
// brand; points[] = the "points used" entries; plus branch and the derived totals).
import type { InvoiceWithTotals } from '@portal/contract';
import type { ImageUrl } from '../../storage/links';
import type { InvoiceJoinRow, InvoiceLineRow, UsedEntryRow } from './repository';


export function toInvoices(rows: { invoices: InvoiceJoinRow[]; lines: InvoiceLineRow[]; used: UsedEntryRow[] }, imageUrl: ImageUrl): InvoiceWithTotals[] {
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
