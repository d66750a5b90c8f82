// The create form of SPEC 7: `data` (JSON), `tires` (JSON array of lines) and the file `image`,
// read by http/multipart.ts, which reports every problem of both JSON fields at once, each naming
// its field ("Campo llantas #2 cantidad: ...").
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { INVOICE_FORM, invoiceCreateData, invoiceLines } from '@portal/contract';
import { readJsonForm, type UploadedFile } from '../../http/multipart';
import { INVOICE_MSG, MSG } from '../../messages';

export type InvoiceData = z.output<typeof invoiceCreateData>;
export type InvoiceLineData = z.output<typeof invoiceLines>[number];

export interface InvoiceForm {
  data: InvoiceData;
  lines: InvoiceLineData[];
  image: UploadedFile | null;
  /** `users_id` if the client sent one in data (it must be the caller's own) */
  claimedUserId: unknown;
}

export async function readInvoiceForm(request: FastifyRequest): Promise<InvoiceForm> {
  const { values, json, files } = await readJsonForm(request, {
    // the field names are those of the form: the data object's fields are named alone
    [INVOICE_FORM.data]: { schema: invoiceCreateData, fallback: {}, invalid: MSG.multipartDataJson, named: false },
    [INVOICE_FORM.tires]: { schema: invoiceLines, fallback: [], invalid: INVOICE_MSG.tiresJson, named: true },
  });
  const data = json[INVOICE_FORM.data];
  const claimedUserId = data && typeof data === 'object' ? (data as Record<string, unknown>).users_id : undefined;
  return {
    data: values[INVOICE_FORM.data],
    lines: values[INVOICE_FORM.tires],
    image: files.find((f) => f.fieldname === INVOICE_FORM.image) ?? null,
    claimedUserId,
  };
}
