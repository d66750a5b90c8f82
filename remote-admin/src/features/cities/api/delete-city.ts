// SPEC 7: DELETE /api/city/{id}. useDeleteFlow (shared-ui) reads the answer or the thrown ApiError
// and shows 'Eliminada!' or 'Cancelled' with the server's detail (SPEC 4, SPEC 8).
import { API, type MessageAnswer } from '@portal/contract';
import { http } from '@portal/shared-auth';

export async function deleteCity(id: number): Promise<MessageAnswer> {
  const { data } = await http.delete<MessageAnswer>(API.city(id));
  return data;
}
