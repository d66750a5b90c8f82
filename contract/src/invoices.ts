// SPEC 2.9 / SPEC 5 "Invoice create" / SPEC 7 "Invoices": the create payload, the review bodies and
// the answers, written once for the api and the 'Ingresar Venta', 'Lista de Ventas' and
// 'Detalle de Factura' screens.
//
// POST /api/invoice/create is multipart/form-data with three parts:
//   data   JSON of InvoiceCreateData  {sale_date: 'YYYY-MM-DD', number, price, subsidiary_id}
//   tires  JSON of InvoiceLine[]      [{brand_id, design_id, tire_id, amount}, ...]
//   image  the invoice photo (PNG, JPG, WEBP or GIF, at most MAX_IMAGE_BYTES)
// and may carry an `Idempotency-Key` header: a retry with the same key answers the first answer.
import { z } from 'zod';
import { INVOICE_MIN_DATE, TIRE_QUANTITY } from './constants';
import { DIGITS_ONLY, INVOICE_LINES_MAX, INVOICE_LIST_TEXT, INVOICE_NUMBER_MAX, INVOICE_NUMBER_MIN, INVOICE_PRICE_MAX, INVOICE_TEXT, invoiceToday, isRealDate, minText, REQUIRED } from './texts';
import type { Invoice } from './entities';
import { listQuery } from './list';
import { INVOICE_STATE } from './states';
import { namedSchema } from './schemas';
import { MIN, pickedId } from './validation';

/** A number, or a string of digits (form values), turned into a number; anything else is left for the check to refuse. */
const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

/**
 * Colombian habits: an amount of pesos as people in Colombia write it, turned into a
 * number: '1850000', '1.850.000' (thousands with '.'), '$ 1.850.000', '1.850.000 COP', '1.850.000,00'
 * (decimals with ','). Decimals are kept ('1.850.000,50' -> 1850000.5) for the check to refuse with
 * its own message (a total is whole pesos); '1,850,000' or '1.85' are no Colombian amount and are left
 * as typed, for the check to refuse. A number passes as it is.
 */
export function pesosToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/^\$\s*/, '').replace(/\s*COP$/i, '').trim();
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/.exec(text);
  if (!m) return value;
  const whole = m[1].replace(/\./g, '');
  return Number(m[2] ? `${whole}.${m[2]}` : whole);
}

/** SPEC 5: date required and after 2023-05-01; ours: a real date, not after today (Colombia). */
export const invoiceSaleDate = z
  .string({ error: INVOICE_TEXT.selectDate })
  .trim()
  .min(1, { error: INVOICE_TEXT.selectDate, abort: true })
  .refine(isRealDate, { error: INVOICE_TEXT.dateInvalid, abort: true })
  .refine((d) => !isRealDate(d) || d > INVOICE_MIN_DATE, INVOICE_TEXT.dateTooEarly)
  .refine((d) => !isRealDate(d) || d <= invoiceToday(), INVOICE_TEXT.dateFuture);

/**
 * SPEC 5: number at least 3 characters. Stored trimmed and upper-cased: that is the form two
 * numbers are compared in (one number per branch; 'C' at the end is a correction, another number).
 */
export const invoiceNumber = z
  .string({ error: REQUIRED })
  .trim()
  .min(INVOICE_NUMBER_MIN, minText(INVOICE_NUMBER_MIN))
  .max(INVOICE_NUMBER_MAX, INVOICE_TEXT.numberMax)
  .transform((n) => n.toUpperCase());

/** SPEC 5 "total at least 1 character", SPEC 9 "numeric fields digits only": a whole number >= 1. */
export const invoicePrice = z.preprocess(
  pesosToNumber,
  z.number({ error: DIGITS_ONLY }).int(INVOICE_TEXT.priceWhole).min(1, INVOICE_TEXT.priceMin).max(INVOICE_PRICE_MAX, INVOICE_TEXT.priceMax),
);

