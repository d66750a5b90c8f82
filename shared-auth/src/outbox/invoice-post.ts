// SPEC 7: POST /api/invoice/create, multipart/form-data: `data` (JSON {sale_date, number, price,
// subsidiary_id}), `tires` (JSON [{brand_id, design_id, tire_id, amount}]) and the file `image`,
// with an Idempotency-Key header (a retry of the same sale answers the first answer).
// The one place the sale is put on the wire: the form sends through it, and so does the outbox of
// sales kept offline, which the shell runs where no remote is loaded.
import { API, IDEMPOTENCY_KEY_HEADER, INVOICE_FORM, type InvoiceCreateAnswer } from '@portal/contract';
import { http } from '../http';

export interface InvoicePost {
  data: { sale_date: string; number: string; price: number; subsidiary_id: number };
  tires: { brand_id: number; design_id: number; tire_id: number; amount: number }[];
  image: Blob;
  imageName: string;
  idempotencyKey: string;
  /** 0..100 as the body goes up */
  onProgress?(percent: number): void;
}

export async function postInvoice({ data, tires, image, imageName, idempotencyKey, onProgress }: InvoicePost): Promise<InvoiceCreateAnswer> {
  const body = new FormData();
  body.append(INVOICE_FORM.data, JSON.stringify(data));
  body.append(INVOICE_FORM.tires, JSON.stringify(tires));
  body.append(INVOICE_FORM.image, image, imageName);
  const answer = await http.post<InvoiceCreateAnswer>(API.invoiceCreate, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    onUploadProgress: onProgress && ((event) => {
      const share = event.progress ?? (event.total ? event.loaded / event.total : undefined);
      if (share !== undefined) onProgress(share * 100);
    }),
  });
  return answer.data;
}
