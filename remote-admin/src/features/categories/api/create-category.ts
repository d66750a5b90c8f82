// SPEC 7: POST /api/product/category/create body { name } -> { message: 'success', detail, category }
import { API } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { CategoryAnswer } from './shared';

export async function createCategory({ name }: { name: string }): Promise<CategoryAnswer> {
  return (await http.post<CategoryAnswer>(API.categoryCreate, { name })).data;
}
export const useCreateCategory = () => useSubmit(createCategory);
