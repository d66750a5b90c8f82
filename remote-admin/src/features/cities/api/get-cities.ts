// SPEC 7: GET /api/city -> City[]
import { API, type City } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export type { City };

export function useCities() {
  return useApiGet<City[]>(API.cities);
}
