// SPEC 4: an invoice is approved or rejected only from Creada, only by profiles 1 and 4.
// The state change is a conditional UPDATE ... WHERE state = 'Creada': of two reviewers at once
// exactly one changes the row (PostgreSQL re-checks the WHERE after the first commits; SQLite
// runs the two one after the other), the other gets the 409.
// Rejecting reverses the lot in the same transaction (issue 3: what is left, plus the part already
// spent as a debt, so the balance may go below zero).
// Issue 8: the rejection's mail to the participant is queued in the same transaction (mail/outbox.ts)
// and sent after the commit, in the background: a mail that cannot be sent never undoes the decision.
import { INVOICE_STATE, type InvoiceReviewAnswer } from '@portal/contract';
import { recordAudit, type Actor } from '../../audit';
import { inTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../http/errors';
import type { DB, Trx } from '../../db/schema';
import { queueMail, wakeMailOutbox } from '../../mail/outbox';
import { reverseInvoiceLot } from '../../points';
import { INVOICE_MSG } from './messages';
import { findInvoiceOwner, findInvoiceState, updateInvoiceInState } from './repository';

async function leaveCreated(trx: Trx, id: number, set: { state: typeof INVOICE_STATE.APPROVED | typeof INVOICE_STATE.REJECTED; comment_rejected?: string }) {
  const changed = await updateInvoiceInState(trx, id, INVOICE_STATE.CREATED, set);
  const row = await findInvoiceState(trx, id);
  if (!row) throw notFound(INVOICE_MSG.notFound);
  if (!changed) throw conflict(INVOICE_MSG.notReviewable(row.number, row.state));
  return row;
}

export async function approveInvoice(db: DB, id: number, actor: Actor): Promise<InvoiceReviewAnswer> {
  await inTransaction(db, async (trx) => {
    const row = await leaveCreated(trx, id, { state: INVOICE_STATE.APPROVED });
    await recordAudit(trx, {
      actorId: actor.id, ip: actor.ip,
      action: 'approve',
      entity: 'invoices',
      entityId: id,
      detail: { number: row.number, from: INVOICE_STATE.CREATED, to: INVOICE_STATE.APPROVED },
    });
  });
  return { message: 'success', detail: INVOICE_MSG.approved };
}

export async function rejectInvoice(db: DB, id: number, actor: Actor, comment: string): Promise<InvoiceReviewAnswer> {
  await inTransaction(db, async (trx) => {
    const row = await leaveCreated(trx, id, { state: INVOICE_STATE.REJECTED, comment_rejected: comment });
    // (an invoice that earned 0 points has no lot: the engine reverses nothing)
    const reversal = await reverseInvoiceLot(trx, { invoiceId: id, actorId: actor.id, reason: `Factura ${row.number} rechazada: ${comment}` });
    await recordAudit(trx, {
      actorId: actor.id, ip: actor.ip,
      action: 'reject',
      entity: 'invoices',
      entityId: id,
      detail: { number: row.number, from: INVOICE_STATE.CREATED, to: INVOICE_STATE.REJECTED, comment, reversed: reversal.reversed, balance: reversal.balance },
    });
    const owner = await findInvoiceOwner(trx, id);
    await queueMail(trx, {
      to: owner.email,
      subject: INVOICE_MSG.mailRejectedSubject(row.number),
      text: INVOICE_MSG.mailRejectedText(owner.name, row.number, comment, reversal.reversed),
    });
  });
  wakeMailOutbox(db);
  return { message: 'success', detail: INVOICE_MSG.rejected };
}
