// SPEC 7 "Users, branches, profiles": the two calls of the registration wizard (shared-ui
// RegistrationWizard, on /auth/register-page and /admin/create-user). SPEC 6: both carry the fixed
// application key (there is no session yet); an administrator's bearer, when there is one
// (/admin/create-user), goes too and is accepted as well.
import { useMemo } from 'react';
import { API, type Subsidiary, type UserCreateAnswer } from '@portal/contract';
import { byName, type Registration, type RegistrationCalls } from '@portal/shared-ui';
import { appKeyHeaders } from './config';
import { http } from './http';
import { useApiGet } from './useApiGet';
import { useSubmit } from './useSubmit';

/** GET /api/subsidiary with the application key; SPEC 2.3/9: sorted alphabetically by name. */
function useRegistrationBranches() {
  const read = useApiGet<Subsidiary[]>(API.subsidiaries, undefined, { headers: appKeyHeaders() });
  const sorted = useMemo(() => read.data && byName(read.data), [read.data]);
  return { ...read, data: sorted };
}

/** POST /api/users/create, multipart/form-data: `data` (JSON of the SPEC 3 payload) and `image`. */
export async function registerUser({ data, image }: Registration): Promise<UserCreateAnswer> {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  if (image) body.append('image', image);
  return (await http.post<UserCreateAnswer>(API.userCreate, body, { headers: appKeyHeaders() })).data;
}

/** The wizard's calls, to spread into it: `<RegistrationWizard {...useRegistrationCalls()} redirectTo=... />`. */
export function useRegistrationCalls(): RegistrationCalls {
  const branches = useRegistrationBranches();
  // the users list shows the new user at once (an administrator registering someone)
  const registration = useSubmit(registerUser, { refetch: [API.usersAll] });
  return { branches, registration };
}
