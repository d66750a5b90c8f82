// SPEC 7: GET /api/design -> Design[], the whole plain list; the table pages on the api instead (config listPath)
import { API, type Design } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export const useDesigns = () => useApiGet<Design[]>(API.designs);
