// SPEC 7: GET /api/products/all on the list contract (SPEC 2.8 "Lista de Productos") -> `{ rows, total }`
// of Product: 16 per page, `q` only past 3 characters (SPEC 5), `category` the chosen category.
import { API, SEARCH_THRESHOLD, type Product } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';
import { PRODUCT_DEFAULT_SORT, PRODUCTS_PAGE_SIZE } from './first-page';

/** `category` '' = every category */
export function useProductPages(category: string) {
  return useServerList<Product>(API.productsAll, {
    pageSize: PRODUCTS_PAGE_SIZE,
    // always a sort: with any list parameter the api answers `{ rows, total }`, also for the CSV's every-row read
    defaultSort: PRODUCT_DEFAULT_SORT,
    filters: { category: category || undefined },
    minSearch: SEARCH_THRESHOLD,
  });
}
