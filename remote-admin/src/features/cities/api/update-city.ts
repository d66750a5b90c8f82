// SPEC 7: PUT /api/city/{id} body { id, name }
import { API, type City, type MessageAnswer } from '@portal/contract';
import { http } from '@portal/shared-auth';
import { useSubmit } from '@portal/shared-auth';

export type UpdateCityInput = { id: number; name: string };
export type UpdateCityAnswer = MessageAnswer & { city?: City };

export async function updateCity({ id, name }: UpdateCityInput): Promise<UpdateCityAnswer> {
  const { data } = await http.put<UpdateCityAnswer>(API.city(id), { id, name });
  return data;
}

export function useUpdateCity() {
  return useSubmit(updateCity);
}
