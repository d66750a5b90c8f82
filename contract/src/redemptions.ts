// SPEC 2.11 / SPEC 5 "Redemption review" / SPEC 7 "Redemptions": the review bodies and the answers,
// written once for the api and the 'Redimir Producto' and 'Información de solicitud' screens.
import { z } from 'zod';
import { PURCHASE_MIN_DATE } from './constants';
import type { ApplyFor } from './entities';
import {
  CLAIM_COMMENT_MIN, DELIVERY_MAX, DELIVERY_METHOD_VALUES, DELIVERY_TEXT, invoiceToday, isRealDate, minText, REDEMPTION_LIST_TEXT, REDEMPTION_SORT,
  REDEMPTION_STATES, REDEMPTION_TEXT, REQUIRED,
} from './texts';
import { listQuery } from './list';
import { namedSchema } from './schemas';
import { MIN, pickedId } from './validation';

const comment = z.string({ error: REQUIRED }).trim().min(MIN.comment, minText(MIN.comment)).max(1000, REDEMPTION_TEXT.commentMax);
/** '' or only spaces is "no comment" (the approver's box left empty) */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** SPEC 5: approve needs no comment; one given must have at least 3 characters. Body may be absent. */
export const redemptionApproveBody = z.preprocess(
  (v) => v ?? {},
  z.object({ comment: z.preprocess(blankToNull, comment.nullable().optional()) }),
);
export type RedemptionApproveBody = z.input<typeof redemptionApproveBody>;

/** SPEC 5: reject requires a valid approver comment (at least 3 characters). */
export const redemptionRejectBody = z.preprocess((v) => v ?? {}, z.object({ comment }));
export type RedemptionRejectBody = z.input<typeof redemptionRejectBody>;

/** SPEC 5/9: confirm requires a date after 2019-03-01 (sent YYYY-MM-DD; ours: not after today) and a buyer comment. */
export const purchaseDate = z
  .string({ error: REDEMPTION_TEXT.selectDate })
  .trim()
  .min(1, { error: REDEMPTION_TEXT.selectDate, abort: true })
  .refine(isRealDate, { error: REDEMPTION_TEXT.dateInvalid, abort: true })
  .refine((d) => d > PURCHASE_MIN_DATE, REDEMPTION_TEXT.dateTooEarly)
  .refine((d) => d <= invoiceToday(), REDEMPTION_TEXT.dateFuture);

export const redemptionBoughtBody = z.preprocess((v) => v ?? {}, z.object({ buyer_comment: comment, purchase_date: purchaseDate }));
export type RedemptionBoughtBody = z.input<typeof redemptionBoughtBody>;

/** SPEC 7/8 answer of POST /api/product/applyfor: 'Producto X Redimido con Éxito'. */
export interface RedemptionCreateAnswer {
  message: 'success';
  detail: string;
  /** the user's balance after the request took its points (the shown one: due lots left out) */
  currentPoints: number;
  /** id of the new request */
  id: number;
}

/** SPEC 8 answers of the three review calls. */
export interface RedemptionReviewAnswer {
  message: 'success';
  detail: 'Aprobado con éxito' | 'Solicitud Rechazada' | 'Confirmado con éxito';
}

/**
 * GET /api/product/applyfor/get/{id}: the request, plus how many of its points were paid
 * from invoices nobody has reviewed yet (lots of invoices still in 'Creada', allocations not
 * refunded), for the approver deciding it.
 */
export interface ApplyForDetail extends ApplyFor {
  points_from_unreviewed_invoices: number;
}

/** Response schema of a request (SPEC 3 "Redemption request"); `user.points` is the shown balance. */
export const applyForSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product: namedSchema.nullable(),
  users_id: z.number(),
  user: z
    .object({
      id: z.number(),
      name: z.string(),
      identification_number: z.string(),
      points: z.number(),
      subsidiary: namedSchema.extend({ city: namedSchema.nullable() }).nullable(),
    })
    .nullable(),
  points: z.number(),
  created_at: z.string(),
  state: z.string(),
  comment: z.string().nullable(),
  buyer_comment: z.string().nullable(),
  purchase_date: z.string().nullable(),
  due_date: z.string(),
  days_left: z.number(),
  delivery_method: z.string().nullable(),
  delivery_address: z.string().nullable(),
  delivery_city: namedSchema.nullable(),
  recipient: z.string().nullable(),
  carrier: z.string().nullable(),
  guide_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  dispatch_date: z.string().nullable(),
  delivery_date: z.string().nullable(),
  proof_image: z.string().nullable(),
  received_at: z.string().nullable(),
  claim_comment: z.string().nullable(),
  claim_at: z.string().nullable(),
  delivery_comment: z.string().nullable(),
}) satisfies z.ZodType<ApplyFor>;

export const applyForDetailSchema = applyForSchema.extend({ points_from_unreviewed_invoices: z.number() }) satisfies z.ZodType<ApplyForDetail>;

export const redemptionCreateAnswer = z.object({ message: z.literal('success'), detail: z.string(), currentPoints: z.number(), id: z.number() }) satisfies z.ZodType<RedemptionCreateAnswer>;
export const redemptionReviewAnswer = z.object({ message: z.literal('success'), detail: z.enum(['Aprobado con éxito', 'Solicitud Rechazada', 'Confirmado con éxito']) }) satisfies z.ZodType<RedemptionReviewAnswer>;

