// SPEC 7: GET /api/invoice/all on the list contract (contract/src/list.ts, contract/src/invoices.ts
// `invoiceListQuery`) -> `{ rows, total }` of InvoiceWithTotals: every participant's invoices for
// the administrator, paged, sorted and filtered on the api. The participant's own 'Lista de Ventas'
// (remote-participant) keeps the plain call without parameters.
import { API, type InvoiceState, type InvoiceWithTotals } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';
import { INVOICE_DEFAULT_SORT, INVOICES_PAGE_SIZE } from './first-page';

/** the contract's own filters; a filter left undefined is not sent */
export interface InvoiceFilters {
  state?: InvoiceState;
  /** a branch id */
  subsidiary?: number;
  /** YYYY-MM-DD, the sale date, both ends included */
  from?: string;
  to?: string;
}

export function useAllInvoices(filters: InvoiceFilters) {
  return useServerList<InvoiceWithTotals>(API.invoicesAll, {
    pageSize: INVOICES_PAGE_SIZE,
    // always a sort: with any list parameter the api answers `{ rows, total }`, also for the CSV's every-row read
    defaultSort: INVOICE_DEFAULT_SORT,
    filters: { state: filters.state, subsidiary: filters.subsidiary, from: filters.from, to: filters.to },
    // every sale as it is now, a new one included (docs/adr/0015-work-lists-always-refetched.md)
    workList: {},
  });
}
