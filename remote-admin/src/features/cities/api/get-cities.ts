// SPEC 7: GET /api/city -> City[], the whole plain list (for a dropdown); 'Lista de Ciudades' pages it
// on the api instead (config.ts listPath)
import { API, type City } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export type { City };

export function useCities() {
  return useApiGet<City[]>(API.cities);
}
