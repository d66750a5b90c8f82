// The administrator's 'Lista de Ventas': 10 a page, newest registration first (as the plain answer
// and the participant's table) until a header is clicked, no filter chosen. Plain data: the screen's
// hook (get-all-invoices.ts) and its declared first read (screens.ts) are made from these.
import { listPageParams, TABLE_PAGE_SIZE, type INVOICE_SORT } from '@portal/contract';

export type InvoiceSortKey = (typeof INVOICE_SORT)[number];

export const INVOICES_PAGE_SIZE = TABLE_PAGE_SIZE;
/** the list's first order */
export const INVOICE_DEFAULT_SORT = { key: 'created', direction: 'desc' } as const satisfies { key: InvoiceSortKey; direction: 'desc' };

/** the query of the list's first page */
export const firstInvoicesPage = () => listPageParams({ sort: INVOICE_DEFAULT_SORT, page: 1, pageSize: INVOICES_PAGE_SIZE });
