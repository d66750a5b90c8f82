// SPEC 7: GET /api/reports/invoiceByUser on the list contract -> a page of PointsReportRow: one row per
// participant, by name (the table of /admin/points, paged on the api)
import { API, type PointsReportRow } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';
import { POINTS_REPORT_ORDER, REPORT_PAGE_SIZE } from './first-page';
import type { ReportFilters } from './shared';

export const usePointsReport = (filters: ReportFilters) =>
  useServerList<PointsReportRow>(API.reportInvoiceByUser, { pageSize: REPORT_PAGE_SIZE, defaultSort: POINTS_REPORT_ORDER, filters });
