// SPEC 2.4 /admin/points and /admin/invoices, SPEC 7 "Invoices and reports": the two report answers.
import { z } from 'zod';
import type { ReportUserRow } from './entities';
import { invoiceCoreSchema } from './invoices';
import { listQuery } from './list';
import { REPORT_TEXT } from './texts';
import { INVOICE_STATE } from './states';
import { namedSchema } from './schemas';

/**
 * GET /api/reports/invoiceByUser: SPEC 3 "Report user row", one per participant.
 * gastados = points redeemed net of refunds; vencidos = points expired; apply_aprobado counts the
 * approved requests, confirmed ones included (they were approved); apply_confirmado those confirmed.
 * `points` is the shown balance (lots already due are left out, swept or not).
 */
export interface PointsReportRow extends ReportUserRow {
  identification_number: string;
  apply_confirmado: number;
}

/** one tire line of an invoice in GET /api/reports/invoices/full */
export interface ReportInvoiceLine {
  id: number;
  tire: { id: number; name: string; tire_code: string } | null;
  design: { id: number; name: string } | null;
  brand: { id: number; name: string } | null;
  /** quantity, 1..24 */
  amount: number;
  points: number;
}

/** GET /api/reports/invoices/full: every invoice with its user, branch, city, lines and points. */
export interface ReportInvoiceRow {
  id: number;
  number: string;
  price: number;
  sale_date: string;
  created_at: string;
  state: string;
  comment_rejected: string | null;
  image: string | null;
  user: { id: number; name: string; identification_number: string } | null;
  subsidiary: { id: number; name: string } | null;
  city: { id: number; name: string } | null;
  lines: ReportInvoiceLine[];
  /** points the invoice earned (sum of its lines) */
  points: number;
  /** points of its lot held by redemptions (allocations not refunded) */
  used_points: number;
  /** what its lot still holds (0 once expired or reversed) */
  remaining_points: number;
  /** when its lot expires (null: the invoice earned no points) */
  expires_at: string | null;
}

export const pointsReportRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  identification_number: z.string(),
  points: z.number(),
  gastados: z.number(),
  vencidos: z.number(),
  apply_aprobado: z.number(),
  apply_rechazado: z.number(),
  apply_espera: z.number(),
  apply_confirmado: z.number(),
  invoices_count: z.number(),
  subsidiary: z.string().nullable(),
}) satisfies z.ZodType<PointsReportRow>;

export const reportInvoiceRowSchema = invoiceCoreSchema.extend({
  user: namedSchema.extend({ identification_number: z.string() }).nullable(),
  subsidiary: namedSchema.nullable(),
  city: namedSchema.nullable(),
  lines: z.array(z.object({
    id: z.number(),
    tire: namedSchema.extend({ tire_code: z.string() }).nullable(),
    design: namedSchema.nullable(),
    brand: namedSchema.nullable(),
    amount: z.number(),
    points: z.number(),
  })),
  points: z.number(),
  used_points: z.number(),
  remaining_points: z.number(),
  expires_at: z.string().nullable(),
}) satisfies z.ZodType<ReportInvoiceRow>;

// --- The reports on the list contract, their charts, CSV exports and the audit log ------------
//
// Every report call keeps SPEC 7's plain answer when called without parameters; with any list
// parameter or filter it answers `{ rows, total }` (contract/src/list.ts), filtered, sorted and paged
// in SQL. A period is `from` / `to` (YYYY-MM-DD, both days included, days in Colombia, UTC-5); a
// `from` after `to` is a 400 with REPORT_TEXT.periodInverted. The CSV calls take the same filters and
// sort (no page) and stream every matching row as text/csv (UTF-8 with BOM, CRLF, cells that begin
// with = + - @ neutralised), so a 200,000-line export never sits whole in memory.

const blankIsUnset = (v: unknown) => (v === '' ? undefined : v);
const reportDate = z.preprocess(
  blankIsUnset,
  z.string({ error: REPORT_TEXT.dateFilter }).regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_TEXT.dateFilter)
    .refine((t) => !Number.isNaN(Date.parse(`${t}T00:00:00Z`)) && new Date(`${t}T00:00:00Z`).toISOString().startsWith(t), REPORT_TEXT.dateFilter)
    .optional(),
);
/** an id filter; `text` is its whole Spanish detail (the gender of the noun varies: 'Sucursal no válida') */
const reportId = (text: string) =>
  z.preprocess(blankIsUnset, z.coerce.number({ error: text }).int(text).positive(text).max(2 ** 31 - 1, text).optional());
const periodInOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;

/** the filters of the points report and its charts: a branch, a city, a period */
export const pointsReportFilters = z.object({
  subsidiary: reportId(REPORT_TEXT.subsidiaryFilter),
  city: reportId(REPORT_TEXT.cityFilter),
  from: reportDate,
  to: reportDate,
});

/**
 * GET /api/reports/invoiceByUser with list parameters: one row per participant (PointsReportRow).
 * With a period, the movement figures (gastados, vencidos, the requests and the invoices counted)
 * are those of the period (ledger rows, requests and invoices created in it); `points` is always the
 * shown balance now. `q` looks in the name and identification number. Sort keys below.
 */
export const POINTS_REPORT_SORT = ['name', 'id', 'points', 'gastados', 'vencidos', 'apply_aprobado', 'apply_rechazado', 'apply_espera', 'invoices_count', 'subsidiary'] as const satisfies readonly [string, ...string[]];
export const pointsReportQuery = listQuery(POINTS_REPORT_SORT).extend(pointsReportFilters.shape)
  .refine(periodInOrder, { path: ['from'], error: REPORT_TEXT.periodInverted });