// --- 'Lista de Redenciones' on the list contract (SPEC 2.10) ------------------------------------

/** 'Lista de Redenciones' query: its sort keys, states and texts are plain values (texts.ts) */
export const redemptionListQuery = listQuery(REDEMPTION_SORT).extend({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REDEMPTION_STATES, { error: REDEMPTION_LIST_TEXT.stateFilter }).optional()),
});
export type RedemptionListQuery = z.infer<typeof redemptionListQuery>;

// --- prize fulfilment (SPEC 1/9: delivered within one month of the request) -------------------
// Forward only: Comprado (stored 'confirmado') -> despachado -> entregado; a dispatched prize may
// instead be not delivered or claimed, and those go back out by a new dispatch, a recorded delivery
// or a cancellation. Dates against the purchase, the dispatch and Colombia's today are the api's
// (it holds those dates and the clock); these bodies check what a form alone can.

/** a one-line text of at most `max` characters, '' or only spaces being "not given" */
const optionalLine = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max, DELIVERY_TEXT.max(max)).nullable().optional());

/** 'YYYY-MM-DD' of a day that exists */
const deliveryDay = z
  .string({ error: DELIVERY_TEXT.selectDate })
  .trim()
  .min(1, { error: DELIVERY_TEXT.selectDate, abort: true })
  .refine(isRealDate, DELIVERY_TEXT.dateInvalid);

const trackingUrl = z.preprocess(
  blankToNull,
  z.string().trim().max(DELIVERY_MAX.trackingUrl, DELIVERY_TEXT.max(DELIVERY_MAX.trackingUrl))
    .refine((u) => /^https?:\/\/[^\s/]+/i.test(u), DELIVERY_TEXT.trackingUrlInvalid)
    .nullable().optional(),
);

/**
 * 'Despachar' (buyer, administrator): how the prize goes out. An address delivery names the
 * address, its city and who receives it; a delivery to the branch or an address goes with a
 * carrier and a guide number; a digital voucher has neither. A tracking link is optional for any.
 */
export const redemptionDispatchBody = z.preprocess((v) => v ?? {}, z.object({
  delivery_method: z.enum(DELIVERY_METHOD_VALUES, { error: DELIVERY_TEXT.selectMethod }),
  delivery_address: optionalLine(DELIVERY_MAX.address),
  delivery_city_id: z.preprocess((v) => (v === '' ? null : v), pickedId(DELIVERY_TEXT.cityRequired).nullable().optional()),
  recipient: optionalLine(DELIVERY_MAX.recipient),
  carrier: optionalLine(DELIVERY_MAX.carrier),
  guide_number: optionalLine(DELIVERY_MAX.guideNumber),
  tracking_url: trackingUrl,
  dispatch_date: deliveryDay,
}).superRefine((b, ctx) => {
  const need = (field: keyof typeof b, message: string) => {
    if (b[field] === null || b[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  };
  if (b.delivery_method === 'address') {
    need('delivery_address', DELIVERY_TEXT.addressRequired);
    need('delivery_city_id', DELIVERY_TEXT.cityRequired);
    need('recipient', DELIVERY_TEXT.recipientRequired);
  }
  if (b.delivery_method === 'voucher') {
    for (const field of ['carrier', 'guide_number'] as const) {
      if (b[field] !== null && b[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: DELIVERY_TEXT.guideOnVoucher });
    }
  } else {
    need('carrier', DELIVERY_TEXT.carrierRequired);
    need('guide_number', DELIVERY_TEXT.guideRequired);
  }
}));
export type RedemptionDispatchBody = z.input<typeof redemptionDispatchBody>;

/**
 * 'Registrar entrega' (buyer, administrator): the `data` field of its multipart form, beside the
 * photo `image`. Only the delivery date: the address and the rest of the delivery data are the
 * dispatch's, and a delivery record carrying them is refused.
 */
export const redemptionDeliveryData = z.preprocess((v) => v ?? {}, z.strictObject(
  { delivery_date: deliveryDay },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? DELIVERY_TEXT.deliveryDataOnDispatch : undefined) },
));
export type RedemptionDeliveryData = z.input<typeof redemptionDeliveryData>;

/** 'Reclamar' (the participant): what went wrong, in at least CLAIM_COMMENT_MIN characters */
export const redemptionClaimBody = z.preprocess((v) => v ?? {}, z.object({
  comment: z.string({ error: DELIVERY_TEXT.claimMin }).trim().min(CLAIM_COMMENT_MIN, DELIVERY_TEXT.claimMin).max(DELIVERY_MAX.comment, DELIVERY_TEXT.max(DELIVERY_MAX.comment)),
}));
export type RedemptionClaimBody = z.input<typeof redemptionClaimBody>;

/** 'No entregado' and 'Cancelar' (buyer, administrator): why, as a review comment (at least 3 characters) */
export const redemptionFulfilmentCommentBody = z.preprocess((v) => v ?? {}, z.object({ comment }));
export type RedemptionFulfilmentCommentBody = z.input<typeof redemptionFulfilmentCommentBody>;

/** the answer of every fulfilment call: its Spanish success text */
export const redemptionFulfilmentAnswer = z.object({ message: z.literal('success'), detail: z.string() });
export type RedemptionFulfilmentAnswer = z.infer<typeof redemptionFulfilmentAnswer>;
