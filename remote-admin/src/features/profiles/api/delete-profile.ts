// SPEC 7: DELETE /api/profiles/delete/{id}; useDeleteFlow shows the answer (SPEC 4, 8). The api refuses
// the staff profiles 1, 4, 5 and a profile in use (users, branches, tires' points) with a 409 detail.
import { API, type MessageAnswer } from '@portal/contract';
import { http } from '@portal/shared-auth';

export async function deleteProfile(id: number): Promise<MessageAnswer> {
  return (await http.delete<MessageAnswer>(API.profileDelete(id))).data;
}
