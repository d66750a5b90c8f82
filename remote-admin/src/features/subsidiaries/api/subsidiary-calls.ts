// SPEC 7 "Users, branches, profiles": the branch calls, one fetcher and hook each. Reads answer
// `version`; an edit sends back { name, cities_id, profiles_id, version } (a stale one is a
// 409 with a Spanish detail); writes answer { message: 'success', detail, subsidiary }.
import { API, type MessageAnswer, type Subsidiary } from '@portal/contract';
import { http, useApiGet, useSubmit } from '@portal/shared-auth';
import type { Versioned } from '../../../components/named-entity/types';

export type SubsidiaryAnswer = MessageAnswer & { subsidiary?: Subsidiary };
type SubsidiaryValues = { name: string; cities_id?: string | number; profiles_id?: string | number };

/** GET /api/subsidiary/{id} */
export const useSubsidiary = (id: string | undefined) => useApiGet<Versioned<Subsidiary>>(id ? API.subsidiary(id) : null);

/** POST /api/subsidiary body { name, cities_id, profiles_id } */
export async function createSubsidiary({ name, cities_id, profiles_id }: SubsidiaryValues): Promise<SubsidiaryAnswer> {
  return (await http.post<SubsidiaryAnswer>(API.subsidiaries, { name, cities_id, profiles_id })).data;
}
export const useCreateSubsidiary = () => useSubmit(createSubsidiary);

/** PUT /api/subsidiary/{id} body { name, cities_id, profiles_id, version } (SPEC 7 "same" as the create, plus the version) */
export async function updateSubsidiary({ id, name, cities_id, profiles_id, version }: SubsidiaryValues & { id: number; version: number }): Promise<SubsidiaryAnswer> {
  return (await http.put<SubsidiaryAnswer>(API.subsidiary(id), { name, cities_id, profiles_id, version })).data;
}
export const useUpdateSubsidiary = () => useSubmit(updateSubsidiary);

/** DELETE /api/subsidiary/{id}; the api refuses a branch with users or invoices with a 409 detail (SPEC 4, 8) */
export async function deleteSubsidiary(id: number): Promise<MessageAnswer> {
  return (await http.delete<MessageAnswer>(API.subsidiary(id))).data;
}
