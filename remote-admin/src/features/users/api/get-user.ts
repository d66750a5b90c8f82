// SPEC 7: GET /api/users/getuser/{id} -> the user with the `version` and shown balance the edit sends back
import { API, type User } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';

export const useUser = (id: string | undefined) => useApiGet<User>(id ? API.userGet(id) : null);
