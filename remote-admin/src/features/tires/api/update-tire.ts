// SPEC 7: PUT /api/tire/{id}: the create's body plus id and the version the form loaded (a stale edit is
// a 409 with a Spanish detail) -> { message: 'success', detail, tire }
import { API, type TireUpdateBody } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import type { TireWriteAnswer } from './shared';

export async function updateTire(body: TireUpdateBody & { id: number }): Promise<TireWriteAnswer> {
  return (await http.put<TireWriteAnswer>(API.tire(body.id), body)).data;
}
export const useUpdateTire = () => useSubmit(updateTire, { refetch: [API.tires] });
