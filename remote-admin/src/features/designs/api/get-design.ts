// SPEC 7: GET /api/design/{id} -> the design plus its version, which its edit sends back
import { API, type Design } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import type { Versioned } from '../../../components/named-entity/types';

export const useDesign = (id: string | undefined) => useApiGet<Versioned<Design>>(id ? API.design(id) : null);