export const invoiceCreateData = z.object({
  sale_date: invoiceSaleDate,
  number: invoiceNumber,
  price: invoicePrice,
  subsidiary_id: pickedId(INVOICE_TEXT.selectSubsidiary),
});
export type InvoiceCreateData = z.input<typeof invoiceCreateData>;

/** SPEC 2.9: one tire line is brand, design, size (rin: the tire, named by its measure) and quantity 1..24. */
export const invoiceLine = z.object({
  brand_id: pickedId(INVOICE_TEXT.selectBrand),
  design_id: pickedId(INVOICE_TEXT.selectDesign),
  tire_id: pickedId(INVOICE_TEXT.selectRin),
  amount: z.preprocess(
    digitsToNumber,
    z
      .number({ error: INVOICE_TEXT.selectQuantity })
      .int(INVOICE_TEXT.quantityRange)
      .min(TIRE_QUANTITY.min, INVOICE_TEXT.quantityRange)
      .max(TIRE_QUANTITY.max, INVOICE_TEXT.quantityRange),
  ),
});
export type InvoiceLine = z.input<typeof invoiceLine>;

export const invoiceLines = z
  .array(invoiceLine, { error: INVOICE_TEXT.linesMin })
  .min(1, INVOICE_TEXT.linesMin)
  .max(INVOICE_LINES_MAX, INVOICE_TEXT.linesMax);

/** SPEC 4/5: reject needs a comment of at least 3 characters. */
export const invoiceRejectBody = z.object({
  comment_rejected: z.string({ error: REQUIRED }).trim().min(MIN.comment, minText(MIN.comment)).max(1000, 'Máximo 1000 caracteres'),
});
export type InvoiceRejectBody = z.input<typeof invoiceRejectBody>;

/**
 * Ours (docs/adr/0033-disputed-claims-instead-of-a-lock-out.md): an invoice whose number was also
 * registered at its branch by another participant, while the approver has not decided which stands.
 * `with_invoice_id` is the other invoice (the oldest one still standing); `claim` is true for the
 * later registration (a claim: its points are credited only when it is approved).
 */
export interface InvoiceDispute {
  with_invoice_id: number;
  claim: boolean;
}

/** SPEC 7/8 answer of POST /api/invoice/create: 'Factura Creada con Éxito, Se le han agregado N puntos'. */
export interface InvoiceCreateAnswer {
  message: 'success';
  detail: string;
  /** points this invoice earned (0 for a claim in dispute: nothing credited yet) */
  points: number;
  /** the user's balance after the credit */
  currentPoints: number;
  /** set when the number was already registered at the branch by another participant (answered 201) */
  dispute?: InvoiceDispute;
}

/** SPEC 8 answers of the two review calls. */
export interface InvoiceReviewAnswer {
  message: 'success';
  detail: 'Factura Aprobada' | 'Factura Rechazada';
}

/**
 * What GET /api/invoice/all, /api/invoice/get/{id} and /api/users/historyinvoice/{userId} answer:
 * the SPEC 3 Invoice plus its branch and the figures SPEC 2.11's table shows.
 */
export interface InvoiceWithTotals extends Invoice {
  subsidiary: { id: number; name: string } | null;
  /** sum of the references' points (SPEC 3 "total points") */
  total_points: number;
  /** points taken from this invoice's lot by redemptions not rejected (sum of points[]) */
  used_points: number;
  /** what is left in the lot: 0 once it expired or the invoice was rejected */
  remaining_points: number;
  /** the open dispute over its number at its branch; null (or absent from older api versions) when none */
  dispute?: InvoiceDispute | null;
}

// --- Answers (the api's response schemas: serialization and /api/docs) -----------------------

export const invoiceReferenceSchema = z.object({
  id: z.number(),
  points: z.number(),
  amount: z.number(),
  tire: z
    .object({
      id: z.number(),
      name: z.string(),
      design: z.object({ id: z.number(), name: z.string(), brand: namedSchema.nullable() }).nullable(),
    })
    .nullable(),
});

