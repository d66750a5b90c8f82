// The prize's way to the participant after the buyer's purchase (SPEC 1/9: prizes are delivered
// within one month of redemption). Forward only:
//   Comprado ('confirmado') -> despachado            dispatch (buyer, administrator)
//   despachado -> entregado                          record delivery with a photo (buyer, administrator)
//                                                    or 'Recibido' (the participant who owns it)
//   despachado -> no_entregado                       not delivered (buyer, administrator)
//   despachado, or entregado within DELIVERY_CLAIM_DAYS of its delivery date -> reclamo   claim (the owner)
//   no_entregado, reclamo -> despachado              a new dispatch
//   reclamo -> entregado                             a recorded delivery resolves a claim
//   aprobado, Comprado, no_entregado, reclamo -> cancelado   cancel (buyer, administrator): the points
//                                                    go back to the lots they came from; never after entregado
// Only a dispatch writes the delivery data (method, address, city, recipient, carrier, guide).
// Each move is one transaction, as the reviews are (service.ts): a conditional UPDATE on the state
// the row was read in, so of two moves at once one changes the row and the other gets 409; its
// audit row; its mail to the participant in the outbox (sent after the commit).
import { deliveryMethodLabel, REDEMPTION_STATE, type RedemptionFulfilmentAnswer, type RedemptionState } from '@portal/contract';
import type { Updateable } from 'kysely';
import { recordAudit, type Actor } from '../../audit';
import type { ApplyForTable, DB, Trx } from '../../db/schema';
import { addDays, colombiaDate, nowIso } from '../../db/time';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { queueMail, wakeMailOutbox } from '../../mail/outbox';
import { MSG, REDEMPTION_MSG } from '../../messages';
import { refundRedemption } from '../../points';
import type { Storage } from '../../storage';
import { removeUnreferenced } from '../../storage/remove';
import { cityExists, findApplyForStored, findReviewMailFacts, updateApplyForInState } from './repository';

const S = REDEMPTION_STATE;

/** the states each move leaves from */
export const FULFILMENT_FROM = {
  dispatch: [S.CONFIRMED, S.NOT_DELIVERED, S.CLAIMED],
  deliver: [S.DISPATCHED, S.CLAIMED],
  receive: [S.DISPATCHED],
  claim: [S.DISPATCHED, S.DELIVERED],
  notDelivered: [S.DISPATCHED],
  cancel: [S.APPROVED, S.CONFIRMED, S.NOT_DELIVERED, S.CLAIMED],
} as const satisfies Record<string, readonly RedemptionState[]>;

/** the storage folder of the delivery photos: private, served through signed links (storage/links.ts) */
export const PROOF_FOLDER = 'deliveries';

type Stored = NonNullable<Awaited<ReturnType<typeof findApplyForStored>>>;

interface Move {
  from: readonly RedemptionState[];
  to: RedemptionState;
  /** what the move writes besides the state, from the row as it was */
  set: (row: Stored) => Updateable<ApplyForTable>;
  /** the 409 of a request in any other state, or of the loser of two moves at once */
  refusal: string;
  /** a participant's own move: another's request does not exist for them (404) */
  owner?: number;
  /** throws the refusal of a move the row's own facts forbid (its dates) */
  check?: (row: Stored) => void;
}

/** Makes `move` on request `id` in `trx`; answers the row as it was before. */
async function moveRequest(trx: Trx, id: number, move: Move, now: Date): Promise<Stored> {
  const row = await findApplyForStored(trx, id);
  if (!row || (move.owner !== undefined && row.users_id !== move.owner)) throw notFound(MSG.redemptionNotFound);
  if (!move.from.includes(row.state)) throw conflict(move.refusal);
  move.check?.(row);
  const changed = await updateApplyForInState(trx, id, row.state, { ...move.set(row), state: move.to, updated_at: nowIso(now) });
  if (!changed) throw conflict(move.refusal);
  return row;
}

/** the move's audit row and its mail to the participant, in the move's transaction */
async function recordMove(
  trx: Trx, id: number, actor: Actor, action: string, detail: Record<string, unknown>, now: Date,
  mail: (facts: { userName: string; product: string }) => { subject: string; text: string },
): Promise<void> {
  await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action, entity: 'apply_for', entityId: id, detail, at: now });
  const facts = await findReviewMailFacts(trx, id);
  await queueMail(trx, { to: facts.email, ...mail(facts) }, now);
}

const success = (detail: string): RedemptionFulfilmentAnswer => ({ message: 'success', detail });

/** a date of the move may not be after Colombia's today at `now` */
function notFuture(date: string, now: Date): void {
  if (date > colombiaDate(now)) throw badRequest(MSG.redemptionDateFuture);
}

export interface DispatchInput {
  delivery_method: 'branch' | 'address' | 'voucher';
  delivery_address?: string | null;
  delivery_city_id?: number | null;
  recipient?: string | null;
  carrier?: string | null;
  guide_number?: string | null;
  tracking_url?: string | null;
  dispatch_date: string;
}

