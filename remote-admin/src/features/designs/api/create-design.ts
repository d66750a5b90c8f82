// SPEC 7: POST /api/design body { name, brand_id } -> { message: 'success', detail, design }
import { API } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { DesignAnswer, DesignValues } from './shared';

export async function createDesign({ name, brand_id }: DesignValues): Promise<DesignAnswer> {
  return (await http.post<DesignAnswer>(API.designs, { name, brand_id })).data;
}
export const useCreateDesign = () => useSubmit(createDesign);
