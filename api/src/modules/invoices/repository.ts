// Invoice reads in the SPEC 3 shape (references with tire, design and brand; points[] = the
// lot's allocations not refunded) and the lookups the create flow makes.
import type { InvoiceWithTotals } from '@portal/contract';
import type { DB } from '../../db/schema';

/** ids per IN (...) list: well under SQLite's and PostgreSQL's parameter limits */
const CHUNK = 500;

async function inChunks<T>(ids: number[], fn: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await fn(ids.slice(i, i + CHUNK))));
  return out;
}

function invoiceQuery(db: DB) {
  return db
    .selectFrom('invoices as i')
    .leftJoin('users as u', 'u.id', 'i.users_id')
    .leftJoin('subsidiaries as s', 's.id', 'i.subsidiary_id')
    .leftJoin('point_lots as l', 'l.invoice_id', 'i.id')
    .select([
      'i.id', 'i.number', 'i.price', 'i.sale_date', 'i.created_at', 'i.state', 'i.image', 'i.comment_rejected', 'i.users_id', 'i.subsidiary_id',
      'u.name as user_name', 's.name as subsidiary_name', 'l.remaining as lot_remaining',
    ]);
}

/**
 * Invoices newest first (SPEC 2.11: by registration date), each with its references, its "points
 * used" entries and its totals. `usersId` keeps one user's; `id` one invoice.
 */
export async function listInvoices(db: DB, filter: { usersId?: number; id?: number } = {}): Promise<InvoiceWithTotals[]> {
  let query = invoiceQuery(db).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc');
  if (filter.usersId !== undefined) query = query.where('i.users_id', '=', filter.usersId);
  if (filter.id !== undefined) query = query.where('i.id', '=', filter.id);
  const invoices = await query.execute();
  if (invoices.length === 0) return [];
  const ids = invoices.map((i) => i.id);

  const references = await inChunks(ids, (chunk) =>
    db
      .selectFrom('invoice_references as r')
      .leftJoin('tires as t', 't.id', 'r.tire_id')
      .leftJoin('designs as d', 'd.id', 't.design_id')
      .leftJoin('brands as b', 'b.id', 'd.brand_id')
      .select(['r.id', 'r.invoice_id', 'r.points', 'r.amount', 'r.tire_id', 't.name as tire_name', 'd.id as design_id', 'd.name as design_name', 'b.id as brand_id', 'b.name as brand_name'])
      .where('r.invoice_id', 'in', chunk)
      .orderBy('r.id')
      .execute(),
  );
  const used = await inChunks(ids, (chunk) =>
    db
      .selectFrom('lot_allocations as a')
      .innerJoin('point_lots as l', 'l.id', 'a.lot_id')
      .select(['a.id', 'a.points', 'l.invoice_id'])
      .where('l.invoice_id', 'in', chunk)
      .where('a.refunded_at', 'is', null)
      .orderBy('a.id')
      .execute(),
  );

  const byInvoice = new Map<number, InvoiceWithTotals>();
  const result = invoices.map((i) => {
    const invoice: InvoiceWithTotals = {
      id: i.id,
      number: i.number,
      price: Number(i.price),
      sale_date: i.sale_date,
      created_at: i.created_at,
      state: i.state,
      image: i.image,
      comment_rejected: i.comment_rejected,
      users_id: i.users_id,
      user: i.user_name === null ? null : { id: i.users_id, name: i.user_name },
      subsidiary_id: i.subsidiary_id,
      subsidiary: i.subsidiary_id === null || i.subsidiary_name === null ? null : { id: i.subsidiary_id, name: i.subsidiary_name },
      invoice_references: [],
      points: [],
      total_points: 0,
      used_points: 0,
      remaining_points: i.lot_remaining ?? 0,
    };
    byInvoice.set(i.id, invoice);
    return invoice;
  });
  for (const r of references) {
    const invoice = byInvoice.get(r.invoice_id)!;
    invoice.invoice_references.push({
      id: r.id,
      points: r.points,
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
    invoice.total_points += r.points;
  }
  for (const a of used) {
    const invoice = byInvoice.get(a.invoice_id!)!;
    invoice.points.push({ id: a.id, points: a.points });
    invoice.used_points += a.points;
  }
  return result;
}

export async function findInvoice(db: DB, id: number): Promise<InvoiceWithTotals | undefined> {
  return (await listInvoices(db, { id }))[0];
}

// --- lookups of the create flow ---------------------------------------------------------------

export function findSubsidiary(db: DB, id: number) {
  return db.selectFrom('subsidiaries').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function findInvoiceByNumber(db: DB, subsidiaryId: number, number: string) {
  return db.selectFrom('invoices').select(['id', 'number']).where('subsidiary_id', '=', subsidiaryId).where('number', '=', number).executeTakeFirst();
}

export function findInvoiceByImage(db: DB, sha256: string) {
  return db.selectFrom('invoices').select('id').where('image_sha256', '=', sha256).executeTakeFirst();
}

export function findInvoiceByRequestKey(db: DB, requestKey: string) {
  return db.selectFrom('invoices').select(['id', 'users_id', 'number', 'subsidiary_id']).where('request_key', '=', requestKey).executeTakeFirst();
}

/** The catalogue rows a set of lines names: which brands, designs and tires exist, and how they hang together. */
export async function loadCatalogue(db: DB, ids: { brandIds: number[]; designIds: number[]; tireIds: number[] }) {
  const [brands, designs, tires] = await Promise.all([
    db.selectFrom('brands').select('id').where('id', 'in', ids.brandIds).execute(),
    db.selectFrom('designs').select(['id', 'brand_id']).where('id', 'in', ids.designIds).execute(),
    db.selectFrom('tires').select(['id', 'design_id']).where('id', 'in', ids.tireIds).execute(),
  ]);
  return {
    brands: new Set(brands.map((b) => b.id)),
    designs: new Map(designs.map((d) => [d.id, d.brand_id])),
    tires: new Map(tires.map((t) => [t.id, t.design_id])),
  };
}

/** tire id -> points_total for the profile (a tire without a row for the profile earns 0). */
export async function tirePoints(db: DB, tireIds: number[], profilesId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('tire_points')
    .select(['tire_id', 'points_total'])
    .where('tire_id', 'in', tireIds)
    .where('profiles_id', '=', profilesId)
    .execute();
  return new Map(rows.map((r) => [r.tire_id, r.points_total]));
}

/** The balance the invoice's credit left (its 'earn' ledger row), to answer a retried request as the first time. */
export async function balanceAfterEarn(db: DB, invoiceId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('points_ledger')
    .select('balance_after')
    .where('ref_type', '=', 'invoice')
    .where('ref_id', '=', invoiceId)
    .where('kind', '=', 'earn')
    .orderBy('id')
    .executeTakeFirst();
  return row?.balance_after;
}

/** The invoice's total points (sum of its references). */
export async function invoicePoints(db: DB, invoiceId: number): Promise<number> {
  const row = await db
    .selectFrom('invoice_references')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('total'))
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
