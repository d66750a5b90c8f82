// SPEC 2.11 / SPEC 5 "Redemption review" / SPEC 7 "Redemptions": the review bodies and the answers,
// written once for the api and the 'Redimir Producto' and 'Información de solicitud' screens.
import { z } from 'zod';
import { PURCHASE_MIN_DATE } from './constants';
import { invoiceToday, isRealDate } from './invoices';
import { MIN, REQUIRED, minText } from './validation';

export const REDEMPTION_TEXT = {
  /** SPEC 5: 'Seleccione Una Fecha' when the confirmation date is missing */
  selectDate: 'Seleccione Una Fecha',
  dateInvalid: 'Fecha no válida (use AAAA-MM-DD)',
  dateTooEarly: 'La fecha debe ser posterior al 01/03/2019',
  dateFuture: 'La fecha no puede ser posterior a hoy',
  commentMax: 'Máximo 1000 caracteres',
} as const;

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
  /** the user's balance after the request took its points */
  currentPoints: number;
  /** id of the new request */
  id: number;
}

/** SPEC 8 answers of the three review calls. */
export interface RedemptionReviewAnswer {
  message: 'success';
  detail: 'Aprobado con éxito' | 'Solicitud Rechazada' | 'Confirmado con éxito';
}
