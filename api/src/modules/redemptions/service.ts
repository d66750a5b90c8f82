// SPEC 7 "Redemptions": a request and its reviews. Each is one transaction: the request row, its
// points (points engine) and its audit row commit together or not at all.
// Reviews move the state with a conditional UPDATE ... WHERE state = <expected>: of two reviewers
// at once, the second finds no row to change and gets 409 (SPEC 4: approve/reject only from Espera,
// confirm only from Aprobado).
// Each review queues its mail to the participant in the same transaction (mail/outbox.ts),
// sent after the commit in the background: a mail that cannot be sent never undoes the decision.
import {
  isListQuery, REDEMPTION_STATE, type ApplyFor, type ApplyForDetail, type ListPage, type RedemptionCreateAnswer, type RedemptionListQuery,
  type RedemptionReviewAnswer, type RedemptionState,
} from '@portal/contract';
import { recordAudit, type Actor } from '../../audit';
import { nowIso, redemptionDueDate } from '../../db/time';
import { inTransaction } from '../../db/transaction';
import type { DB, Trx } from '../../db/schema';
import { ownRowsOf, staffOrOwner } from '../../http/access';
import { conflict, forbidden, found, notFound } from '../../http/errors';
import { queueMail, wakeMailOutbox } from '../../mail/outbox';
import { MSG, REDEMPTION_MSG } from '../../messages';
import { lockUser, refundRedemption, shownBalance, spendPoints } from '../../points';
import type { ImageUrl } from '../../storage/links';
import type { AuthUser } from '../auth';
import { toApplyFor } from './mapper';
import {
  findApplyForRow, findApplyForState, findProduct, findReviewMailFacts, insertApplyFor, listApplyForRows, pageApplyForRows,
  pointsFromUnreviewedInvoices, updateApplyForInState, userExists, type ApplyForFilter, type ApplyForJoinRow,
} from './repository';

// --- reads (SPEC 7: staff see every request, a participant only their own) -------------------

/**
 * GET /api/product/applyfor/all (SPEC 2.10 data): newest first, a participant only their own
 * whatever they send; the plain array, or with list parameters a page `{ rows, total }`.
 * The state filter applies either way.
 */
export async function listRedemptions(
  db: DB, viewer: AuthUser, now: Date, imageUrl: ImageUrl, params: RedemptionListQuery = {},
): Promise<ApplyFor[] | ListPage<ApplyFor>> {
  const filter: ApplyForFilter = { state: params.state, ...ownRowsOf(viewer) };
  const map = (r: ApplyForJoinRow) => toApplyFor(r, now, imageUrl);
  if (!isListQuery(params)) return (await listApplyForRows(db, now, filter)).map(map);
  const page = await pageApplyForRows(db, now, params, filter);
  return { rows: page.rows.map(map), total: page.total };
}

/** GET /api/product/applyfor/getbyuser/{userId} */
export async function listUserRedemptions(db: DB, viewer: AuthUser, usersId: number, now: Date, imageUrl: ImageUrl): Promise<ApplyFor[]> {
  if (!staffOrOwner(viewer, usersId)) throw forbidden(MSG.redemptionOtherUser);
  if (!(await userExists(db, usersId))) throw notFound(MSG.redemptionUserNotFound);
  return (await listApplyForRows(db, now, { usersId })).map((r) => toApplyFor(r, now, imageUrl));
}

/** GET /api/product/applyfor/get/{id}, with the points paid from invoices still in Creada. */
export async function getRedemption(db: DB, viewer: AuthUser, id: number, now: Date, imageUrl: ImageUrl): Promise<ApplyForDetail> {
  const row = found(await findApplyForRow(db, id, now), MSG.redemptionNotFound);
  // another user's request does not exist for a participant (same answer as an unknown id)
  if (!staffOrOwner(viewer, row.users_id)) throw notFound(MSG.redemptionNotFound);
  return { ...toApplyFor(row, now, imageUrl), points_from_unreviewed_invoices: await pointsFromUnreviewedInvoices(db, id) };
}

// --- writes ----------------------------------------------------------------------------------

/**
 * POST /api/product/applyfor: the product's points (SPEC 3 `points`) leave the balance now; the
 * request starts in Espera, owed by its due date (SPEC 1/9: one month from the request, on
 * Colombia's calendar; docs/adr/0054-fulfilment-clock-starts-at-the-request.md).
 */
