// POST /api/invoice/create (SPEC 7, SPEC 2.9), earning and duplicates:
// validate everything first, store the image, then ONE transaction writes the invoice, its
// references and its lot. Any failure stores nothing: the transaction rolls back and the saved
// image file is removed again.
//
// Duplicates are refused by the database, not only by the checks before it: the unique indexes
// (subsidiary_id, number, users_id) and request_key turn the loser of a race into a violation,
// which becomes the same 409 (or, for a retried Idempotency-Key, the first answer) the checks give.
//
// docs/adr/0033-disputed-claims-instead-of-a-lock-out.md: a number already registered at the branch by
// ANOTHER participant is not refused. It is stored as a claim of the first registration
// (invoices.claim_of), in state Creada, WITHOUT its lot: no points until an approver approves it.
// The answer is 201 with a Spanish text saying so, and the claimant is mailed. Two first
// registrations of one number at once: the unique index (subsidiary_id, number) where claim_of is
// null makes the loser a violation, and it is stored again, now as a claim.
// The image hash has no unique constraint, so on PostgreSQL a transaction-scoped advisory lock on
// the hash makes "same image" checks of concurrent requests run one after the other (SQLite
// transactions already do: BEGIN IMMEDIATE).
import type { FastifyBaseLogger } from 'fastify';
import { INVOICE_STATE, type InvoiceCreateAnswer } from '@portal/contract';
import type { AuthUser } from '../auth';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { lotExpiry, nowIso } from '../../db/time';
import { inTransaction } from '../../db/transaction';
import { HttpError, badRequest, conflict, forbidden } from '../../http/errors';
import { queueMail, wakeMailOutbox } from '../../mail/outbox';
import { creditLot, shownBalance } from '../../points';
import type { Storage } from '../../storage';
import type { InvoiceForm } from './form';
import { INVOICE_MSG } from '../../messages';
import { usualTotal } from './price';
import { refreshFlagsAfterCreate } from './queue-repository';
import {
  balanceAfterEarn, findInvoiceByImage, findInvoiceByRequestKey, findOriginalByNumber, findOwnInvoiceByNumber, findSubsidiary, findUserContact,
  insertInvoice, insertInvoiceReferences, invoicePoints, loadCatalogue, lockImageHash, standingOfNumber, tirePoints,
} from './repository';
import { userPoints } from '../users/repository';

/** visible ASCII, as HTTP header values and the IETF Idempotency-Key draft expect */
const KEY = /^[\x21-\x7e]{1,100}$/;

/** The stored request_key: scoped to the user, so one user's key can never answer another's request. */
export function requestKeyOf(header: unknown, usersId: number): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY.test(header)) throw badRequest(INVOICE_MSG.idempotencyKeyInvalid);
  return `${usersId}:${header}`;
}

const answer = (points: number, currentPoints: number): InvoiceCreateAnswer => ({
  message: 'success',
  detail: INVOICE_MSG.created(points),
  points,
  currentPoints,
});

/** the answer to a claim in dispute (201): nothing credited, the balance as it is */
const disputedAnswer = (number: string, withInvoiceId: number, currentPoints: number): InvoiceCreateAnswer => ({
  message: 'success',
  detail: INVOICE_MSG.createdInDispute(number),
  points: 0,
  currentPoints,
  dispute: { with_invoice_id: withInvoiceId, claim: true },
});

/** A retry of a request that already created its invoice: the first answer again, nothing credited. */
async function replay(
  db: DB, invoice: { id: number; users_id: number; number: string; subsidiary_id: number | null; claim_of: number | null }, form: InvoiceForm,
): Promise<InvoiceCreateAnswer> {
  if (invoice.number !== form.data.number || invoice.subsidiary_id !== form.data.subsidiary_id) throw new HttpError(422, INVOICE_MSG.idempotencyKeyReused);
  // a claim: the dispute's answer again (the balance now: the claim itself never moved it)
  if (invoice.claim_of !== null) return disputedAnswer(invoice.number, invoice.claim_of, await userPoints(db, invoice.users_id));
  const points = await invoicePoints(db, invoice.id);
  let balance = await balanceAfterEarn(db, invoice.id);
  if (balance === undefined) {
    // an invoice of 0 points has no lot and no ledger row: the balance then was the balance now
    balance = await userPoints(db, invoice.users_id);
  }
  return answer(points, balance);
}

