// SPEC 7 "Cities, brands, designs": the design calls, one fetcher and hook each. Reads answer
// `version`; an edit sends back { id, name, brand_id, version } (a stale one is a 409); writes
// answer { message: 'success', detail, design }.
import { API, type Design, type MessageAnswer, type Tire } from '@portal/contract';
import { http, useApiGet, useSubmit } from '@portal/shared-auth';
import type { Versioned } from '../../../components/named-entity/types';

export type DesignAnswer = MessageAnswer & { design?: Design };
type DesignValues = { name: string; brand_id?: string | number };

/** GET /api/design: the whole plain list; the table pages on the api (config listPath) */
export const useDesigns = () => useApiGet<Design[]>(API.designs);

/** GET /api/design/{id} */
export const useDesign = (id: string | undefined) => useApiGet<Versioned<Design>>(id ? API.design(id) : null);

/** POST /api/design body { name, brand_id } */
export async function createDesign({ name, brand_id }: DesignValues): Promise<DesignAnswer> {
  return (await http.post<DesignAnswer>(API.designs, { name, brand_id })).data;
}
export const useCreateDesign = () => useSubmit(createDesign);

/** PUT /api/design/{id} body { id, name, brand_id, version } */
export async function updateDesign({ id, name, brand_id, version }: DesignValues & { id: number; version: number }): Promise<DesignAnswer> {
  return (await http.put<DesignAnswer>(API.design(id), { id, name, brand_id, version })).data;
}
export const useUpdateDesign = () => useSubmit(updateDesign);

/** DELETE /api/design/{id} */
export async function deleteDesign(id: number): Promise<MessageAnswer> {
  return (await http.delete<MessageAnswer>(API.design(id))).data;
}

/** GET /api/tire/byDesign/{id}: the design's tires with their points per profile */
export const useDesignTires = (id: number) => useApiGet<Tire[]>(API.tiresByDesign(id));
