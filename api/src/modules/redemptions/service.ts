// SPEC 7 "Redemptions": a request and its reviews. Each is one transaction: the request row, its
// points (points engine) and its audit row commit together or not at all.
// Reviews move the state with a conditional UPDATE ... WHERE state = <expected>: of two reviewers
// at once, the second finds no row to change and gets 409 (SPEC 4: approve/reject only from Espera,
// confirm only from Aprobado).
import { REDEMPTION_STATE, type RedemptionCreateAnswer, type RedemptionReviewAnswer, type RedemptionState } from '@portal/contract';
import { recordAudit } from '../../audit';
import { nowIso } from '../../db/time';
import { inTransaction } from '../../db/transaction';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { MSG } from '../../messages';
import { lockUser, refundRedemption, spendPoints } from '../../points';

/** POST /api/product/applyfor: the product's points (SPEC 3 `points`) leave the balance now; the request starts in Espera. */
export async function createRedemption(db: DB, usersId: number, productId: number): Promise<RedemptionCreateAnswer> {
  return inTransaction(db, async (trx) => {
    const product = await trx.selectFrom('products').select(['id', 'name', 'points', 'state']).where('id', '=', productId).executeTakeFirst();
    if (!product) throw notFound(MSG.redemptionProductNotFound);
    if (product.state !== '1') throw conflict(MSG.redemptionProductInactive);
    await lockUser(trx, usersId);
    const at = nowIso();
    const request = await trx
      .insertInto('apply_for')
      .values({
        product_id: product.id, users_id: usersId, points: product.points, created_at: at, updated_at: at,
        state: REDEMPTION_STATE.PENDING, comment: null, buyer_comment: null, purchase_date: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { balance } = await spendPoints(trx, { usersId, applyForId: request.id, points: product.points, actorId: usersId, reason: `Redención de ${product.name}` });
    return { message: 'success' as const, detail: MSG.redemptionCreated(product.name), currentPoints: balance, id: request.id };
  });
}

type Change = { comment?: string | null; buyer_comment?: string; purchase_date?: string };

/** Moves the request from `from` to `to` if it is still in `from`; 404 unknown, 409 any other state. */
async function transition(trx: DB, id: number, from: RedemptionState, to: RedemptionState, change: Change, notInState: string) {
  const result = await trx
    .updateTable('apply_for')
    .set({ state: to, updated_at: nowIso(), ...change })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const exists = await trx.selectFrom('apply_for').select('state').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound(MSG.redemptionNotFound);
  throw conflict(notInState);
}

/** POST /api/product/approve/{id} (approver): Espera -> Aprobado; a comment, when given, is kept. */
export async function approveRedemption(db: DB, id: number, actorId: number, comment: string | null): Promise<RedemptionReviewAnswer> {
  await inTransaction(db, async (trx) => {
    await transition(trx, id, REDEMPTION_STATE.PENDING, REDEMPTION_STATE.APPROVED, comment === null ? {} : { comment }, MSG.redemptionNotPending);
    await recordAudit(trx, { actorId, action: 'approve', entity: 'apply_for', entityId: id, detail: { from: REDEMPTION_STATE.PENDING, to: REDEMPTION_STATE.APPROVED, comment } });
  });
  return { message: 'success', detail: MSG.redemptionApproved };
}

/** POST /api/product/reject/{id} (approver): Espera -> rechazado, the points back to the same lots. */
export async function rejectRedemption(db: DB, id: number, actorId: number, comment: string): Promise<RedemptionReviewAnswer> {
  await inTransaction(db, async (trx) => {
    await transition(trx, id, REDEMPTION_STATE.PENDING, REDEMPTION_STATE.REJECTED, { comment }, MSG.redemptionNotPending);
    const { refunded, balance } = await refundRedemption(trx, { applyForId: id, actorId, reason: `Solicitud #${id} rechazada: ${comment}` });
    await recordAudit(trx, {
      actorId, action: 'reject', entity: 'apply_for', entityId: id,
      detail: { from: REDEMPTION_STATE.PENDING, to: REDEMPTION_STATE.REJECTED, comment, refunded, balance },
    });
  });
  return { message: 'success', detail: MSG.redemptionRejected };
}

/** POST /api/product/bought/{id} (buyer): Aprobado -> confirmado with the purchase date and the buyer's comment. */
export async function confirmPurchase(db: DB, id: number, actorId: number, body: { buyer_comment: string; purchase_date: string }): Promise<RedemptionReviewAnswer> {
  await inTransaction(db, async (trx) => {
    await transition(trx, id, REDEMPTION_STATE.APPROVED, REDEMPTION_STATE.CONFIRMED, { buyer_comment: body.buyer_comment, purchase_date: body.purchase_date }, MSG.redemptionNotApproved);
    await recordAudit(trx, { actorId, action: 'confirm', entity: 'apply_for', entityId: id, detail: { from: REDEMPTION_STATE.APPROVED, to: REDEMPTION_STATE.CONFIRMED, ...body } });
  });
  return { message: 'success', detail: MSG.redemptionConfirmed };
}
