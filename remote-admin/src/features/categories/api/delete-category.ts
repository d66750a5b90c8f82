// SPEC 7: DELETE /api/product/category/delete/{id}; useDeleteFlow shows the answer (SPEC 4, 8)
import { API, type MessageAnswer } from '@portal/contract';
import { http } from '@portal/shared-auth';

export async function deleteCategory(id: number): Promise<MessageAnswer> {
  return (await http.delete<MessageAnswer>(API.categoryDelete(id))).data;
}
