// The report tables, 10 rows a page: /admin/points one row per participant by name, /admin/invoices
// one row per invoice line, newest sale first; no filter chosen. Plain data: the hooks
// (get-points-report.ts, get-invoices-report.ts) and the screens' declared first reads (screens.ts)
// are made from these.
import { listPageParams, TABLE_PAGE_SIZE, type ListOrder } from '@portal/contract';

export const REPORT_PAGE_SIZE = TABLE_PAGE_SIZE;
export const POINTS_REPORT_ORDER: ListOrder = { key: 'name', direction: 'asc' };
export const INVOICES_REPORT_ORDER: ListOrder = { key: 'date', direction: 'desc' };

/** the query of the points report's first page */
export const firstPointsReportPage = () => listPageParams({ sort: POINTS_REPORT_ORDER, page: 1, pageSize: REPORT_PAGE_SIZE });
/** the query of the invoices report's first page */
export const firstInvoicesReportPage = () => listPageParams({ sort: INVOICES_REPORT_ORDER, page: 1, pageSize: REPORT_PAGE_SIZE });
