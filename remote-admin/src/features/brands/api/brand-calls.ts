// SPEC 7 "Cities, brands, designs": the brand calls, one fetcher and hook each. Reads answer
// `version`; an edit sends back { name, version } (a stale one is a 409 with a Spanish
// detail); writes answer { message: 'success', detail, brand }.
import { API, type Brand, type MessageAnswer } from '@portal/contract';
import { http, useApiGet, useSubmit } from '@portal/shared-auth';
import type { Versioned } from '../../../components/named-entity/types';

export type BrandAnswer = MessageAnswer & { brand?: Brand };

/** GET /api/brand/all: the whole plain list (the design form's dropdown); the table pages on the api (config listPath) */
export const useBrands = () => useApiGet<Brand[]>(API.brandsAll);

/** GET /api/brand/get/{id} */
export const useBrand = (id: string | undefined) => useApiGet<Versioned<Brand>>(id ? API.brandGet(id) : null);

/** POST /api/brand/create body { name } */
export async function createBrand({ name }: { name: string }): Promise<BrandAnswer> {
  return (await http.post<BrandAnswer>(API.brandCreate, { name })).data;
}
export const useCreateBrand = () => useSubmit(createBrand);

/** PUT /api/brand/update/{id} body { name, version } */
export async function updateBrand({ id, name, version }: { id: number; name: string; version: number }): Promise<BrandAnswer> {
  return (await http.put<BrandAnswer>(API.brandUpdate(id), { name, version })).data;
}
export const useUpdateBrand = () => useSubmit(updateBrand);

/** DELETE /api/brand/delete/{id}; useDeleteFlow shows the answer (SPEC 4, 8) */
export async function deleteBrand(id: number): Promise<MessageAnswer> {
  return (await http.delete<MessageAnswer>(API.brandDelete(id))).data;
}
