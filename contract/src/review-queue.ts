// Ours, beyond SPEC: 'Facturas por revisar', the approver's and the administrator's work
// queue. The invoices in state Creada, oldest registration first, on the one list contract
// (contract/src/list.ts), each with the warnings the api computes for it, and the count of the
// queue for a menu badge. The rules of the warnings are the constants below; the api writes their
// Spanish texts (api/src/messages.ts INVOICE_MSG).
//
// GET /api/invoice/review-queue        -> { rows: ReviewQueueRow[], total }  (always a page: 1 of 10 by default)
// GET /api/invoice/review-queue/count  -> { total }
import { z } from 'zod';
import { INVOICE_LIST_TEXT, isRealDate, REVIEW_QUEUE_TEXT } from './texts';
import { invoiceSchema } from './invoices';
import { listQuery } from './list';

/** what each warning says about an invoice of the queue */
export const REVIEW_WARNING = {
  /** the same photo (its sha256, kept on every invoice) is on another invoice: `invoice_id` is that one */
  SAME_PHOTO: 'same-photo',
  /** the invoice's branch is not the participant's own (users.subsidiary_id): `user_id` is the participant */
  OTHER_BRANCH: 'other-branch',
  /** the participant registered REVIEW_MANY_INVOICES.count or more invoices within REVIEW_MANY_INVOICES.hours of this one */
  MANY_INVOICES: 'many-invoices',
  /** the sale date was less than REVIEW_DATE_NEAR_LIMIT_DAYS after the oldest one the sale rule accepted */
  DATE_NEAR_LIMIT: 'date-near-limit',
  /**
   * the invoice's number was also registered at its branch by another participant (a disputed pair,
   * docs/adr/0033-disputed-claims-instead-of-a-lock-out.md): `invoice_id` is the other invoice, `user_id` its participant
   */
  NUMBER_CLAIMED: 'number-claimed',
  /**
   * the total is far from the usual price of its tires: beyond REVIEW_PRICE_FAR.factor times, or
   * below 1 / factor of it (the usual total, fixed when the invoice was registered)
   */
  PRICE_FAR: 'price-far',
} as const;
export type ReviewWarningCode = (typeof REVIEW_WARNING)[keyof typeof REVIEW_WARNING];
/** the warnings of a row come in this order */
export const REVIEW_WARNING_CODES = [
  REVIEW_WARNING.NUMBER_CLAIMED, REVIEW_WARNING.SAME_PHOTO, REVIEW_WARNING.OTHER_BRANCH, REVIEW_WARNING.MANY_INVOICES, REVIEW_WARNING.DATE_NEAR_LIMIT,
  REVIEW_WARNING.PRICE_FAR,
] as const satisfies readonly ReviewWarningCode[];

/**
 * 'many-invoices': this many invoices or more (this one included) registered by the same participant
 * within `hours` before or after this one's registration (created_at).
 */
export const REVIEW_MANY_INVOICES = { count: 5, hours: 24 } as const;

/**
 * 'date-near-limit': the sale date is less than this many days after the oldest sale date the rule
 * accepted when the invoice was registered: the day after INVOICE_MIN_DATE (SPEC 9), or the oldest
 * sale whose points had not yet expired that day (the api's rule, POINTS_EXPIRY_MONTHS), whichever
 * is later. 0 days: the oldest date accepted itself.
 */
export const REVIEW_DATE_NEAR_LIMIT_DAYS = 3;

/**
 * 'price-far'. When an invoice is registered, each of its tires gets a usual unit price:
 * the median of the price per tire (total / tires on the invoice) of the `history` most recent other
 * invoices, not rejected, with a line of that tire. The usual total is the sum of its lines' quantity
 * times that price; it is kept only when every tire had `minHistory` invoices or more (too little
 * history: no warning). The warning holds when the total is more than `factor` times the usual
 * total, or less than the usual total divided by `factor`.
 */
export const REVIEW_PRICE_FAR = { factor: 3, minHistory: 5, history: 101 } as const;

/** 'same-photo': at most this many other invoices are named per invoice (the oldest first) */
export const REVIEW_SAME_PHOTO_MAX = 5;

export const reviewWarningSchema = z.object({
  code: z.enum(REVIEW_WARNING_CODES),
  /** why, in Spanish */
  text: z.string(),
  /** the other invoice it concerns (same-photo, number-claimed) */
  invoice_id: z.number().optional(),
  /** the person it concerns (the participant: other-branch, many-invoices; the other invoice's participant: number-claimed) */
  user_id: z.number().optional(),
});
export type ReviewWarning = z.infer<typeof reviewWarningSchema>;

/** one invoice of the queue: the invoice as every invoice call answers it, its participant and its warnings */
export const reviewQueueRowSchema = invoiceSchema.extend({
  participant: z.object({ id: z.number(), name: z.string(), identification_number: z.string() }),
  warnings: z.array(reviewWarningSchema),
});
export type ReviewQueueRow = z.infer<typeof reviewQueueRowSchema>;

/**
 * The queue's sort keys: 'created' (registration; the default, OLDEST first: the queue is worked
 * from its head), 'date' (sale date), 'number', 'price', 'user' and 'subsidiary' (names), 'id'.
 */
export const REVIEW_QUEUE_SORT = ['created', 'date', 'number', 'price', 'user', 'subsidiary', 'id'] as const satisfies readonly [string, ...string[]];

const blankIsUnset = (v: unknown) => (v === '' ? undefined : v);
const queueId = (text: string) =>
  z.preprocess(blankIsUnset, z.coerce.number({ error: text }).int(text).positive(text).max(2 ** 31 - 1, text).optional());
const queueDate = z.preprocess(
  blankIsUnset,
  z.string({ error: REVIEW_QUEUE_TEXT.dateFilter }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: REVIEW_QUEUE_TEXT.dateFilter, abort: true })
    .refine(isRealDate, REVIEW_QUEUE_TEXT.dateFilter).optional(),
);

/**
 * GET /api/invoice/review-queue: page, pageSize, sort (REVIEW_QUEUE_SORT), q (the invoice number,
 * the participant's name and identification number, capitals and accents not counting) and the
 * filters `subsidiary` (the invoice's branch id), `from` / `to` (sale date, both included), `user`
 * (the participant's id) and `warnings` ('1': only the invoices with at least one warning). Without
 * page or pageSize the answer is the first page of LIST_DEFAULT_PAGE_SIZE rows.
 */
export const reviewQueueQuery = listQuery(REVIEW_QUEUE_SORT).extend({
  subsidiary: queueId(REVIEW_QUEUE_TEXT.subsidiaryFilter),
  user: queueId(REVIEW_QUEUE_TEXT.userFilter),
  from: queueDate,
  to: queueDate,
  warnings: z.preprocess(blankIsUnset, z.enum(['0', '1'], { error: REVIEW_QUEUE_TEXT.warningsFilter }).optional()),
}).refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['from'], error: REVIEW_QUEUE_TEXT.periodInverted });
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuery>;

/** GET /api/invoice/review-queue/count: how many invoices wait for review (state Creada) */
export const reviewQueueCountSchema = z.object({ total: z.number() });
export type ReviewQueueCount = z.infer<typeof reviewQueueCountSchema>;