/** Every line names a brand, a design of that brand and a tire of that design; returns each line's points. */
async function pricedLines(db: DB, form: InvoiceForm, profilesId: number): Promise<{ tireId: number; amount: number; points: number }[]> {
  const { lines } = form;
  const unique = (xs: number[]) => [...new Set(xs)];
  const catalogue = await loadCatalogue(db, {
    brandIds: unique(lines.map((l) => l.brand_id)),
    designIds: unique(lines.map((l) => l.design_id)),
    tireIds: unique(lines.map((l) => l.tire_id)),
  });
  lines.forEach((l, i) => {
    const n = i + 1;
    if (!catalogue.brands.has(l.brand_id)) throw badRequest(INVOICE_MSG.brandNotFound(n));
    const brandOfDesign = catalogue.designs.get(l.design_id);
    if (brandOfDesign === undefined) throw badRequest(INVOICE_MSG.designNotFound(n));
    if (brandOfDesign !== l.brand_id) throw badRequest(INVOICE_MSG.designOfOtherBrand(n));
    const designOfTire = catalogue.tires.get(l.tire_id);
    if (designOfTire === undefined) throw badRequest(INVOICE_MSG.tireNotFound(n));
    if (designOfTire !== l.design_id) throw badRequest(INVOICE_MSG.tireOfOtherDesign(n));
  });
  // a line earns the tire's total points for the participant's profile times its quantity
  const perTire = await tirePoints(db, unique(lines.map((l) => l.tire_id)), profilesId);
  return lines.map((l) => ({ tireId: l.tire_id, amount: l.amount, points: (perTire.get(l.tire_id) ?? 0) * l.amount }));
}

/**
 * The 409 a duplicate deserves, found after the fact (a check, or a constraint that fired): the
 * participant's own number again at the branch (another's is a claim, not a duplicate),
 * or a photo already used.
 */
async function duplicateOf(db: DB, form: InvoiceForm, sha256: string, usersId: number): Promise<HttpError | null> {
  if (await findOwnInvoiceByNumber(db, form.data.subsidiary_id, form.data.number, usersId)) return conflict(INVOICE_MSG.duplicateNumber(form.data.number));
  if (await findInvoiceByImage(db, sha256)) return conflict(INVOICE_MSG.duplicateImage);
  return null;
}

/** what creating an invoice needs besides the database */
export interface CreateInvoiceDeps {
  storage: Storage;
  log: FastifyBaseLogger;
  /** config POINTS_EXPIRY_MONTHS */
  expiryMonths: number;
  /** the app's clock */
  now: Date;
}

export async function createInvoice(db: DB, deps: CreateInvoiceDeps, user: AuthUser, form: InvoiceForm, requestKey: string | null): Promise<InvoiceCreateAnswer> {
  const { storage } = deps;
  const { data } = form;

  if (form.claimedUserId !== undefined && form.claimedUserId !== null && Number(form.claimedUserId) !== user.id) throw forbidden(INVOICE_MSG.otherUser);

  if (requestKey) {
    const first = await findInvoiceByRequestKey(db, requestKey);
    if (first) return replay(db, first, form);
  }

  // points born expired would be credited only to be swept away: refuse the sale date instead
  if (lotExpiry(data.sale_date, deps.expiryMonths) <= nowIso(deps.now)) throw badRequest(INVOICE_MSG.pointsExpired(deps.expiryMonths));

  if (!(await findSubsidiary(db, data.subsidiary_id))) throw badRequest(INVOICE_MSG.subsidiaryNotFound);
  const lines = await pricedLines(db, form, user.profiles_id);
  const points = lines.reduce((sum, l) => sum + l.points, 0);

  if (!form.image) throw badRequest(INVOICE_MSG.imageRequired);
  const sha256 = storage.sha256(form.image.buffer);
  try {
    // the common duplicate is refused before a file is written
    const early = await duplicateOf(db, form, sha256, user.id);
    if (early) throw early;
    return await store(db, deps, user, form, { lines, points, sha256, requestKey });
  } catch (err) {
    const lostRace = isUniqueViolation(err) || (err instanceof HttpError && err.statusCode === 409);
    if (!lostRace) throw err;
    // a concurrent request with the same key won: its answer is this request's answer
    if (requestKey) {
      const first = await findInvoiceByRequestKey(db, requestKey);
      if (first) return replay(db, first, form);
    }
    // a constraint fired: the winner is committed now, so the 409 can name what was duplicated
    if (isUniqueViolation(err)) {
      const duplicate = await duplicateOf(db, form, sha256, user.id);
      if (duplicate) throw duplicate;
      // another participant registered the number first, at the same moment: this one is their claim
      if (await findOriginalByNumber(db, data.subsidiary_id, data.number)) return store(db, deps, user, form, { lines, points, sha256, requestKey });
    }
    throw err;
  }
}