/**
 * POST /api/product/dispatch/{id} (buyer, administrator): Comprado, No entregado or Reclamo ->
 * despachado, with how it goes (contract redemptionDispatchBody); the dispatch date not before the
 * purchase and not after today. A new dispatch starts a new delivery: the last one's date, photo
 * and 'Recibido' are cleared (the audit log keeps them).
 */
export async function dispatchPrize(db: DB, storage: Storage, id: number, actor: Actor, body: DispatchInput, now: Date): Promise<RedemptionFulfilmentAnswer> {
  notFuture(body.dispatch_date, now);
  const toAddress = body.delivery_method === 'address';
  if (toAddress && body.delivery_city_id != null && !(await cityExists(db, body.delivery_city_id))) throw badRequest(MSG.redemptionCityNotFound);
  const data = {
    delivery_method: body.delivery_method,
    delivery_address: toAddress ? body.delivery_address ?? null : null,
    delivery_city_id: toAddress ? body.delivery_city_id ?? null : null,
    recipient: body.recipient ?? null,
    carrier: body.carrier ?? null,
    guide_number: body.guide_number ?? null,
    tracking_url: body.tracking_url ?? null,
    dispatch_date: body.dispatch_date,
  };
  const before = await inTransaction(db, async (trx) => {
    const row = await moveRequest(trx, id, {
      from: FULFILMENT_FROM.dispatch,
      to: S.DISPATCHED,
      set: () => ({ ...data, delivery_date: null, proof_image: null, received_at: null }),
      refusal: MSG.redemptionNotDispatchable,
      check: (r) => {
        if (r.purchase_date !== null && body.dispatch_date < r.purchase_date) throw badRequest(MSG.redemptionDispatchBeforePurchase);
      },
    }, now);
    await recordMove(trx, id, actor, 'dispatch', { from: row.state, to: S.DISPATCHED, ...data }, now, (f) => ({
      subject: REDEMPTION_MSG.mailDispatchedSubject(f.product),
      text: REDEMPTION_MSG.mailDispatchedText(f.userName, f.product, {
        method: deliveryMethodLabel(data.delivery_method), dispatchDate: data.dispatch_date, carrier: data.carrier, guide: data.guide_number,
        trackingUrl: data.tracking_url, address: data.delivery_address,
      }),
    }));
    return row;
  });
  wakeMailOutbox(db);
  await removeUnreferenced(db, storage, before.proof_image);
  return success(MSG.redemptionDispatched);
}

export interface DeliveryDeps {
  storage: Storage;
  /** config DELIVERY_CLAIM_DAYS, named in the participant's mail */
  claimDays: number;
  now: Date;
  warn?: (err: unknown, message: string) => void;
}

/**
 * POST /api/product/delivered/{id} (buyer, administrator), multipart `data` {delivery_date} and the
 * photo `image`: despachado or Reclamo -> entregado. The date not before the dispatch and not
 * after today; the photo checked by its content and size (storage) and kept private.
 */
export async function recordDelivery(
  db: DB, deps: DeliveryDeps, id: number, actor: Actor, data: { delivery_date: string }, image: UploadedFile | null,
): Promise<RedemptionFulfilmentAnswer> {
  const { storage, now } = deps;
  if (!image) throw badRequest(MSG.redemptionProofRequired);
  notFuture(data.delivery_date, now);
  // the request is read before a file is written: a refused move stores nothing
  const current = await findApplyForStored(db, id);
  if (!current) throw notFound(MSG.redemptionNotFound);
  if (!(FULFILMENT_FROM.deliver as readonly string[]).includes(current.state)) throw conflict(MSG.redemptionNotDeliverable);
  const proof = await storage.saveImage(image.buffer, PROOF_FOLDER);
  let before: Stored;
  try {
    before = await inTransaction(db, async (trx) => {
      const row = await moveRequest(trx, id, {
        from: FULFILMENT_FROM.deliver,
        to: S.DELIVERED,
        set: () => ({ delivery_date: data.delivery_date, proof_image: proof }),
        refusal: MSG.redemptionNotDeliverable,
        check: (r) => {
          if (r.dispatch_date !== null && data.delivery_date < r.dispatch_date) throw badRequest(MSG.redemptionDeliveryBeforeDispatch);
        },
      }, now);
      await recordMove(trx, id, actor, 'deliver', { from: row.state, to: S.DELIVERED, delivery_date: data.delivery_date, proof_image: proof }, now, (f) => ({
        subject: REDEMPTION_MSG.mailDeliveredSubject(f.product),
        text: REDEMPTION_MSG.mailDeliveredText(f.userName, f.product, data.delivery_date, deps.claimDays),
      }));
      return row;
    });
  } catch (err) {
    await storage.remove(proof);
    throw err;
  }
  wakeMailOutbox(db);
  await removeUnreferenced(db, storage, before.proof_image, deps.warn);
  return success(MSG.redemptionDelivered);
}

