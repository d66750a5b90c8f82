// SPEC 7: PUT /api/product/category/update/{id} body { name, version }, the version the screen loaded
// (a stale one is a 409) -> { message: 'success', detail, category }
import { API } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { CategoryAnswer } from './shared';

export async function updateCategory({ id, name, version }: { id: number; name: string; version: number }): Promise<CategoryAnswer> {
  return (await http.put<CategoryAnswer>(API.categoryUpdate(id), { name, version })).data;
}
export const useUpdateCategory = () => useSubmit(updateCategory);