export type PointsReportQuery = z.infer<typeof pointsReportQuery>;

/** GET /api/reports/points/summary: the charts of /admin/points under the same filters (no paging) */
export const pointsSummaryQuery = pointsReportFilters.refine(periodInOrder, { path: ['from'], error: REPORT_TEXT.periodInverted });
export type PointsSummaryQuery = z.infer<typeof pointsSummaryQuery>;

/** 'YYYY-MM' of a month in Colombia */
export const pointsSummarySchema = z.object({
  /** points earned, spent (net of nothing: the spend rows), refunded, reversed and expired per month of the ledger */
  byMonth: z.array(z.object({ month: z.string(), earned: z.number(), spent: z.number(), refunded: z.number(), reversed: z.number(), expired: z.number() })),
  /** the redemption requests created in the filter, by state (REDEMPTION_STATE) */
  redemptionsByState: z.array(z.object({ state: z.string(), count: z.number(), points: z.number() })),
  /** the 10 products most redeemed (requests not rejected) */
  topProducts: z.array(z.object({ id: z.number(), name: z.string(), count: z.number(), points: z.number() })),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

/** the filters of the invoice report and its charts: state, branch, brand, period (of the sale date) */
export const invoicesReportFilters = z.object({
  state: z.preprocess(blankIsUnset, z.enum([INVOICE_STATE.CREATED, INVOICE_STATE.APPROVED, INVOICE_STATE.REJECTED], { error: REPORT_TEXT.stateFilter }).optional()),
  subsidiary: reportId(REPORT_TEXT.subsidiaryFilter),
  brand: reportId(REPORT_TEXT.brandFilter),
  from: reportDate,
  to: reportDate,
});

/**
 * GET /api/reports/invoices/full with list parameters: one row per invoice LINE (ReportLineRow),
 * newest sale first; `brand` keeps the lines of that brand. `q` looks in the invoice number, the
 * participant's name and identification number, and the tire's name.
 */
export const INVOICES_REPORT_SORT = ['date', 'created', 'number', 'user', 'subsidiary', 'city', 'brand', 'design', 'tire', 'amount', 'points', 'state'] as const satisfies readonly [string, ...string[]];
export const invoicesReportQuery = listQuery(INVOICES_REPORT_SORT).extend(invoicesReportFilters.shape)
  .refine(periodInOrder, { path: ['from'], error: REPORT_TEXT.periodInverted });
export type InvoicesReportQuery = z.infer<typeof invoicesReportQuery>;

/** one line of an invoice with its invoice, participant, branch and city */
export const reportLineRowSchema = z.object({
  /** the line's id (invoice_references.id) */
  id: z.number(),
  invoice_id: z.number(),
  number: z.string(),
  sale_date: z.string(),
  created_at: z.string(),
  state: z.string(),
  user: namedSchema.extend({ identification_number: z.string() }).nullable(),
  subsidiary: namedSchema.nullable(),
  city: namedSchema.nullable(),
  brand: namedSchema.nullable(),
  design: namedSchema.nullable(),
  tire: namedSchema.extend({ tire_code: z.string() }).nullable(),
  amount: z.number(),
  points: z.number(),
});
export type ReportLineRow = z.infer<typeof reportLineRowSchema>;

/** GET /api/reports/invoices/summary: the charts of /admin/invoices under the same filters */
export const invoicesSummaryQuery = invoicesReportFilters.refine(periodInOrder, { path: ['from'], error: REPORT_TEXT.periodInverted });
export type InvoicesSummaryQuery = z.infer<typeof invoicesSummaryQuery>;
export const invoicesSummarySchema = z.object({
  /** invoices (not lines) by state, and the points their lines earned */
  byState: z.array(z.object({ state: z.string(), count: z.number(), points: z.number() })),
  /** points earned per month of the sale date ('YYYY-MM') */
  byMonth: z.array(z.object({ month: z.string(), invoices: z.number(), points: z.number() })),
  /** the 10 branches and the 10 tires with most points (lines of invoices not rejected) */
  topSubsidiaries: z.array(z.object({ id: z.number(), name: z.string(), points: z.number() })),
  topTires: z.array(z.object({ id: z.number(), name: z.string(), points: z.number() })),
});
export type InvoicesSummary = z.infer<typeof invoicesSummarySchema>;

/** GET /api/audit: the administrator reads the audit log, newest first, always as a page */
export const AUDIT_SORT = ['id'] as const satisfies readonly [string, ...string[]];
export const auditQuery = listQuery(AUDIT_SORT).extend({
  actor: reportId(REPORT_TEXT.actorFilter),
  /** the record's table ('users', 'invoices', 'apply_for', 'session', ...) */
  entity: z.preprocess(blankIsUnset, z.string({ error: REPORT_TEXT.entityFilter }).regex(/^[a-z_]{1,40}$/, REPORT_TEXT.entityFilter).optional()),
  action: z.preprocess(blankIsUnset, z.string({ error: REPORT_TEXT.actionFilter }).regex(/^[a-z_]{1,40}$/, REPORT_TEXT.actionFilter).optional()),
  from: reportDate,
  to: reportDate,
}).refine(periodInOrder, { path: ['from'], error: REPORT_TEXT.periodInverted });
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditEntrySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  /** null: the system, or nobody signed in (a refused login) */
  actor: namedSchema.nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().nullable(),
  /** what the row keeps (old and new values, the reason), as stored */
  detail: z.unknown().nullable(),
  /**
   * The address of the client whose request wrote the row (behind the proxies TRUST_PROXY names,
   * the one they forwarded); null for rows written outside a request or by an api that did not
   * record it. The api always sends it; optional so that screens and fixtures without it type-check.
   */
  ip: z.string().nullable().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

