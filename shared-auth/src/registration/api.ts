// SPEC 7 "Users, branches, profiles": the two calls of the registration wizard. SPEC 6: both carry
// the fixed application key (there is no session yet); an administrator's bearer, when there is
// one (/admin/create-user), goes too and is accepted as well.
import { useMemo } from 'react';
import { API, type Subsidiary, type UserCreateAnswer, type UserRegistrationData } from '@portal/contract';
import { appKeyHeaders } from '../config';
import { http } from '../http';
import { useApiGet } from '../useApiGet';
import { useSubmit } from '../useSubmit';

/** GET /api/subsidiary with the application key; SPEC 2.3/9: sorted alphabetically by name. */
export function useBranches() {
  const read = useApiGet<Subsidiary[]>(API.subsidiaries, undefined, { headers: appKeyHeaders() });
  const sorted = useMemo(() => read.data && [...read.data].sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' })), [read.data]);
  return { ...read, data: sorted };
}

export interface Registration {
  data: UserRegistrationData;
  image: File | null;
}

/** POST /api/users/create, multipart/form-data: `data` (JSON of the SPEC 3 payload) and `image`. */
export async function registerUser({ data, image }: Registration): Promise<UserCreateAnswer> {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  if (image) body.append('image', image);
  return (await http.post<UserCreateAnswer>(API.userCreate, body, { headers: appKeyHeaders() })).data;
}

/** the users list shows the new user at once (an administrator registering someone) */
export const useRegisterUser = () => useSubmit(registerUser, { refetch: [API.usersAll] });
