// The 'Ingresar Venta' form's rules (SPEC 5 "Invoice create"), field by field, from the contract: the
// same the api applies. Loaded after the form is drawn (RegisterSale's lazySchema), in a chunk of
// its own with zod, which the form's first paint on a phone does not wait for.
import { z } from 'zod';
import { INVOICE_TEXT, invoiceLines, invoiceNumber, invoicePrice, invoiceSaleDate, pickedId } from '@portal/contract';

export const saleFormSchema = z.object({
  sale_date: invoiceSaleDate,
  number: invoiceNumber,
  price: invoicePrice,
  subsidiary_id: pickedId(INVOICE_TEXT.selectSubsidiary),
  tires: invoiceLines,
  image: z.custom<File>((v) => v instanceof Blob, INVOICE_TEXT.selectImage),
});
export type SaleForm = z.output<typeof saleFormSchema>;