/** Saves the image, then writes invoice, references and lot in one transaction; the file goes again if that fails. */
async function store(
  db: DB,
  deps: CreateInvoiceDeps,
  user: AuthUser,
  form: InvoiceForm,
  prepared: { lines: { tireId: number; amount: number; points: number }[]; points: number; sha256: string; requestKey: string | null },
): Promise<InvoiceCreateAnswer> {
  const { storage } = deps;
  const { data } = form;
  const { lines, points, sha256, requestKey } = prepared;
  const imagePath = await storage.saveImage(form.image!.buffer, 'invoices');
  try {
    const created = await inTransaction(db, async (trx) => {
      await lockImageHash(trx, sha256);
      const duplicate = await duplicateOf(trx, form, sha256, user.id);
      if (duplicate) throw duplicate;
      // the number is already another participant's at this branch: a claim of it
      const original = await findOriginalByNumber(trx, data.subsidiary_id, data.number);
      const claimOf = original ? original.id : null;
      // 'price-far': the usual total of its tires now, before it is written (price.ts)
      const priceUsual = await usualTotal(trx, lines);

      const createdAt = nowIso(deps.now);
      const invoiceId = await insertInvoice(trx, {
        number: data.number,
        price: data.price,
        sale_date: data.sale_date,
        created_at: createdAt,
        state: INVOICE_STATE.CREATED,
        image: imagePath,
        image_sha256: sha256,
        comment_rejected: null,
        users_id: user.id,
        subsidiary_id: data.subsidiary_id,
        request_key: requestKey,
        claim_of: claimOf,
        price_usual: priceUsual,
      });
      await insertInvoiceReferences(trx, lines.map((l) => ({ invoice_id: invoiceId, tire_id: l.tireId, amount: l.amount, points: l.points })));

      // its warnings stored, and those of the waiting invoices it may have moved (after its lot: 'date-near-limit' reads it)
      const flagsAfter = () => refreshFlagsAfterCreate(trx, {
        id: invoiceId, users_id: user.id, created_at: createdAt, subsidiary_id: data.subsidiary_id, number: data.number, image_sha256: sha256,
      });
      if (claimOf !== null) {
        await flagsAfter();
        // no lot: the points are credited when an approver approves the claim (review.ts)
        const rival = (await standingOfNumber(trx, data.subsidiary_id, data.number, invoiceId))[0]?.id ?? claimOf;
        const contact = await findUserContact(trx, user.id);
        await queueMail(trx, {
          to: contact.email,
          subject: INVOICE_MSG.mailDisputeSubject(data.number),
          text: INVOICE_MSG.mailDisputeText(contact.name, data.number, points),
        }, deps.now);
        return disputedAnswer(data.number, rival, await shownBalance(trx, user.id, deps.now));
      }

      // a sale of tires that earn nothing for the profile is registered without a lot
      await creditLot(trx, {
        usersId: user.id,
        source: 'invoice',
        invoiceId,
        points,
        earnedAt: data.sale_date,
        expiryMonths: deps.expiryMonths,
        actorId: user.id,
        reason: `Factura ${data.number}`,
        refType: 'invoice',
        refId: invoiceId,
        now: deps.now,
      });
      await flagsAfter();
      // the balance answered is the one shown everywhere (lots already due left out)
      return answer(points, await shownBalance(trx, user.id, deps.now));
    });
    // the claim's mail goes after the commit, in the background (mail/outbox.ts)
    if (created.dispute) wakeMailOutbox(db);
    return created;
  } catch (err) {
    await storage.remove(imagePath).catch((e: unknown) => deps.log.warn({ err: e }, 'could not remove the image of a refused invoice'));
    throw err;
  }
}