/**
 * POST /api/product/received/{id} (the participant who owns it): despachado -> entregado, received
 * now; the delivery date, when the buyer recorded none, is today (the claim window counts from it).
 */
export async function confirmReceipt(db: DB, id: number, actor: Actor, now: Date): Promise<RedemptionFulfilmentAnswer> {
  await inTransaction(db, async (trx) => {
    const today = colombiaDate(now);
    const row = await moveRequest(trx, id, {
      from: FULFILMENT_FROM.receive,
      to: S.DELIVERED,
      set: (r) => ({ received_at: nowIso(now), delivery_date: r.delivery_date ?? today }),
      refusal: MSG.redemptionNotReceivable,
      owner: actor.id,
    }, now);
    await recordMove(trx, id, actor, 'receive', { from: row.state, to: S.DELIVERED, received_at: nowIso(now) }, now, (f) => ({
      subject: REDEMPTION_MSG.mailReceivedSubject(f.product),
      text: REDEMPTION_MSG.mailReceivedText(f.userName, f.product),
    }));
  });
  wakeMailOutbox(db);
  return success(MSG.redemptionReceived);
}

/**
 * POST /api/product/claim/{id} (the participant who owns it): despachado, or entregado until
 * `claimDays` days after its delivery date (Colombia's calendar) -> Reclamo, with what went wrong.
 */
export async function claimPrize(
  db: DB, id: number, actor: Actor, comment: string, deps: { claimDays: number; now: Date },
): Promise<RedemptionFulfilmentAnswer> {
  const { now, claimDays } = deps;
  const refusal = MSG.redemptionNotClaimable(claimDays);
  await inTransaction(db, async (trx) => {
    const row = await moveRequest(trx, id, {
      from: FULFILMENT_FROM.claim,
      to: S.CLAIMED,
      set: () => ({ claim_comment: comment, claim_at: nowIso(now) }),
      refusal,
      owner: actor.id,
      check: (r) => {
        if (r.state !== S.DELIVERED) return;
        if (r.delivery_date === null || colombiaDate(now) > addDays(r.delivery_date, claimDays)) throw conflict(refusal);
      },
    }, now);
    await recordMove(trx, id, actor, 'claim', { from: row.state, to: S.CLAIMED, comment }, now, (f) => ({
      subject: REDEMPTION_MSG.mailClaimedSubject(f.product),
      text: REDEMPTION_MSG.mailClaimedText(f.userName, f.product, comment),
    }));
  });
  wakeMailOutbox(db);
  return success(MSG.redemptionClaimed);
}

/** POST /api/product/notdelivered/{id} (buyer, administrator): despachado -> No entregado, with why. */
export async function markNotDelivered(db: DB, id: number, actor: Actor, comment: string, now: Date): Promise<RedemptionFulfilmentAnswer> {
  await inTransaction(db, async (trx) => {
    const row = await moveRequest(trx, id, {
      from: FULFILMENT_FROM.notDelivered,
      to: S.NOT_DELIVERED,
      set: () => ({ delivery_comment: comment }),
      refusal: MSG.redemptionNotUndeliverable,
    }, now);
    await recordMove(trx, id, actor, 'not_deliver', { from: row.state, to: S.NOT_DELIVERED, comment }, now, (f) => ({
      subject: REDEMPTION_MSG.mailNotDeliveredSubject(f.product),
      text: REDEMPTION_MSG.mailNotDeliveredText(f.userName, f.product, comment),
    }));
  });
  wakeMailOutbox(db);
  return success(MSG.redemptionNotDelivered);
}

/**
 * POST /api/product/cancel/{id} (buyer, administrator): Aprobado, Comprado, No entregado or
 * Reclamo -> cancelado, with why; the request's points go back to the lots they came from in the
 * same transaction (points engine refundRedemption). A delivered prize is never cancelled.
 */
export async function cancelRedemption(db: DB, id: number, actor: Actor, comment: string, now: Date): Promise<RedemptionFulfilmentAnswer> {
  await inTransaction(db, async (trx) => {
    const row = await moveRequest(trx, id, {
      from: FULFILMENT_FROM.cancel,
      to: S.CANCELLED,
      set: () => ({ delivery_comment: comment }),
      refusal: MSG.redemptionNotCancellable,
    }, now);
    const { refunded, balance } = await refundRedemption(trx, { applyForId: id, actorId: actor.id, reason: `Solicitud #${id} cancelada: ${comment}`, now });
    await recordMove(trx, id, actor, 'cancel', { from: row.state, to: S.CANCELLED, comment, refunded, balance }, now, (f) => ({
      subject: REDEMPTION_MSG.mailCancelledSubject(f.product),
      text: REDEMPTION_MSG.mailCancelledText(f.userName, f.product, comment, refunded),
    }));
  });
  wakeMailOutbox(db);
  return success(MSG.redemptionCancelled);
}
