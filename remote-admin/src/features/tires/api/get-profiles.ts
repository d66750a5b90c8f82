// SPEC 7: GET /api/profiles/all -> Profile[]: the tire forms show one points block per profile
import { API, type Profile } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export const useProfiles = () => useApiGet<Profile[]>(API.profilesAll);
