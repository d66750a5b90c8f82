// Invoice queries: the reads (rows, lines, "points used" entries; mapper.ts shapes them) and the
// lookups the create flow makes.
import { inChunks } from '../../db/chunks';
import type { DB } from '../../db/schema';

/** an invoice row with its owner's and branch's names and its lot's remaining */
export function invoiceQuery(db: DB) {
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
export type InvoiceJoinRow = Awaited<ReturnType<ReturnType<typeof invoiceQuery>['executeTakeFirstOrThrow']>>;

/**
 * The one join of invoice lines (SPEC 3 invoice_references) with their tire, design and brand, for
 * every screen and report that shows them.
 */
export function invoiceLines(db: DB, invoiceIds: readonly number[]) {
  return inChunks(invoiceIds, (chunk) =>
    db
      .selectFrom('invoice_references as r')
      .leftJoin('tires as t', 't.id', 'r.tire_id')
      .leftJoin('designs as d', 'd.id', 't.design_id')
      .leftJoin('brands as b', 'b.id', 'd.brand_id')
      .select([
        'r.id', 'r.invoice_id', 'r.points', 'r.amount', 'r.tire_id', 't.name as tire_name', 't.tire_code',
        'd.id as design_id', 'd.name as design_name', 'b.id as brand_id', 'b.name as brand_name',
      ])
      .where('r.invoice_id', 'in', chunk)
      .orderBy('r.id')
      .execute(),
  );
}
export type InvoiceLineRow = Awaited<ReturnType<typeof invoiceLines>>[number];

/** the "points used" entries of these invoices: their lots' allocations not refunded */
export function usedEntries(db: DB, invoiceIds: readonly number[]) {
  return inChunks(invoiceIds, (chunk) =>
    db
      .selectFrom('lot_allocations as a')
      .innerJoin('point_lots as l', 'l.id', 'a.lot_id')
      .select(['a.id', 'a.points', 'l.invoice_id'])
      .where('l.invoice_id', 'in', chunk)
      .where('a.refunded_at', 'is', null)
      .orderBy('a.id')
      .execute(),
  );
}
export type UsedEntryRow = Awaited<ReturnType<typeof usedEntries>>[number];

/**
 * Invoices newest first (SPEC 2.11: by registration date), with their lines and "points used"
 * entries. `usersId` keeps one user's; `id` one invoice.
 */
export async function findInvoiceRows(db: DB, filter: { usersId?: number; id?: number } = {}) {
  let query = invoiceQuery(db).orderBy('i.created_at', 'desc').orderBy('i.id', 'desc');
  if (filter.usersId !== undefined) query = query.where('i.users_id', '=', filter.usersId);
  if (filter.id !== undefined) query = query.where('i.id', '=', filter.id);
  const invoices = await query.execute();
  if (invoices.length === 0) return { invoices, lines: [], used: [] };
  const ids = invoices.map((i) => i.id);
  return { invoices, lines: await invoiceLines(db, ids), used: await usedEntries(db, ids) };
}

export async function userExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
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
