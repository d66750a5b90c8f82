// SPEC 7: GET /api/products/categories/all -> ProductCategory[] (id, name): the grid's filter and the form's dropdown
import { API, type ProductCategory } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export const useProductCategories = () => useApiGet<ProductCategory[]>(API.categoriesAll);
