// 'Facturas por revisar' is worked from its head: the oldest registration first, 10 a page
// (SPEC 9). Plain data: the screen's hook (get-review-queue.ts) and its declared first read
// (screens.ts) are made from these, so the page the shell reads ahead is the one the screen
// asks for.
import { listPageParams, TABLE_PAGE_SIZE, type ListOrder } from '@portal/contract';

export const REVIEW_QUEUE_PAGE_SIZE = TABLE_PAGE_SIZE;
export const REVIEW_QUEUE_ORDER: ListOrder = { key: 'created', direction: 'asc' };

/** the query of the queue's first page, no filter */
export const firstReviewQueuePage = () => listPageParams({ sort: REVIEW_QUEUE_ORDER, page: 1, pageSize: REVIEW_QUEUE_PAGE_SIZE });
