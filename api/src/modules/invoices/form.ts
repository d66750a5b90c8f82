// The create form of SPEC 7: `data` (JSON), `tires` (JSON array of lines) and the file `image`.
// http/multipart.ts reads one JSON field; this reads the second one beside it and reports every
// problem of both at once, each naming its field ("Campo llantas #2 cantidad: ...").
import type { FastifyRequest } from 'fastify';
import { ZodError, z } from 'zod';
import { INVOICE_FORM, invoiceCreateData, invoiceLines } from '@portal/contract';
import { jsonField, readMultipart, type UploadedFile } from '../../http/multipart';
import { MSG } from '../../messages';
import { INVOICE_MSG } from './messages';

export type InvoiceData = z.output<typeof invoiceCreateData>;
export type InvoiceLineData = z.output<typeof invoiceLines>[number];

export interface InvoiceForm {
  data: InvoiceData;
  lines: InvoiceLineData[];
  image: UploadedFile | null;
  /** `users_id` if the client sent one in data (it must be the caller's own) */
  claimedUserId: unknown;
}

const formSchema = z.object({ data: invoiceCreateData, tires: invoiceLines });

export async function readInvoiceForm(request: FastifyRequest): Promise<InvoiceForm> {
  const form = await readMultipart(request);
  const data = jsonField(form, INVOICE_FORM.data, { fallback: {}, invalid: MSG.multipartDataJson });
  const tires = jsonField(form, INVOICE_FORM.tires, { fallback: [], invalid: INVOICE_MSG.tiresJson, prefix: `/${INVOICE_FORM.tires}` });
  const parsed = formSchema.safeParse({ data, tires });
  if (!parsed.success) {
    // the field names are those of the form: drop the 'data' prefix of the data object's fields
    throw new ZodError(parsed.error.issues.map((i) => (i.path[0] === 'data' && i.path.length > 1 ? { ...i, path: i.path.slice(1) } : i)));
  }
  const claimedUserId = data && typeof data === 'object' ? (data as Record<string, unknown>).users_id : undefined;
  return {
    data: parsed.data.data,
    lines: parsed.data.tires,
    image: form.files.find((f) => f.fieldname === INVOICE_FORM.image) ?? null,
    claimedUserId,
  };
}
