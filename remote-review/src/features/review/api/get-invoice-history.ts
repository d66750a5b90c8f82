// SPEC 7: GET /api/users/historyinvoice/{userId} -> InvoiceWithTotals[] (the requesting user's invoices)
import { API, type InvoiceWithTotals } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export function useInvoiceHistory(userId: number) {
  return useApiGet<InvoiceWithTotals[]>(API.userInvoiceHistory(userId));
}
