// SPEC 7: GET /api/tire/{id} -> the tire with its points per profile and the `version` its edit sends back
import { API, type VersionedTire } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export const useTire = (id: string | undefined) => useApiGet<VersionedTire>(id ? API.tire(id) : null);
