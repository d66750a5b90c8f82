// SPEC 7: GET /api/reports/invoiceByUser on the list contract -> a page of PointsReportRow: one row per
// participant, by name (the table of /admin/points, paged on the api)
import { API, TABLE_PAGE_SIZE, type PointsReportRow } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';
import type { ReportFilters } from './shared';

export const usePointsReport = (filters: ReportFilters) =>
  useServerList<PointsReportRow>(API.reportInvoiceByUser, { pageSize: TABLE_PAGE_SIZE, defaultSort: { key: 'name', direction: 'asc' }, filters });
