// SPEC 2.4 /admin/points and /admin/invoices, SPEC 7 "Invoices and reports": the two report answers.
import { z } from 'zod';
import type { ReportUserRow } from './entities';
import { invoiceCoreSchema } from './invoices';
import { namedSchema } from './schemas';

/**
 * GET /api/reports/invoiceByUser: SPEC 3 "Report user row", one per participant.
 * gastados = points redeemed net of refunds; vencidos = points expired; apply_aprobado counts the
 * approved requests, confirmed ones included (they were approved); apply_confirmado those confirmed.
 * `points` is the shown balance (issue 6: lots already due are left out, swept or not).
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
