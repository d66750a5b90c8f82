// SPEC 7: GET /api/profiles/all -> Profile[], the whole plain list (the branch form's dropdown); the
// table pages on the api instead (config listPath)
import { API, type Profile } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export const useProfiles = () => useApiGet<Profile[]>(API.profilesAll);
