// 'Facturas por revisar': GET /api/invoice/review-queue on the one list contract: a page `{ rows, total }` of the
// invoices in state Creada, each with its participant and its warnings (contract/src/review-queue.ts),
// searched, filtered and sorted by the api; and the plain branch list (SPEC 7 GET /api/subsidiary) of its filter.
import { API, type ReviewQueueRow, type Subsidiary } from '@portal/contract';
import { useApiGet, useServerList } from '@portal/shared-auth';
import { REVIEW_QUEUE_ORDER, REVIEW_QUEUE_PAGE_SIZE } from './first-page';

export type { ReviewQueueRow };

/** the queue's own filters; one left undefined is not sent */
export interface ReviewQueueFilters {
  /** a branch id */
  subsidiary?: number;
  /** a participant's id */
  user?: number;
  /** YYYY-MM-DD, the sale date, both ends included */
  from?: string;
  to?: string;
  /** '1': only the invoices with a warning */
  warnings?: '1';
}

export function useReviewQueue(filters: ReviewQueueFilters) {
  return useServerList<ReviewQueueRow>(API.invoiceReviewQueue, {
    pageSize: REVIEW_QUEUE_PAGE_SIZE,
    defaultSort: REVIEW_QUEUE_ORDER,
    filters: { subsidiary: filters.subsidiary, user: filters.user, from: filters.from, to: filters.to, warnings: filters.warnings },
    // what waits now, and the menu's count with it (docs/adr/0015-work-lists-always-refetched.md)
    workList: { counts: [API.invoiceReviewQueueCount] },
  });
}

/** the branches of the 'Punto de venta' filter, sorted by name on the api */
export const useBranches = () => useApiGet<Subsidiary[]>(API.subsidiaries);
