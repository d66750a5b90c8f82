// SPEC 7 "Users, branches, profiles": the profile calls, one fetcher and hook each. Reads answer
// `version`; an edit sends back { name, version } (a stale one is a 409 with a Spanish
// detail); writes answer { message: 'success', detail, profile }.
import { API, type MessageAnswer, type Profile } from '@portal/contract';
import { http, useApiGet, useSubmit } from '@portal/shared-auth';
import type { Versioned } from '../../../components/named-entity/types';

export type ProfileAnswer = MessageAnswer & { profile?: Profile };

/** GET /api/profiles/all: the whole plain list (the branch form's dropdown); the table pages on the api (config listPath) */
export const useProfiles = () => useApiGet<Profile[]>(API.profilesAll);

/** GET /api/profiles/get/{id} */
export const useProfile = (id: string | undefined) => useApiGet<Versioned<Profile>>(id ? API.profileGet(id) : null);

/** POST /api/profiles/create body { name } */
export async function createProfile({ name }: { name: string }): Promise<ProfileAnswer> {
  return (await http.post<ProfileAnswer>(API.profileCreate, { name })).data;
}
export const useCreateProfile = () => useSubmit(createProfile);

/** PUT /api/profiles/update/{id} body { name, version } */
export async function updateProfile({ id, name, version }: { id: number; name: string; version: number }): Promise<ProfileAnswer> {
  return (await http.put<ProfileAnswer>(API.profileUpdate(id), { name, version })).data;
}
export const useUpdateProfile = () => useSubmit(updateProfile);

/**
 * DELETE /api/profiles/delete/{id}; useDeleteFlow shows the answer (SPEC 4, 8). The api refuses the
 * staff profiles 1, 4, 5 and a profile in use (users, branches, tires' points) with a 409 detail.
 */
export async function deleteProfile(id: number): Promise<MessageAnswer> {
  return (await http.delete<MessageAnswer>(API.profileDelete(id))).data;
}
