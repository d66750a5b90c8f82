// A demo participant's history (demo data a newcomer can explore): invoices and
// redemption requests in every state, each moved through the points engine exactly as the calls
// move them, so the ledger, the lots and `check-points` agree:
// - an invoice is written as POST /api/invoice/create writes it (state Creada, its references, the
//   image in the private 'invoices' folder with its sha256) and earns its lot with creditLot, the
//   tire points of the participant's profile times the quantity;
// - approving changes the state only; rejecting sets the comment and reverses the lot with
//   reverseInvoiceLot (SPEC 4), as modules/invoices/review.ts does;
// - a request spends with spendPoints and is owed by its due date (SPEC 1/9); a rejected one is
//   refunded with refundRedemption; a confirmed one carries the buyer's comment and purchase date
//   (SPEC 2.11, SPEC 4), as modules/redemptions/service.ts does; after the purchase the prize is
//   dispatched, delivered (a photo in the private 'deliveries' folder, or the participant's
//   'Recibido'), claimed, not delivered or cancelled (refunded), as modules/redemptions/fulfilment.ts does.
// Every step runs at its own past instant (`now` of the engine), in time order, so the ledger reads
// as the story happened. The caller's transaction holds it all (seed/index.ts).
import crypto from 'node:crypto';
import { INVOICE_STATE, REDEMPTION_STATE, groupDigits, type RedemptionState } from '@portal/contract';
import type { Updateable } from 'kysely';
import type { ApplyForTable, Trx } from '../db/schema';
import { colombiaDate, daysUntil, redemptionDueDate } from '../db/time';
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

/** how many days ago a request leaves its prize due `dueIn` days after the Colombian today (the nearest when no day does exactly) */
function requestedForDueIn(now: Date, dueIn: number): number {
  let best = 0;
  for (let days = 21; days <= 40; days += 1) {
    const off = Math.abs(daysUntil(redemptionDueDate(dayAt(now, days, 11)), now) - dueIn);
    if (best === 0 || off < Math.abs(daysUntil(redemptionDueDate(dayAt(now, best, 11)), now) - dueIn)) best = days;
    if (off === 0) return days;
  }
  return best;
}

