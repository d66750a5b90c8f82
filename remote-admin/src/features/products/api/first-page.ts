// SPEC 2.8 'Lista de Productos': 16 a page, by name (as a person looks for a product) until the order
// changes, every category. Plain data: the screen's hook (get-products.ts) and its declared first read
// (screens.ts) are made from these.
import { GRID_PAGE_SIZE, listPageParams, type PRODUCT_SORT } from '@portal/contract';

export const PRODUCTS_PAGE_SIZE = GRID_PAGE_SIZE;
/** the grid's first order */
export const PRODUCT_DEFAULT_SORT = { key: 'name', direction: 'asc' } as const satisfies { key: (typeof PRODUCT_SORT)[number]; direction: 'asc' };

/** the query of the grid's first page */
export const firstProductsPage = () => listPageParams({ sort: PRODUCT_DEFAULT_SORT, page: 1, pageSize: PRODUCTS_PAGE_SIZE });
