// A demo participant's history (demo data a newcomer can explore): invoices and
// redemption requests in every state, each moved through the points engine exactly as the calls
// move them, so the ledger, the lots and `check-points` agree:
// - an invoice is written as POST /api/invoice/create writes it (state Creada, its references, the
//   image in the private 'invoices' folder with its sha256) and earns its lot with creditLot, the
//   tire points of the participant's profile times the quantity;
// - approving changes the state only; rejecting sets the comment and reverses the lot with
//   reverseInvoiceLot (SPEC 4), as modules/invoices/review.ts does;
// - a request spends with spendPoints; a rejected one is refunded with refundRedemption; a
//   confirmed one carries the buyer's comment and purchase date (SPEC 2.11, SPEC 4), as
//   modules/redemptions/service.ts does.
// Every step runs at its own past instant (`now` of the engine), in time order, so the ledger reads
// as the story happened. The caller's transaction holds it all (seed/index.ts).
import crypto from 'node:crypto';
import { INVOICE_STATE, REDEMPTION_STATE, groupDigits } from '@portal/contract';
import type { Trx } from '../db/schema';
import { colombiaDate } from '../db/time';
import { creditLot, refundRedemption, reverseInvoiceLot, spendPoints } from '../points';
import type { ProductIndex } from './catalogue';
import { recordAudit } from '../audit';
import type { DemoHistory, DemoInvoice, DemoRedemption } from './history-data';
import { drawImage, type Rgb } from './images';
import type { SeedDeps } from './types';

export interface HistoryOwner {
  usersId: number;
  profilesId: number;
  subsidiaryId: number;
  /** the demo approver: the actor of the reversal and refund rows of what they rejected */
  approverId: number | null;
  /** the demo buyer: who confirmed the purchases */
  buyerId: number | null;
}

export interface HistoryClock {
  /** the instant the seed runs: every day of the history counts back from its Colombian date */
  now: Date;
  /** lifetime of the invoices' lots (config POINTS_EXPIRY_MONTHS) */
  lifetimeMonths: number;
}