export async function createRedemption(db: DB, usersId: number, productId: number, now: Date): Promise<RedemptionCreateAnswer> {
  return inTransaction(db, async (trx) => {
    const product = await findProduct(trx, productId);
    if (!product) throw notFound(MSG.redemptionProductNotFound);
    if (product.state !== '1') throw conflict(MSG.redemptionProductInactive);
    await lockUser(trx, usersId);
    const at = nowIso(now);
    const requestId = await insertApplyFor(trx, {
      product_id: product.id, users_id: usersId, points: product.points, created_at: at, updated_at: at,
      state: REDEMPTION_STATE.PENDING, comment: null, buyer_comment: null, purchase_date: null, due_date: redemptionDueDate(now),
    });
    // spendPoints expires the user's due lots at `now` first, so a balance counting them is refused
    // with 'Puntos insuficientes' and the one answered is the shown one
    await spendPoints(trx, { usersId, applyForId: requestId, points: product.points, actorId: usersId, reason: `Redención de ${product.name}`, now });
    return { message: 'success' as const, detail: MSG.redemptionCreated(product.name), currentPoints: await shownBalance(trx, usersId, now), id: requestId };
  });
}

type Change = { comment?: string | null; buyer_comment?: string; purchase_date?: string };

/** Moves the request from `from` to `to` if it is still in `from`; 404 unknown, 409 any other state. */
async function transition(trx: Trx, id: number, from: RedemptionState, to: RedemptionState, change: Change, notInState: string, now: Date) {
  if (await updateApplyForInState(trx, id, from, { state: to, updated_at: nowIso(now), ...change })) return;
  const exists = await findApplyForState(trx, id);
  if (!exists) throw notFound(MSG.redemptionNotFound);
  throw conflict(notInState);
}

/** POST /api/product/approve/{id} (approver): Espera -> Aprobado; a comment, when given, is kept. */
export async function approveRedemption(db: DB, id: number, actor: Actor, comment: string | null, now: Date): Promise<RedemptionReviewAnswer> {
  await inTransaction(db, async (trx) => {
    await transition(trx, id, REDEMPTION_STATE.PENDING, REDEMPTION_STATE.APPROVED, comment === null ? {} : { comment }, MSG.redemptionNotPending, now);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'approve', entity: 'apply_for', entityId: id, detail: { from: REDEMPTION_STATE.PENDING, to: REDEMPTION_STATE.APPROVED, comment } });
    const facts = await findReviewMailFacts(trx, id);
    await queueMail(trx, { to: facts.email, subject: REDEMPTION_MSG.mailApprovedSubject(facts.product), text: REDEMPTION_MSG.mailApprovedText(facts.userName, facts.product, comment) }, now);
  });
  wakeMailOutbox(db);
  return { message: 'success', detail: MSG.redemptionApproved };
}

/** POST /api/product/reject/{id} (approver): Espera -> rechazado, the points back to the same lots. */
export async function rejectRedemption(db: DB, id: number, actor: Actor, comment: string, now: Date): Promise<RedemptionReviewAnswer> {
  await inTransaction(db, async (trx) => {
    await transition(trx, id, REDEMPTION_STATE.PENDING, REDEMPTION_STATE.REJECTED, { comment }, MSG.redemptionNotPending, now);
    const { refunded, balance } = await refundRedemption(trx, { applyForId: id, actorId: actor.id, reason: `Solicitud #${id} rechazada: ${comment}`, now });
    await recordAudit(trx, {
      actorId: actor.id, ip: actor.ip, action: 'reject', entity: 'apply_for', entityId: id,
      detail: { from: REDEMPTION_STATE.PENDING, to: REDEMPTION_STATE.REJECTED, comment, refunded, balance },
    });
    const facts = await findReviewMailFacts(trx, id);
    await queueMail(trx, { to: facts.email, subject: REDEMPTION_MSG.mailRejectedSubject(facts.product), text: REDEMPTION_MSG.mailRejectedText(facts.userName, facts.product, comment, refunded) }, now);
  });
  wakeMailOutbox(db);
  return { message: 'success', detail: MSG.redemptionRejected };
}

/** POST /api/product/bought/{id} (buyer): Aprobado -> confirmado with the purchase date and the buyer's comment. */
export async function confirmPurchase(db: DB, id: number, actor: Actor, body: { buyer_comment: string; purchase_date: string }, now: Date): Promise<RedemptionReviewAnswer> {
  await inTransaction(db, async (trx) => {
    await transition(trx, id, REDEMPTION_STATE.APPROVED, REDEMPTION_STATE.CONFIRMED, { buyer_comment: body.buyer_comment, purchase_date: body.purchase_date }, MSG.redemptionNotApproved, now);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'confirm', entity: 'apply_for', entityId: id, detail: { from: REDEMPTION_STATE.APPROVED, to: REDEMPTION_STATE.CONFIRMED, ...body } });
    const facts = await findReviewMailFacts(trx, id);
    await queueMail(trx, {
      to: facts.email,
      subject: REDEMPTION_MSG.mailBoughtSubject(facts.product),
      text: REDEMPTION_MSG.mailBoughtText(facts.userName, facts.product, body.purchase_date, body.buyer_comment),
    }, now);
  });
  wakeMailOutbox(db);
  return { message: 'success', detail: MSG.redemptionConfirmed };
}
