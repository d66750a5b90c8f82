// SPEC 7: GET /api/invoice/get/{id} -> InvoiceWithTotals; a participant gets only their own
// (another's answers 404 'La factura no existe'), `image` is a signed link.
import { API, type InvoiceWithTotals } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import { isRouteId } from '../../../lib/numbers';

export function useInvoice(id: string | undefined) {
  return useApiGet<InvoiceWithTotals>(isRouteId(id) ? API.invoiceGet(id) : null);
}
