// SPEC 7: GET /api/subsidiary, GET /api/city, GET /api/brand/all -> the plain lists the report filters
// offer (no list parameters, the whole array)
import { API, type Brand, type City, type Subsidiary } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export const useBranchOptions = () => useApiGet<Subsidiary[]>(API.subsidiaries);
export const useCityOptions = () => useApiGet<City[]>(API.cities);
export const useBrandOptions = () => useApiGet<Brand[]>(API.brandsAll);
