// SPEC 7: GET /api/products/all on the list contract (SPEC 2.8 "Lista de Productos") -> `{ rows, total }`
// of Product: 16 per page, `q` only past 3 characters (SPEC 5), `category` the chosen category.
import { API, GRID_PAGE_SIZE, SEARCH_THRESHOLD, type PRODUCT_SORT, type Product } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';

/** the grid's first order: by name, as a person looks for a product */
export const PRODUCT_DEFAULT_SORT = { key: 'name', direction: 'asc' } as const satisfies { key: (typeof PRODUCT_SORT)[number]; direction: 'asc' };

/** `category` '' = every category */
export function useProductPages(category: string) {
  return useServerList<Product>(API.productsAll, {
    pageSize: GRID_PAGE_SIZE,
    // always a sort: with any list parameter the api answers `{ rows, total }`, also for the CSV's every-row read
    defaultSort: PRODUCT_DEFAULT_SORT,
    filters: { category: category || undefined },
    minSearch: SEARCH_THRESHOLD,
  });
}
