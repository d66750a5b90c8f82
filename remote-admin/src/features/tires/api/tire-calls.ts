// SPEC 7 "Tires" and the reads the tire forms need, one fetcher and hook each. The list is paged,
// filtered and sorted by the api (5,000 tires); the edit form loads the `version` it sends
// back (a stale edit is a 409 with a Spanish detail); writes answer { message: 'success', detail, tire }.
import {
  API, TABLE_PAGE_SIZE, type Design, type MessageAnswer, type Profile, type Tire, type TireCreateBody, type TireUpdateBody, type VersionedTire,
} from '@portal/contract';
import { http, useApiGet, useServerList, useSubmit } from '@portal/shared-auth';

export type TireWriteAnswer = MessageAnswer & { tire?: VersionedTire };

/** GET /api/tire on the list contract (page, pageSize, sort, q -> { rows, total }); by name first */
export const useTirePages = () => useServerList<Tire>(API.tires, { pageSize: TABLE_PAGE_SIZE, defaultSort: { key: 'name', direction: 'asc' } });

/** GET /api/tire/{id}: the tire with its points per profile and its `version` */
export const useTire = (id: string | undefined) => useApiGet<VersionedTire>(id ? API.tire(id) : null);

/** GET /api/design: every design with its brand (the form's dropdown) */
export const useDesignOptions = () => useApiGet<Design[]>(API.designs);

/** GET /api/profiles/all: one points block per profile */
export const useProfiles = () => useApiGet<Profile[]>(API.profilesAll);

/** POST /api/tire body { name, tire_code, description, design_id, tire_points[] } */
export async function createTire(body: TireCreateBody): Promise<TireWriteAnswer> {
  return (await http.post<TireWriteAnswer>(API.tires, body)).data;
}
export const useCreateTire = () => useSubmit(createTire, { refetch: [API.tires] });

/** PUT /api/tire/{id}: the same plus id and the version the form loaded */
export async function updateTire(body: TireUpdateBody & { id: number }): Promise<TireWriteAnswer> {
  return (await http.put<TireWriteAnswer>(API.tire(body.id), body)).data;
}
export const useUpdateTire = () => useSubmit(updateTire, { refetch: [API.tires] });

/** DELETE /api/tire/{id}; useDeleteFlow shows the answer (SPEC 4, 8) */
export async function deleteTire(id: number): Promise<MessageAnswer> {
  return (await http.delete<MessageAnswer>(API.tire(id))).data;
}
