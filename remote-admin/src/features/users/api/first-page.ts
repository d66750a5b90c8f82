// SPEC 2.5 'Lista de Usuarios': 10 a page, by name until a header is clicked, every state and profile;
// a user's points ledger (on 'Editar Usuario'): 10 rows a page, newest first. Plain data: the hooks
// (get-users.ts, get-user-ledger.ts) and the screens' declared reads (screens.ts) are made from these.
import { listPageParams, TABLE_PAGE_SIZE, type ListOrder } from '@portal/contract';

export const USERS_PAGE_SIZE = TABLE_PAGE_SIZE;
export const USERS_ORDER: ListOrder = { key: 'name', direction: 'asc' };
export const LEDGER_PAGE_SIZE = TABLE_PAGE_SIZE;
export const LEDGER_ORDER: ListOrder = { key: 'id', direction: 'desc' };

/** the query of the users list's first page, no filter chosen */
export const firstUsersPage = () => listPageParams({ sort: USERS_ORDER, page: 1, pageSize: USERS_PAGE_SIZE });
/** the query of a ledger's first page */
export const firstLedgerPage = () => listPageParams({ sort: LEDGER_ORDER, page: 1, pageSize: LEDGER_PAGE_SIZE });