/** the fields of SPEC 3 Invoice every invoice answer has (the invoice calls, the invoice report) */
export const invoiceCoreSchema = z.object({
  id: z.number(),
  number: z.string(),
  price: z.number(),
  sale_date: z.string(),
  created_at: z.string(),
  state: z.string(),
  /** a signed link: invoice photos are private */
  image: z.string().nullable(),
  comment_rejected: z.string().nullable(),
});

/** SPEC 3 Invoice plus branch and totals (contract InvoiceWithTotals) */
export const invoiceSchema = invoiceCoreSchema.extend({
  users_id: z.number(),
  user: namedSchema.nullable(),
  subsidiary_id: z.number().nullable(),
  subsidiary: namedSchema.nullable(),
  invoice_references: z.array(invoiceReferenceSchema),
  points: z.array(z.object({ id: z.number(), points: z.number() })),
  total_points: z.number(),
  used_points: z.number(),
  remaining_points: z.number(),
  dispute: z.object({ with_invoice_id: z.number(), claim: z.boolean() }).nullable().optional(),
});

export const invoiceCreateAnswer = z.object({
  message: z.literal('success'),
  detail: z.string(),
  points: z.number(),
  currentPoints: z.number(),
  dispute: z.object({ with_invoice_id: z.number(), claim: z.boolean() }).optional(),
});

export const invoiceReviewAnswer = z.object({
  message: z.literal('success'),
  detail: z.enum(['Factura Aprobada', 'Factura Rechazada']),
});

/** GET /api/users/historyinvoice/{userId} (and the other calls about one user's records) */
export const userIdParam = z.object({ userId: z.coerce.number({ error: 'Id no válido' }).int('Id no válido').positive('Id no válido').max(2 ** 31 - 1, 'Id no válido') });

// --- Every invoice on the list contract (the administrator's 'Lista de Ventas') -----------------

/**
 * GET /api/invoice/all with list parameters (contract/src/list.ts) answers `{ rows, total }` of the
 * same rows: staff every invoice, a participant their own. It sorts by 'created' (registration,
 * newest first by default, as the plain answer), 'date' (sale date), 'number', 'price', 'user'
 * and 'subsidiary' (names), 'state', 'id'. Filters, with or without paging: `state` (one of
 * INVOICE_STATE), `subsidiary` (an id), `from` / `to` (YYYY-MM-DD, sale date, both included;
 * `from` after `to` is a 400). `q` looks in the invoice number and the participant's name and
 * identification number, ignoring capitals and accents.
 */
export const INVOICE_SORT = ['created', 'date', 'number', 'price', 'user', 'subsidiary', 'state', 'id'] as const satisfies readonly [string, ...string[]];
const filterDate = z.preprocess(
  (v) => (v === '' ? undefined : v),
  // abort: text that is not YYYY-MM-DD is said once, not a second time by the calendar check
  z.string({ error: INVOICE_LIST_TEXT.dateFilter }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: INVOICE_LIST_TEXT.dateFilter, abort: true })
    .refine(isRealDate, INVOICE_LIST_TEXT.dateFilter).optional(),
);
export const invoiceListQuery = listQuery(INVOICE_SORT).extend({
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum([INVOICE_STATE.CREATED, INVOICE_STATE.APPROVED, INVOICE_STATE.REJECTED], { error: INVOICE_LIST_TEXT.stateFilter }).optional(),
  ),
  subsidiary: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: INVOICE_LIST_TEXT.subsidiaryFilter }).int(INVOICE_LIST_TEXT.subsidiaryFilter)
      .positive(INVOICE_LIST_TEXT.subsidiaryFilter).max(2 ** 31 - 1, INVOICE_LIST_TEXT.subsidiaryFilter).optional(),
  ),
  from: filterDate,
  to: filterDate,
}).refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['from'], error: INVOICE_LIST_TEXT.periodInverted });
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;
