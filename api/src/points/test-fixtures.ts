// Rows the points tests need (invoices, products, requests), written directly so the engine can be
// tested on its own, plus the engine steps wrapped each in its own transaction.
import { inTransaction } from '../db/transaction';
import type { DB } from '../db/schema';
import { creditLot, lockUser, refundRedemption, reverseInvoiceLot, spendPoints } from './index';

export const MONTHS = 12;
let sequence = 0;

export async function insertInvoice(db: DB, usersId: number, saleDate: string): Promise<number> {
  sequence += 1;
  return (
    await db
      .insertInto('invoices')
      .values({
        number: `F-${Date.now() % 1e6}-${sequence}`, price: 1000000, sale_date: saleDate, created_at: new Date().toISOString(),
        state: 'Creada', image: null, image_sha256: null, comment_rejected: null, users_id: usersId, subsidiary_id: null, request_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function insertProduct(db: DB, points: number, options: { name?: string; state?: '1' | '0' } = {}): Promise<number> {
  sequence += 1;
  const category =
    (await db.selectFrom('product_categories').select('id').where('name', '=', 'Pruebas').executeTakeFirst())?.id ??
    (await db.insertInto('product_categories').values({ name: 'Pruebas' }).returning('id').executeTakeFirstOrThrow()).id;
  return (
    await db
      .insertInto('products')
      .values({ name: options.name ?? `Producto ${sequence}`, points, points_value: points, estimated_value: points * 100, image: null, state: options.state ?? '1', product_categories_id: category })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function insertRequest(db: DB, usersId: number, productId: number, points: number, at = new Date()): Promise<number> {
  return (
    await db
      .insertInto('apply_for')
      .values({ product_id: productId, users_id: usersId, points, created_at: at.toISOString(), updated_at: at.toISOString(), state: 'espera', comment: null, buyer_comment: null, purchase_date: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** an invoice and its lot (sale date = earnedAt) */
export async function earnInvoice(db: DB, usersId: number, points: number, saleDate: string, months = MONTHS, now = new Date()) {
  const invoiceId = await insertInvoice(db, usersId, saleDate);
  const { lotId, balance } = await inTransaction(db, (trx) =>
    creditLot(trx, { usersId, source: 'invoice', invoiceId, points, earnedAt: saleDate, expiryMonths: months, actorId: usersId, reason: `Factura ${invoiceId}`, now }),
  );
  return { invoiceId, lotId: lotId!, balance };
}

export async function grant(db: DB, usersId: number, points: number, earnedAt: Date, months = MONTHS, actorId: number | null = null) {
  // the test stands for an administrator who sees the balance as it is
  const { lotId, balance } = await inTransaction(db, async (trx) =>
    creditLot(trx, { usersId, source: 'adjustment', points, earnedAt, expiryMonths: months, actorId, reason: 'Abono de prueba', seenBalance: (await lockUser(trx, usersId)).points, now: earnedAt }),
  );
  return { lotId: lotId!, balance };
}

/** a request in 'espera' that took its points (one transaction, like the route) */
export async function redeem(db: DB, usersId: number, productId: number, points: number, now = new Date()) {
  return inTransaction(db, async (trx) => {
    const id = await insertRequest(trx, usersId, productId, points, now);
    const { balance } = await spendPoints(trx, { usersId, applyForId: id, points, actorId: usersId, now });
    return { id, balance };
  });
}

export async function rejectRequest(db: DB, applyForId: number, actorId: number, now = new Date()) {
  return inTransaction(db, async (trx) => {
    await trx.updateTable('apply_for').set({ state: 'rechazado', updated_at: now.toISOString() }).where('id', '=', applyForId).execute();
    return refundRedemption(trx, { applyForId, actorId, reason: `Solicitud ${applyForId} rechazada`, now });
  });
}

export async function rejectInvoice(db: DB, invoiceId: number, actorId: number, now = new Date()) {
  return inTransaction(db, async (trx) => {
    await trx.updateTable('invoices').set({ state: 'Rechazada', comment_rejected: 'No válida' }).where('id', '=', invoiceId).execute();
    return reverseInvoiceLot(trx, { invoiceId, actorId, reason: `Factura ${invoiceId} rechazada`, now });
  });
}

export const lotOf = (db: DB, id: number) => db.selectFrom('point_lots').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
export const ledgerOf = (db: DB, usersId: number) =>
  db.selectFrom('points_ledger').select(['kind', 'amount', 'balance_after', 'lot_id', 'ref_type', 'ref_id', 'actor_id', 'reason']).where('users_id', '=', usersId).orderBy('id').execute();
export const pointsOf = async (db: DB, usersId: number) =>
  Number((await db.selectFrom('users').select('points').where('id', '=', usersId).executeTakeFirstOrThrow()).points);
export const heldBy = (db: DB, applyForId: number) =>
  db.selectFrom('lot_allocations').select(['lot_id', 'points']).where('apply_for_id', '=', applyForId).where('refunded_at', 'is', null).orderBy('id').execute();
