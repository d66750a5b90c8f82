// SPEC 2.11 / SPEC 5 "Redemption review" / SPEC 7 "Redemptions": the review bodies and the answers,
// written once for the api and the 'Redimir Producto' and 'Información de solicitud' screens.
import { z } from 'zod';
import { PURCHASE_MIN_DATE } from './constants';
import type { ApplyFor } from './entities';
import { invoiceToday, isRealDate, minText, REDEMPTION_LIST_TEXT, REDEMPTION_SORT, REDEMPTION_STATES, REDEMPTION_TEXT, REQUIRED } from './texts';
import { listQuery } from './list';
import { namedSchema } from './schemas';
import { MIN } from './validation';

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
