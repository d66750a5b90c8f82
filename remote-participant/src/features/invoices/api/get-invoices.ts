// SPEC 7: GET /api/invoice/all -> InvoiceWithTotals[]; a participant gets only their own invoices
// (the api decides: docs/adr/0008-private-uploads-through-signed-links.md, `image` is a signed link).
import { API, type InvoiceWithTotals } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export type { InvoiceWithTotals };

export function useInvoices() {
  return useApiGet<InvoiceWithTotals[]>(API.invoicesAll);
}
