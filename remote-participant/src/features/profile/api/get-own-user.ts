// SPEC 7: GET /api/users/getuser/{id} -> User; 'Mi Perfil' reads the signed-in user's own row
// (its `image` is a signed link: docs/adr/0008-private-uploads-through-signed-links.md).
import { API, type User } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export function useOwnUser(id: number | undefined) {
  return useApiGet<User>(id === undefined ? null : API.userGet(id));
}
