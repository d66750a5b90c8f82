// SPEC 7: GET /api/reports/invoices/full on the list contract -> a page of ReportLineRow: one row per
// invoice line, newest sale first (the table of /admin/invoices, paged on the api)
import { API, TABLE_PAGE_SIZE, type ReportLineRow } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';
import type { ReportFilters } from './shared';

export const useInvoicesReport = (filters: ReportFilters) =>
  useServerList<ReportLineRow>(API.reportInvoicesFull, { pageSize: TABLE_PAGE_SIZE, defaultSort: { key: 'date', direction: 'desc' }, filters });
