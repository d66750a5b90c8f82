// SPEC 7: PUT /api/city/{id} body { id, name }, plus the version the screen loaded (a save
// over someone else's newer change is refused with 409 and a Spanish detail, shown in the red panel)
import { API, type City, type MessageAnswer } from '@portal/contract';
import { http } from '@portal/shared-auth';
import { useSubmit } from '@portal/shared-auth';

export type UpdateCityInput = { id: number; name: string; version: number };
export type UpdateCityAnswer = MessageAnswer & { city?: City };

export async function updateCity({ id, name, version }: UpdateCityInput): Promise<UpdateCityAnswer> {
  const { data } = await http.put<UpdateCityAnswer>(API.city(id), { id, name, version });
  return data;
}

export function useUpdateCity() {
  return useSubmit(updateCity);
}
