// SPEC 7: POST /api/brand/create body { name } -> { message: 'success', detail, brand } or a detail for the red panel
import { API } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { BrandAnswer } from './shared';

export async function createBrand({ name }: { name: string }): Promise<BrandAnswer> {
  return (await http.post<BrandAnswer>(API.brandCreate, { name })).data;
}
export const useCreateBrand = () => useSubmit(createBrand);
