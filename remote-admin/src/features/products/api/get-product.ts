// SPEC 7: GET /api/products/get/{id} -> the product plus the `version` its edit sends back
import { API, type VersionedProduct } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export const useProduct = (id: string | undefined) => useApiGet<VersionedProduct>(id ? API.productGet(id) : null);
