// SPEC 7: PUT /api/profiles/update/{id} body { name, version }, the version the screen loaded (a stale
// one is a 409 with a Spanish detail) -> { message: 'success', detail, profile }
import { API } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { ProfileAnswer } from './shared';

export async function updateProfile({ id, name, version }: { id: number; name: string; version: number }): Promise<ProfileAnswer> {
  return (await http.put<ProfileAnswer>(API.profileUpdate(id), { name, version })).data;
}
export const useUpdateProfile = () => useSubmit(updateProfile);
