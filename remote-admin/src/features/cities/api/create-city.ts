// SPEC 7: POST /api/city body { name } -> { message: 'success', city } or a detail for the red panel
import { API, type City, type CityCreateBody, type MessageAnswer } from '@portal/contract';
import { http } from '@portal/shared-auth';
import { useSubmit } from '@portal/shared-auth';

export type CreateCityAnswer = MessageAnswer & { city?: City };

export async function createCity(body: CityCreateBody): Promise<CreateCityAnswer> {
  const { data } = await http.post<CreateCityAnswer>(API.cities, { name: body.name });
  return data;
}

export function useCreateCity() {
  return useSubmit(createCity);
}
