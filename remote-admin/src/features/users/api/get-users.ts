// SPEC 7: GET /api/users/all on the list contract -> a page of User: 'Lista de Usuarios' (SPEC 2.5),
// 10 per page, by name until a header is clicked; `state`/`profile` filters ('' = all)
import { API, type User } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';
import { USERS_ORDER, USERS_PAGE_SIZE } from './first-page';

export function useUserPages(filters: { state: string; profile: string }) {
  return useServerList<User>(API.usersAll, {
    pageSize: USERS_PAGE_SIZE,
    // always a sort: with any list parameter the api answers `{ rows, total }`, also for the CSV's every-row read
    defaultSort: USERS_ORDER,
    filters: { state: filters.state || undefined, profile: filters.profile || undefined },
  });
}
