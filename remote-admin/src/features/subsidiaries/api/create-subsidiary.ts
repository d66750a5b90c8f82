// SPEC 7: POST /api/subsidiary body { name, cities_id, profiles_id } -> { message: 'success', detail, subsidiary }
import { API } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { SubsidiaryAnswer, SubsidiaryValues } from './shared';

export async function createSubsidiary({ name, cities_id, profiles_id }: SubsidiaryValues): Promise<SubsidiaryAnswer> {
  return (await http.post<SubsidiaryAnswer>(API.subsidiaries, { name, cities_id, profiles_id })).data;
}
export const useCreateSubsidiary = () => useSubmit(createSubsidiary);
