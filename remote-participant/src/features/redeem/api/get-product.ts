// SPEC 7: GET /api/products/get/{id} -> Product (404 'El producto no existe' for an unknown or inactive one)
import { API, type Product } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

/** a product id is a positive whole number; anything else is not asked for */
export const isProductId = (id: string | undefined): id is string => id !== undefined && /^[1-9]\d*$/.test(id);

export function useProduct(id: string | undefined) {
  return useApiGet<Product>(isProductId(id) ? API.productGet(id) : null);
}
