// SPEC 7: GET /api/subsidiary/{id} -> the branch plus its version, which its edit sends back
import { API, type Subsidiary } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import type { Versioned } from '../../../components/named-entity/types';

export const useSubsidiary = (id: string | undefined) => useApiGet<Versioned<Subsidiary>>(id ? API.subsidiary(id) : null);
