// SPEC 7: PUT /api/design/{id} body { id, name, brand_id, version }, the version the screen loaded (a
// stale one is a 409) -> { message: 'success', detail, design }
import { API } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { DesignAnswer, DesignValues } from './shared';

export async function updateDesign({ id, name, brand_id, version }: DesignValues & { id: number; version: number }): Promise<DesignAnswer> {
  return (await http.put<DesignAnswer>(API.design(id), { id, name, brand_id, version })).data;
}
export const useUpdateDesign = () => useSubmit(updateDesign);
