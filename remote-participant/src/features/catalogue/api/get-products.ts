// SPEC 7: GET /api/products/all -> Product[] (with product_category)
import { API, type Product } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export type { Product };

export function useProducts() {
  return useApiGet<Product[]>(API.productsAll);
}