function redemptionSteps(db: Trx, deps: SeedDeps, owner: HistoryOwner, clock: HistoryClock, products: ProductIndex, redemption: DemoRedemption): Step[] {
  const { now } = clock;
  const product = products.get(redemption.product);
  if (!product) throw new Error(`seed: unknown product ${redemption.product}`);
  const { state } = redemption;
  const S = REDEMPTION_STATE;
  let id = 0;
  const requested = redemption.dueIn !== undefined ? requestedForDueIn(now, redemption.dueIn) : redemption.requested;
  if (requested === undefined) throw new Error(`seed: redemption of ${redemption.product} needs its request day`);
  const requestedAt = dayAt(now, requested, 11);
  const steps: Step[] = [{
    at: requestedAt,
    run: async () => {
      const at = requestedAt.toISOString();
      id = (await db.insertInto('apply_for').values({
        product_id: product.id, users_id: owner.usersId, points: product.points, created_at: at, updated_at: at,
        state: S.PENDING, comment: null, buyer_comment: null, purchase_date: null, due_date: redemptionDueDate(requestedAt),
      }).returning('id').executeTakeFirstOrThrow()).id;
      await spendPoints(db, { usersId: owner.usersId, applyForId: id, points: product.points, actorId: owner.usersId, reason: `Redención de ${redemption.product}`, now: requestedAt });
    },
  }];
  if (state === S.PENDING) return steps;
  if (redemption.reviewed === undefined) throw new Error(`seed: redemption of ${redemption.product} in ${state} needs its review day`);
  const reviewedAt = dayAt(now, redemption.reviewed, 16);
  const comment = redemption.comment ?? null;
  steps.push({
    at: reviewedAt,
    run: async () => {
      const rejected = state === S.REJECTED;
      await db.updateTable('apply_for')
        .set({ state: rejected ? S.REJECTED : S.APPROVED, comment, updated_at: reviewedAt.toISOString() })
        .where('id', '=', id).execute();
      const to = rejected ? S.REJECTED : S.APPROVED;
      const refund = rejected
        ? await refundRedemption(db, { applyForId: id, actorId: owner.approverId, reason: `Solicitud #${id} rechazada: ${comment ?? ''}`, now: reviewedAt })
        : null;
      await recordAudit(db, {
        actorId: owner.approverId, action: rejected ? 'reject' : 'approve', entity: 'apply_for', entityId: id, at: reviewedAt,
        detail: { from: S.PENDING, to, comment, ...(refund ? { refunded: refund.refunded, balance: refund.balance } : {}) },
      });
    },
  });
  // each later step moves the state as modules/redemptions/fulfilment.ts does, from the one before it
  let current: RedemptionState = state === S.REJECTED ? S.REJECTED : S.APPROVED;
  const move = (at: Date, actorId: number | null, action: string, to: RedemptionState, set: Updateable<ApplyForTable>, detail: Record<string, unknown> = set) => {
    const from = current;
    current = to;
    steps.push({
      at,
      run: async () => {
        await db.updateTable('apply_for').set({ ...set, state: to, updated_at: at.toISOString() }).where('id', '=', id).execute();
        await recordAudit(db, { actorId, action, entity: 'apply_for', entityId: id, at, detail: { from, to, ...detail } });
      },
    });
  };
  if (redemption.bought !== undefined) {
    if (!redemption.buyer_comment) throw new Error(`seed: bought redemption of ${redemption.product} needs its buyer comment`);
    const purchase = { buyer_comment: redemption.buyer_comment, purchase_date: daysBefore(now, redemption.bought) };
    move(dayAt(now, redemption.bought, 17), owner.buyerId, 'confirm', S.CONFIRMED, purchase);
  }
  if (redemption.dispatched !== undefined) {
    const d = redemption.delivery;
    if (!d) throw new Error(`seed: dispatched redemption of ${redemption.product} needs its delivery`);
    const dispatchedAt = dayAt(now, redemption.dispatched, 9);
    steps.push({
      at: dispatchedAt,
      run: async () => {
        const city = d.city === undefined ? null : await db.selectFrom('cities').select('id').where('name', '=', d.city).executeTakeFirst();
        if (d.city !== undefined && !city) throw new Error(`seed: unknown city ${d.city}`);
        const data = {
          delivery_method: d.method, delivery_address: d.address ?? null, delivery_city_id: city?.id ?? null, recipient: d.recipient ?? null,
          carrier: d.carrier ?? null, guide_number: d.guide ?? null, tracking_url: d.tracking_url ?? null, dispatch_date: daysBefore(now, redemption.dispatched!),
        };
        await db.updateTable('apply_for').set({ ...data, state: S.DISPATCHED, updated_at: dispatchedAt.toISOString() }).where('id', '=', id).execute();
        await recordAudit(db, { actorId: owner.buyerId, action: 'dispatch', entity: 'apply_for', entityId: id, at: dispatchedAt, detail: { from: S.CONFIRMED, to: S.DISPATCHED, ...data } });
      },
    });
    current = S.DISPATCHED;
  }
  if (redemption.delivered !== undefined) {
    const deliveredAt = dayAt(now, redemption.delivered, 15);
    const deliveryDate = daysBefore(now, redemption.delivered);
    if (redemption.received) {
      move(deliveredAt, owner.usersId, 'receive', S.DELIVERED, { received_at: deliveredAt.toISOString(), delivery_date: deliveryDate });
    } else {
      const from = current;
      current = S.DELIVERED;
      steps.push({
        at: deliveredAt,
        run: async () => {
          // the buyer's photo of the delivery, in the private 'deliveries' folder
          const photo = drawImage({ width: 480, height: 360, color: [21, 128, 61], text: `Entrega ${redemption.product}`, scale: 4, discAt: 0.7 });
          const proof = await deps.saveImage(photo, 'deliveries');
          await db.updateTable('apply_for').set({ state: S.DELIVERED, delivery_date: deliveryDate, proof_image: proof, updated_at: deliveredAt.toISOString() }).where('id', '=', id).execute();
          await recordAudit(db, { actorId: owner.buyerId, action: 'deliver', entity: 'apply_for', entityId: id, at: deliveredAt, detail: { from, to: S.DELIVERED, delivery_date: deliveryDate, proof_image: proof } });
        },
      });
    }
  }
  if (redemption.closing !== undefined) {
    const { days, comment: why } = redemption.closing;
    const at = dayAt(now, days, 14);
    if (state === S.CLAIMED) move(at, owner.usersId, 'claim', S.CLAIMED, { claim_comment: why, claim_at: at.toISOString() }, { comment: why });
    else if (state === S.NOT_DELIVERED) move(at, owner.buyerId, 'not_deliver', S.NOT_DELIVERED, { delivery_comment: why }, { comment: why });
    else if (state === S.CANCELLED) {
      const from = current;
      current = S.CANCELLED;
      steps.push({
        at,
        run: async () => {
          await db.updateTable('apply_for').set({ state: S.CANCELLED, delivery_comment: why, updated_at: at.toISOString() }).where('id', '=', id).execute();
          const { refunded, balance } = await refundRedemption(db, { applyForId: id, actorId: owner.buyerId, reason: `Solicitud #${id} cancelada: ${why}`, now: at });
          await recordAudit(db, { actorId: owner.buyerId, action: 'cancel', entity: 'apply_for', entityId: id, at, detail: { from, to: S.CANCELLED, comment: why, refunded, balance } });
        },
      });
    } else throw new Error(`seed: redemption of ${redemption.product} in ${state} has no closing move`);
  }
  if (current !== state) throw new Error(`seed: the steps of ${redemption.product} end in ${current}, not ${state}`);
  return steps;
}

/** Writes one participant's history, step by step in time order. */
export async function seedHistory(db: Trx, deps: SeedDeps, owner: HistoryOwner, clock: HistoryClock,
  products: ProductIndex, history: DemoHistory, branches: ReadonlyMap<string, number> = new Map()): Promise<void> {
  const tires = await tirePointsByCode(db, owner.profilesId);
  const context: InvoiceContext = { branches, photos: new Map() };
  const steps = [
    ...history.invoices.flatMap((invoice, n) => invoiceSteps(db, deps, owner, clock, tires, invoice, n, context)),
    ...history.redemptions.flatMap((redemption) => redemptionSteps(db, deps, owner, clock, products, redemption)),
  ];
  // a stable sort: steps of the same instant keep their order (a create before its review)
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) await step.run();
}
