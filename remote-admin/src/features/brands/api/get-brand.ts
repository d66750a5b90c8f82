// SPEC 7: GET /api/brand/get/{id} -> the brand plus its version, which its edit sends back
import { API, type Brand } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import type { Versioned } from '../../../components/named-entity/types';

export const useBrand = (id: string | undefined) => useApiGet<Versioned<Brand>>(id ? API.brandGet(id) : null);
