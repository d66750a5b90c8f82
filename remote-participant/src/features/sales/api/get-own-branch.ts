// SPEC 7: GET /api/users/getuser/{id} of the signed-in participant (the api answers the owner):
// the session keeps no branch, and the sale's branch defaults to the participant's own.
import { API, type User } from '@portal/contract';
import { useApiGet, useSession } from '@portal/shared-auth';

/** the participant's own branch id, or null while unknown (not loaded, none, or the read failed) */
export function useOwnBranchId(): number | null {
  const userId = useSession((s) => s.user?.id ?? null);
  const { data } = useApiGet<User>(userId === null ? null : API.userGet(userId));
  return data?.subsidiary_id ?? null;
}
