// SPEC 7 "Users" for the administrator: GET /api/users/all on the list contract, GET
// /api/users/getuser/{id}, POST /api/users/update/{id} (multipart: `data` JSON and the optional file
// `image`), and our GET /api/users/ledger/{id} (the user's points ledger, newest first).
import {
  API, TABLE_PAGE_SIZE, type LedgerEntry, type User, type UserUpdateAnswer, type UserUpdateData,
} from '@portal/contract';
import { http, useApiGet, useServerList, useSubmit } from '@portal/shared-auth';

/** every read a user edit may change: the users list, the user, their ledger, the sidebar's session */
export const USER_READS = ['/api/users', API.session] as const;

/** 'Lista de Usuarios' (SPEC 2.5): 10 per page, by name until a header is clicked; `state`/`profile` filters ('' = all) */
export function useUserPages(filters: { state: string; profile: string }) {
  return useServerList<User>(API.usersAll, {
    pageSize: TABLE_PAGE_SIZE,
    // always a sort: with any list parameter the api answers `{ rows, total }`, also for the CSV's every-row read
    defaultSort: { key: 'name', direction: 'asc' },
    filters: { state: filters.state || undefined, profile: filters.profile || undefined },
  });
}

/** GET /api/users/getuser/{id}: the user with the `version` and shown balance the edit sends back */
export const useUser = (id: string | undefined) => useApiGet<User>(id ? API.userGet(id) : null);

/** GET /api/users/ledger/{id}: 10 rows a page, newest first */
export function useUserLedger(id: number) {
  return useServerList<LedgerEntry>(API.userLedger(id), { pageSize: TABLE_PAGE_SIZE, defaultSort: { key: 'id', direction: 'desc' } });
}

export interface UpdateUserInput {
  id: number;
  data: UserUpdateData;
  /** a new photo, sent only when one was picked */
  image?: Blob | null;
  /** 0..100 as the body goes up */
  onProgress?(percent: number): void;
}

export async function updateUser({ id, data, image, onProgress }: UpdateUserInput): Promise<UserUpdateAnswer> {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  if (image) body.append('image', image, image instanceof File ? image.name : 'foto');
  const answer = await http.post<UserUpdateAnswer>(API.userUpdate(id), body, {
    onUploadProgress: (event) => {
      const share = event.progress ?? (event.total ? event.loaded / event.total : undefined);
      if (share !== undefined) onProgress?.(share * 100);
    },
  });
  return answer.data;
}
export const useUpdateUser = () => useSubmit(updateUser, { refetch: USER_READS });
