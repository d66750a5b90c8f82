// SPEC 7: GET /api/profiles/get/{id} -> the profile plus its version, which its edit sends back
import { API, type Profile } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import type { Versioned } from '../../../components/named-entity/types';

export const useProfile = (id: string | undefined) => useApiGet<Versioned<Profile>>(id ? API.profileGet(id) : null);
