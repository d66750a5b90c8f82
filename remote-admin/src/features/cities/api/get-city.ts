// SPEC 7: GET /api/city/{id} -> City (404 with a Spanish detail when it does not exist)
import { API, type City } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export function useCity(id: string | undefined) {
  return useApiGet<City>(id ? API.city(id) : null);
}
