// SPEC 7: DELETE /api/design/{id}; useDeleteFlow shows the answer (SPEC 4, 8)
import { API, type MessageAnswer } from '@portal/contract';
import { http } from '@portal/shared-auth';

export async function deleteDesign(id: number): Promise<MessageAnswer> {
  return (await http.delete<MessageAnswer>(API.design(id))).data;
}
