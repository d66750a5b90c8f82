// SPEC 7: GET /api/product/category/get/{id} -> the category plus its version, which its edit sends back
import { API, type ProductCategory } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import type { Versioned } from '../../../components/named-entity/types';

export const useCategory = (id: string | undefined) => useApiGet<Versioned<ProductCategory>>(id ? API.categoryGet(id) : null);
