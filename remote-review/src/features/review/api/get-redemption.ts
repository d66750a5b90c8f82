// SPEC 7: GET /api/product/applyfor/get/{id} -> ApplyForDetail (404 'La solicitud de redención no existe')
import { API, type ApplyForDetail } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import { isRouteId } from '../../../lib/numbers';

export function useRedemption(id: string | undefined) {
  return useApiGet<ApplyForDetail>(isRouteId(id) ? API.applyForGet(id) : null);
}
