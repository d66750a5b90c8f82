// SPEC 7: GET /api/product/applyfor/all -> ApplyFor[] (staff see every request, a participant their own)
import { API, type ApplyFor } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export type { ApplyFor };

export function useRedemptions() {
  return useApiGet<ApplyFor[]>(API.applyForAll);
}
