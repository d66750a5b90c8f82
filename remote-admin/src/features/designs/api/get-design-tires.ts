// SPEC 7: GET /api/tire/byDesign/{id} -> Tire[], the design's tires with their points per profile
import { API, type Tire } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export const useDesignTires = (id: number) => useApiGet<Tire[]>(API.tiresByDesign(id));
