// SPEC 7: POST /api/profiles/create body { name } -> { message: 'success', detail, profile }
import { API } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { ProfileAnswer } from './shared';

export async function createProfile({ name }: { name: string }): Promise<ProfileAnswer> {
  return (await http.post<ProfileAnswer>(API.profileCreate, { name })).data;
}
export const useCreateProfile = () => useSubmit(createProfile);
