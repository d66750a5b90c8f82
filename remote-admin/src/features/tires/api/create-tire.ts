// SPEC 7: POST /api/tire body { name, tire_code, description, design_id, tire_points[] }
// -> { message: 'success', detail, tire }
import { API, type TireCreateBody } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { TireWriteAnswer } from './shared';

export async function createTire(body: TireCreateBody): Promise<TireWriteAnswer> {
  return (await http.post<TireWriteAnswer>(API.tires, body)).data;
}
export const useCreateTire = () => useSubmit(createTire, { refetch: [API.tires] });
