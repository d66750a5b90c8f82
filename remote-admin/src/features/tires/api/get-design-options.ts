// SPEC 7: GET /api/design -> Design[], every design with its brand (the tire form's dropdown)
import { API, type Design } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export const useDesignOptions = () => useApiGet<Design[]>(API.designs);
