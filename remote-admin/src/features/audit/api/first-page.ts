// The audit log: 10 entries a page, newest first (sort '-id'), no filter chosen. Plain data: the
// screen's hook (get-audit-log.ts) and its declared first read (screens.ts) are made from these.
import { listPageParams, TABLE_PAGE_SIZE, type ListOrder } from '@portal/contract';

export const AUDIT_PAGE_SIZE = TABLE_PAGE_SIZE;
export const AUDIT_ORDER: ListOrder = { key: 'id', direction: 'desc' };

/** the query of the log's first page */
export const firstAuditPage = () => listPageParams({ sort: AUDIT_ORDER, page: 1, pageSize: AUDIT_PAGE_SIZE });