/** 'YYYY-MM-DD', `days` before the Colombian date of `now` */
export function daysBefore(now: Date, days: number): string {
  const d = new Date(`${colombiaDate(now)}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** that day at `hour` in Colombia (UTC-5); a day before today, so never in the future */
export function dayAt(now: Date, days: number, hour: number): Date {
  if (!(days >= 1)) throw new Error(`seed: a history event must be at least a day old (${days})`);
  return new Date(`${daysBefore(now, days)}T${String(hour + 5).padStart(2, '0')}:00:00.000Z`);
}

/** tire_code -> the tire's id and its total points for the profile */
async function tirePointsByCode(db: Trx, profilesId: number): Promise<Map<string, { id: number; points: number }>> {
  const rows = await db
    .selectFrom('tires as t')
    .leftJoin('tire_points as tp', (join) => join.onRef('tp.tire_id', '=', 't.id').on('tp.profiles_id', '=', profilesId))
    .select(['t.id', 't.tire_code', 'tp.points_total'])
    .execute();
  return new Map(rows.map((r) => [r.tire_code, { id: r.id, points: Number(r.points_total ?? 0) }]));
}

const INVOICE_COLORS: Rgb[] = [[71, 85, 105], [30, 64, 175], [21, 128, 61], [146, 64, 14], [107, 33, 168], [159, 18, 57], [14, 116, 144]];
const cop = (n: number) => `$${groupDigits(n)}`;

/** one step of the story at its instant */
interface Step { at: Date; run: () => Promise<void> }

/** what the invoices of one history share: the branches by name, and the photos drawn so far by number */
interface InvoiceContext {
  branches: ReadonlyMap<string, number>;
  photos: Map<string, Buffer>;
}

function invoiceSteps(db: Trx, deps: SeedDeps, owner: HistoryOwner, clock: HistoryClock,
  tires: Map<string, { id: number; points: number }>, invoice: DemoInvoice, n: number, context: InvoiceContext): Step[] {
  const { now } = clock;
  let invoiceId = 0;
  const lines = invoice.lines.map((l) => {
    const tire = tires.get(l.tire);
    if (!tire) throw new Error(`seed: unknown tire ${l.tire}`);
    return { tire_id: tire.id, amount: l.amount, points: tire.points * l.amount };
  });
  const points = lines.reduce((sum, l) => sum + l.points, 0);
  const saleDate = daysBefore(now, invoice.sale);

  const steps: Step[] = [{
    at: dayAt(now, invoice.registered, 10),
    run: async () => {
      const at = dayAt(now, invoice.registered, 10);
      // a drawn photo of the invoice: its text differs per invoice, so its sha256 does too
      // or the photo of an earlier invoice, which 'Facturas por revisar' warns about
      const again = invoice.samePhotoAs === undefined ? undefined : context.photos.get(invoice.samePhotoAs);
      if (invoice.samePhotoAs !== undefined && !again) throw new Error(`seed: ${invoice.number} reuses the photo of ${invoice.samePhotoAs}, which comes later or not at all`);
      const image = again ?? drawImage({ width: 360, height: 480, color: INVOICE_COLORS[n % INVOICE_COLORS.length], text: `Factura ${invoice.number} ${cop(invoice.price)}`, scale: 5, discAt: 0.3 + (n % 3) * 0.2 });
      context.photos.set(invoice.number, image);
      const subsidiaryId = invoice.branch === undefined ? owner.subsidiaryId : context.branches.get(invoice.branch);
      if (subsidiaryId === undefined) throw new Error(`seed: unknown branch ${invoice.branch}`);
      // a claim names the first registration of its number at the branch, and earns nothing until approved
      let claimOf: number | null = null;
      if (invoice.claim) {
        const original = await db.selectFrom('invoices').select('id').where('subsidiary_id', '=', subsidiaryId).where('number', '=', invoice.number)
          .where('claim_of', 'is', null).executeTakeFirst();
        if (!original || invoice.state !== INVOICE_STATE.CREATED) throw new Error(`seed: claim ${invoice.number} needs an earlier registration at its branch and state Creada`);
        claimOf = original.id;
      }
      const row = await db.insertInto('invoices').values({
        number: invoice.number,
        price: invoice.price,
        sale_date: saleDate,
        created_at: at.toISOString(),
        state: INVOICE_STATE.CREATED,
        image: await deps.saveImage(image, 'invoices'),
        image_sha256: crypto.createHash('sha256').update(image).digest('hex'),
        comment_rejected: null,
        users_id: owner.usersId,
        subsidiary_id: subsidiaryId,
        request_key: null,
        claim_of: claimOf,
      }).returning('id').executeTakeFirstOrThrow();
      invoiceId = row.id;
      await db.insertInto('invoice_references').values(lines.map((l) => ({ invoice_id: invoiceId, ...l }))).execute();
      if (claimOf !== null) return;
      await creditLot(db, {
        usersId: owner.usersId, source: 'invoice', invoiceId, points, earnedAt: saleDate, expiryMonths: clock.lifetimeMonths,
        actorId: owner.usersId, reason: `Factura ${invoice.number}`, refType: 'invoice', refId: invoiceId, now: at,
      });
    },
  }];
  if (invoice.state === INVOICE_STATE.CREATED) return steps;
  if (invoice.reviewed === undefined) throw new Error(`seed: invoice ${invoice.number} in ${invoice.state} needs its review day`);
  const reviewedAt = dayAt(now, invoice.reviewed, 15);
  steps.push({
    at: reviewedAt,
    run: async () => {
      if (invoice.state === INVOICE_STATE.APPROVED) {
        await db.updateTable('invoices').set({ state: INVOICE_STATE.APPROVED }).where('id', '=', invoiceId).execute();
        await recordAudit(db, {
          actorId: owner.approverId, action: 'approve', entity: 'invoices', entityId: invoiceId, at: reviewedAt,
          detail: { number: invoice.number, from: INVOICE_STATE.CREATED, to: INVOICE_STATE.APPROVED },
        });
        return;
      }
      const comment = invoice.comment_rejected;
      if (!comment) throw new Error(`seed: rejected invoice ${invoice.number} needs its comment`);
      await db.updateTable('invoices').set({ state: INVOICE_STATE.REJECTED, comment_rejected: comment }).where('id', '=', invoiceId).execute();
      const reversal = await reverseInvoiceLot(db, { invoiceId, actorId: owner.approverId, reason: `Factura ${invoice.number} rechazada: ${comment}`, now: reviewedAt });
      await recordAudit(db, {
        actorId: owner.approverId, action: 'reject', entity: 'invoices', entityId: invoiceId, at: reviewedAt,
        detail: { number: invoice.number, from: INVOICE_STATE.CREATED, to: INVOICE_STATE.REJECTED, comment, reversed: reversal.reversed, balance: reversal.balance },
      });
    },
  });
  return steps;
}

function redemptionSteps(db: Trx, owner: HistoryOwner, clock: HistoryClock, products: ProductIndex, redemption: DemoRedemption): Step[] {
  const { now } = clock;
  const product = products.get(redemption.product);
  if (!product) throw new Error(`seed: unknown product ${redemption.product}`);
  let id = 0;
  const requestedAt = dayAt(now, redemption.requested, 11);
  const steps: Step[] = [{
    at: requestedAt,
    run: async () => {
      const at = requestedAt.toISOString();
      id = (await db.insertInto('apply_for').values({
        product_id: product.id, users_id: owner.usersId, points: product.points, created_at: at, updated_at: at,
        state: REDEMPTION_STATE.PENDING, comment: null, buyer_comment: null, purchase_date: null,
      }).returning('id').executeTakeFirstOrThrow()).id;
      await spendPoints(db, { usersId: owner.usersId, applyForId: id, points: product.points, actorId: owner.usersId, reason: `Redención de ${redemption.product}`, now: requestedAt });
    },
  }];
  if (redemption.state === REDEMPTION_STATE.PENDING) return steps;
  if (redemption.reviewed === undefined) throw new Error(`seed: redemption of ${redemption.product} in ${redemption.state} needs its review day`);
  const reviewedAt = dayAt(now, redemption.reviewed, 16);
  const comment = redemption.comment ?? null;
  steps.push({
    at: reviewedAt,
    run: async () => {
      const rejected = redemption.state === REDEMPTION_STATE.REJECTED;
      await db.updateTable('apply_for')
        .set({ state: rejected ? REDEMPTION_STATE.REJECTED : REDEMPTION_STATE.APPROVED, comment, updated_at: reviewedAt.toISOString() })
        .where('id', '=', id).execute();
      const to = rejected ? REDEMPTION_STATE.REJECTED : REDEMPTION_STATE.APPROVED;
      const refund = rejected
        ? await refundRedemption(db, { applyForId: id, actorId: owner.approverId, reason: `Solicitud #${id} rechazada: ${comment ?? ''}`, now: reviewedAt })
        : null;
      await recordAudit(db, {
        actorId: owner.approverId, action: rejected ? 'reject' : 'approve', entity: 'apply_for', entityId: id, at: reviewedAt,
        detail: { from: REDEMPTION_STATE.PENDING, to, comment, ...(refund ? { refunded: refund.refunded, balance: refund.balance } : {}) },
      });
    },
  });
  if (redemption.state !== REDEMPTION_STATE.CONFIRMED) return steps;
  if (redemption.bought === undefined || !redemption.buyer_comment) throw new Error(`seed: confirmed redemption of ${redemption.product} needs its purchase day and buyer comment`);
  const boughtAt = dayAt(now, redemption.bought, 17);
  steps.push({
    at: boughtAt,
    run: async () => {
      await db.updateTable('apply_for')
        .set({ state: REDEMPTION_STATE.CONFIRMED, buyer_comment: redemption.buyer_comment!, purchase_date: daysBefore(now, redemption.bought!), updated_at: boughtAt.toISOString() })
        .where('id', '=', id).execute();
      await recordAudit(db, {
        actorId: owner.buyerId, action: 'confirm', entity: 'apply_for', entityId: id, at: boughtAt,
        detail: { from: REDEMPTION_STATE.APPROVED, to: REDEMPTION_STATE.CONFIRMED, purchase_date: daysBefore(now, redemption.bought!), buyer_comment: redemption.buyer_comment },
      });
    },
  });
  return steps;
}

/** Writes one participant's history, step by step in time order. */
export async function seedHistory(db: Trx, deps: SeedDeps, owner: HistoryOwner, clock: HistoryClock,
  products: ProductIndex, history: DemoHistory, branches: ReadonlyMap<string, number> = new Map()): Promise<void> {
  const tires = await tirePointsByCode(db, owner.profilesId);
  const context: InvoiceContext = { branches, photos: new Map() };
  const steps = [
    ...history.invoices.flatMap((invoice, n) => invoiceSteps(db, deps, owner, clock, tires, invoice, n, context)),
    ...history.redemptions.flatMap((redemption) => redemptionSteps(db, owner, clock, products, redemption)),
  ];
  // a stable sort: steps of the same instant keep their order (a create before its review)
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) await step.run();
}
