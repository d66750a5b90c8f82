// SPEC 7: GET /api/reports/invoices/full on the list contract -> a page of ReportLineRow: one row per
// invoice line, newest sale first (the table of /admin/invoices, paged on the api)
import { API, type ReportLineRow } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';
import { INVOICES_REPORT_ORDER, REPORT_PAGE_SIZE } from './first-page';
import type { ReportFilters } from './shared';

export const useInvoicesReport = (filters: ReportFilters) =>
  useServerList<ReportLineRow>(API.reportInvoicesFull, { pageSize: REPORT_PAGE_SIZE, defaultSort: INVOICES_REPORT_ORDER, filters });
