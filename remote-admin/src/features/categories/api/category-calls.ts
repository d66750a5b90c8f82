// SPEC 7 "Products": the product category calls, one fetcher and hook each. Reads answer `version`;
// an edit sends back { name, version } (a stale one is a 409); writes answer
// { message: 'success', detail, category }.
import { API, type MessageAnswer, type ProductCategory } from '@portal/contract';
import { http, useApiGet, useSubmit } from '@portal/shared-auth';
import type { Versioned } from '../../../components/named-entity/types';

export type CategoryAnswer = MessageAnswer & { category?: ProductCategory };

/** GET /api/products/categories/all (id, name): the whole plain list; the table pages on the api (config listPath) */
export const useCategories = () => useApiGet<ProductCategory[]>(API.categoriesAll);

/** GET /api/product/category/get/{id} */
export const useCategory = (id: string | undefined) => useApiGet<Versioned<ProductCategory>>(id ? API.categoryGet(id) : null);

/** POST /api/product/category/create body { name } */
export async function createCategory({ name }: { name: string }): Promise<CategoryAnswer> {
  return (await http.post<CategoryAnswer>(API.categoryCreate, { name })).data;
}
export const useCreateCategory = () => useSubmit(createCategory);

/** PUT /api/product/category/update/{id} body { name, version } */
export async function updateCategory({ id, name, version }: { id: number; name: string; version: number }): Promise<CategoryAnswer> {
  return (await http.put<CategoryAnswer>(API.categoryUpdate(id), { name, version })).data;
}
export const useUpdateCategory = () => useSubmit(updateCategory);

/** DELETE /api/product/category/delete/{id} */
export async function deleteCategory(id: number): Promise<MessageAnswer> {
  return (await http.delete<MessageAnswer>(API.categoryDelete(id))).data;
}
