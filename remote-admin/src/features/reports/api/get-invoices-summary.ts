// Ours beside SPEC 7: GET /api/reports/invoices/summary -> InvoicesSummary, the charts of /admin/invoices
// under the table's filters (useApiGet, cached by path and filters)
import { API, type InvoicesSummary } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import { definedOnly, type ReportFilters } from './shared';

export const useInvoicesSummary = (filters: ReportFilters) => useApiGet<InvoicesSummary>(API.reportInvoicesSummary, definedOnly(filters));
