// SPEC 7: PUT /api/brand/update/{id} body { name, version }, the version the screen loaded (a stale one
// is a 409 with a Spanish detail) -> { message: 'success', detail, brand }
import { API } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { BrandAnswer } from './shared';

export async function updateBrand({ id, name, version }: { id: number; name: string; version: number }): Promise<BrandAnswer> {
  return (await http.put<BrandAnswer>(API.brandUpdate(id), { name, version })).data;
}
export const useUpdateBrand = () => useSubmit(updateBrand);
