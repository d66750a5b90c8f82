// 'Lista de Llantas': the 5,000 tires 10 a page, by name until a header is clicked. Plain data: the
// screen's hook (get-tires.ts) and its declared first read (screens.ts) are made from these.
import { listPageParams, TABLE_PAGE_SIZE, type ListOrder } from '@portal/contract';

export const TIRES_PAGE_SIZE = TABLE_PAGE_SIZE;
export const TIRES_ORDER: ListOrder = { key: 'name', direction: 'asc' };

/** the query of the list's first page */
export const firstTiresPage = () => listPageParams({ sort: TIRES_ORDER, page: 1, pageSize: TIRES_PAGE_SIZE });
