// SPEC 7: DELETE /api/subsidiary/{id}; the api refuses a branch with users or invoices with a 409 detail (SPEC 4, 8)
import { API, type MessageAnswer } from '@portal/contract';
import { http } from '@portal/shared-auth';

export async function deleteSubsidiary(id: number): Promise<MessageAnswer> {
  return (await http.delete<MessageAnswer>(API.subsidiary(id))).data;
}
