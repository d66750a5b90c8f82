// SPEC 4: an invoice is approved or rejected only from Creada, only by profiles 1 and 4.
// The state change is a conditional UPDATE ... WHERE state = 'Creada': of two reviewers at once
// exactly one changes the row (PostgreSQL re-checks the WHERE after the first commits; SQLite
// runs the two one after the other), the other gets the 409.
// Rejecting reverses the lot in the same transaction (what is left, plus the part already spent
// as a debt, so the balance may go below zero).
// The rejection's mail to the participant is queued in the same transaction (mail/outbox.ts)
// and sent after the commit, in the background: a mail that cannot be sent never undoes the decision.
//
// docs/adr/0033-disputed-claims-instead-of-a-lock-out.md: of one number at one branch, at most one
// invoice stands. Approving an invoice rejects every other one of its number there still standing
// (Creada, or Aprobada: the dispute's own transition), each reversed through the ledger like any
// rejection and mailed; approving a claim also credits its lot, which it never had. Rejecting one
// leaves the others as they are. Every decision about a number takes the lock of its first
// registration first, so two approvers deciding the two sides of a pair never deadlock and the second
// gets the 409. The audit row of each decision records who decided and the warnings the invoice had
// at that moment (as 'Facturas por revisar' showed them).
import { INVOICE_STATE, type InvoiceReviewAnswer, type ReviewWarning } from '@portal/contract';
import { recordAudit, type Actor } from '../../audit';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../http/errors';
import type { DB, Trx } from '../../db/schema';
import { queueMail, wakeMailOutbox } from '../../mail/outbox';
import { creditLot, reverseInvoiceLot } from '../../points';
import { INVOICE_MSG } from '../../messages';
import { invoiceWarnings } from './queue';
import { refreshReviewFlags } from './queue-repository';
import {
  findInvoiceForReview, findInvoiceOwner, findInvoiceState, invoicePoints, lockInvoice, rejectStanding, standingOfNumber, updateInvoiceInState,
} from './repository';

/** what a decision needs besides the database */
export interface ReviewDeps {
  /** config POINTS_EXPIRY_MONTHS: the lot a claim earns when it is approved */
  expiryMonths: number;
  /** the app's clock */
  now: Date;
}

/** the warnings as the audit log keeps them: code, the Spanish text, and what they name */
type AuditedWarning = Pick<ReviewWarning, 'code' | 'text' | 'invoice_id' | 'user_id'>;

async function leaveCreated(trx: Trx, id: number, set: { state: typeof INVOICE_STATE.APPROVED | typeof INVOICE_STATE.REJECTED; comment_rejected?: string }) {
  const changed = await updateInvoiceInState(trx, id, INVOICE_STATE.CREATED, set);
  const row = await findInvoiceState(trx, id);
  if (!row) throw notFound(INVOICE_MSG.notFound);
  if (!changed) throw conflict(INVOICE_MSG.notReviewable(row.number, row.state));
  return row;
}

/**
 * The invoice about to be decided, its number's lock taken and the warnings it has now.
 * 404 for an unknown id; the state is checked by the decision's conditional UPDATE.
 */
async function beforeDecision(trx: Trx, id: number) {
  const invoice = await findInvoiceForReview(trx, id);
  if (!invoice) throw notFound(INVOICE_MSG.notFound);
  await lockInvoice(trx, invoice.claim_of ?? invoice.id);
  const warnings: AuditedWarning[] = invoice.state === INVOICE_STATE.CREATED ? await invoiceWarnings(trx, id) : [];
  return { invoice, warnings };
}

/** queues the participant's mail about a rejected invoice */
async function mailRejection(trx: Trx, id: number, number: string, comment: string, reversed: number, now: Date) {
  const owner = await findInvoiceOwner(trx, id);
  await queueMail(trx, { to: owner.email, subject: INVOICE_MSG.mailRejectedSubject(number), text: INVOICE_MSG.mailRejectedText(owner.name, number, comment, reversed) }, now);
}

/**
 * The approved invoice stands; every other invoice of its number at its branch still
 * standing is rejected, reversed, audited and mailed. Returns their ids.
 */
