// SPEC 7: GET /api/products/categories/all -> ProductCategory[] (id, name), the whole plain list; the
// table pages on the api instead (config listPath)
import { API, type ProductCategory } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export const useCategories = () => useApiGet<ProductCategory[]>(API.categoriesAll);
