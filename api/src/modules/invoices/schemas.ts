// Response schemas of the invoice calls (serialization and /api/docs); the request schemas live in
// @portal/contract (invoices.ts) so the screens validate with the same rules.
import { z } from 'zod';

const named = z.object({ id: z.number(), name: z.string() });

export const invoiceReferenceSchema = z.object({
  id: z.number(),
  points: z.number(),
  amount: z.number(),
  tire: z
    .object({
      id: z.number(),
      name: z.string(),
      design: z.object({ id: z.number(), name: z.string(), brand: named.nullable() }).nullable(),
    })
    .nullable(),
});

/** SPEC 3 Invoice plus branch and totals (contract InvoiceWithTotals) */
export const invoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  price: z.number(),
  sale_date: z.string(),
  created_at: z.string(),
  state: z.string(),
  image: z.string().nullable(),
  comment_rejected: z.string().nullable(),
  users_id: z.number(),
  user: named.nullable(),
  subsidiary_id: z.number().nullable(),
  subsidiary: named.nullable(),
  invoice_references: z.array(invoiceReferenceSchema),
  points: z.array(z.object({ id: z.number(), points: z.number() })),
  total_points: z.number(),
  used_points: z.number(),
  remaining_points: z.number(),
});

export const createAnswerSchema = z.object({
  message: z.literal('success'),
  detail: z.string(),
  points: z.number(),
  currentPoints: z.number(),
});

export const reviewAnswerSchema = z.object({
  message: z.literal('success'),
  detail: z.enum(['Factura Aprobada', 'Factura Rechazada']),
});

export const userIdParam = z.object({ userId: z.coerce.number({ error: 'Id no válido' }).int().positive('Id no válido') });