async function rejectRivals(trx: Trx, winner: { id: number; number: string; subsidiary_id: number | null }, actor: Actor, now: Date): Promise<number[]> {
  const rejected: number[] = [];
  for (const rival of await standingOfNumber(trx, winner.subsidiary_id, winner.number, winner.id)) {
    const warnings: AuditedWarning[] = rival.state === INVOICE_STATE.CREATED ? await invoiceWarnings(trx, rival.id) : [];
    const comment = INVOICE_MSG.lostDispute(rival.number);
    if (!(await rejectStanding(trx, rival.id, comment))) continue;
    const reversal = await reverseInvoiceLot(trx, { invoiceId: rival.id, actorId: actor.id, reason: `Factura ${rival.number} rechazada: ${comment}`, now });
    await recordAudit(trx, {
      actorId: actor.id, ip: actor.ip,
      action: 'reject',
      entity: 'invoices',
      entityId: rival.id,
      detail: {
        number: rival.number, from: rival.state, to: INVOICE_STATE.REJECTED, comment, reversed: reversal.reversed, balance: reversal.balance,
        dispute: { decided_for_invoice_id: winner.id }, warnings,
      },
    });
    await mailRejection(trx, rival.id, rival.number, comment, reversal.reversed, now);
    rejected.push(rival.id);
  }
  return rejected;
}

export async function approveInvoice(db: DB, id: number, actor: Actor, deps: ReviewDeps): Promise<InvoiceReviewAnswer> {
  const rejected = await inTransaction(db, async (trx) => {
    const { invoice, warnings } = await beforeDecision(trx, id);
    const row = await leaveCreated(trx, id, { state: INVOICE_STATE.APPROVED });
    // a claim earned nothing at registration; approved, it earns its lot now
    let credited = 0;
    if (invoice.claim_of !== null) {
      credited = await invoicePoints(trx, id);
      await creditLot(trx, {
        usersId: invoice.users_id, source: 'invoice', invoiceId: id, points: credited, earnedAt: invoice.sale_date, expiryMonths: deps.expiryMonths,
        actorId: actor.id, reason: `Factura ${row.number} (reclamación aprobada)`, refType: 'invoice', refId: id, now: deps.now,
      });
    }
    const losers = await rejectRivals(trx, invoice, actor, deps.now);
    // the waiting invoices of its number ('number-claimed') as they stand now
    await refreshReviewFlags(trx, { subsidiaryId: invoice.subsidiary_id, number: invoice.number });
    await recordAudit(trx, {
      actorId: actor.id, ip: actor.ip,
      action: 'approve',
      entity: 'invoices',
      entityId: id,
      detail: {
        number: row.number, from: INVOICE_STATE.CREATED, to: INVOICE_STATE.APPROVED, warnings,
        ...(invoice.claim_of !== null || losers.length > 0 ? { dispute: { claim: invoice.claim_of !== null, credited, rejected: losers } } : {}),
      },
    });
    return losers;
  });
  if (rejected.length > 0) wakeMailOutbox(db);
  return { message: 'success', detail: INVOICE_MSG.approved };
}

export async function rejectInvoice(db: DB, id: number, actor: Actor, comment: string, deps: Pick<ReviewDeps, 'now'>): Promise<InvoiceReviewAnswer> {
  await inTransaction(db, async (trx) => {
    const { invoice, warnings } = await beforeDecision(trx, id);
    const row = await leaveCreated(trx, id, { state: INVOICE_STATE.REJECTED, comment_rejected: comment });
    // (an invoice that earned 0 points, or a claim never approved, has no lot: the engine reverses nothing)
    const reversal = await reverseInvoiceLot(trx, { invoiceId: id, actorId: actor.id, reason: `Factura ${row.number} rechazada: ${comment}`, now: deps.now });
    // a rejected invoice no longer stands against the others of its number ('number-claimed')
    await refreshReviewFlags(trx, { subsidiaryId: invoice.subsidiary_id, number: invoice.number });
    await recordAudit(trx, {
      actorId: actor.id, ip: actor.ip,
      action: 'reject',
      entity: 'invoices',
      entityId: id,
      detail: {
        number: row.number, from: INVOICE_STATE.CREATED, to: INVOICE_STATE.REJECTED, comment, reversed: reversal.reversed, balance: reversal.balance, warnings,
        ...(invoice.claim_of !== null ? { dispute: { claim: true, claim_of: invoice.claim_of } } : {}),
      },
    });
    await mailRejection(trx, id, row.number, comment, reversal.reversed, deps.now);
  });
  wakeMailOutbox(db);
  return { message: 'success', detail: INVOICE_MSG.rejected };
}
