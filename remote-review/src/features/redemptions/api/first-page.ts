// SPEC 2.10: 'Lista Redenciones' shows 10 requests a page, newest first until a header is clicked.
// Plain data: the screen's hook (get-redemptions.ts) and its declared first read (screens.ts) are
// made from these, so the page the shell reads ahead is the one the screen asks for.
import { listPageParams, TABLE_PAGE_SIZE, type ListOrder } from '@portal/contract';

export const REDEMPTIONS_PAGE_SIZE = TABLE_PAGE_SIZE;
export const REDEMPTIONS_ORDER: ListOrder = { key: 'created', direction: 'desc' };

/** the query of the list's first page, every state shown */
export const firstRedemptionsPage = () => listPageParams({ sort: REDEMPTIONS_ORDER, page: 1, pageSize: REDEMPTIONS_PAGE_SIZE });
