// SPEC 7: POST /api/invoice/create, multipart/form-data: `data` (JSON {sale_date, number, price,
// subsidiary_id}), `tires` (JSON [{brand_id, design_id, tire_id, amount}]) and the file `image`,
// with an Idempotency-Key header (a retry of the same sale answers the first answer) ->
// { message: 'success', detail: 'Factura Creada con Éxito, Se le han agregado N puntos', points, currentPoints }.
import { API, IDEMPOTENCY_KEY_HEADER, INVOICE_FORM, type InvoiceCreateAnswer } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { SalePayload } from '../sale-form';

export interface CreateInvoiceInput extends SalePayload {
  idempotencyKey: string;
  /** 0..100 as the body goes up */
  onProgress?(percent: number): void;
}

export async function createInvoice({ data, tires, image, idempotencyKey, onProgress }: CreateInvoiceInput): Promise<InvoiceCreateAnswer> {
  const body = new FormData();
  body.append(INVOICE_FORM.data, JSON.stringify(data));
  body.append(INVOICE_FORM.tires, JSON.stringify(tires));
  body.append(INVOICE_FORM.image, image, image.name);
  const answer = await http.post<InvoiceCreateAnswer>(API.invoiceCreate, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    onUploadProgress: (event) => {
      const share = event.progress ?? (event.total ? event.loaded / event.total : undefined);
      if (share !== undefined) onProgress?.(share * 100);
    },
  });
  return answer.data;
}

/**
 * The new invoice shows in 'Lista de Ventas' (GET /api/invoice/all) and every read of the user's
 * record (points, invoice history) is fetched again.
 */
export const useCreateInvoice = () => useSubmit(createInvoice, { refetch: ['/api/invoice', '/api/users'] });
