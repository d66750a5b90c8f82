// SPEC 7: PUT /api/subsidiary/{id} body { name, cities_id, profiles_id, version } (SPEC 7 "same" as the
// create, plus the version the screen loaded; a stale one is a 409 with a Spanish detail)
import { API } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { SubsidiaryAnswer, SubsidiaryValues } from './shared';

export async function updateSubsidiary({ id, name, cities_id, profiles_id, version }: SubsidiaryValues & { id: number; version: number }): Promise<SubsidiaryAnswer> {
  return (await http.put<SubsidiaryAnswer>(API.subsidiary(id), { name, cities_id, profiles_id, version })).data;
}
export const useUpdateSubsidiary = () => useSubmit(updateSubsidiary);
