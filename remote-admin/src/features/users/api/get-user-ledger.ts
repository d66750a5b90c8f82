// Ours beside SPEC 7: GET /api/users/ledger/{id} -> a page of LedgerEntry, the user's points ledger:
// 10 rows a page, newest first
import { API, type LedgerEntry } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';
import { LEDGER_ORDER, LEDGER_PAGE_SIZE } from './first-page';

export function useUserLedger(id: number) {
  return useServerList<LedgerEntry>(API.userLedger(id), { pageSize: LEDGER_PAGE_SIZE, defaultSort: LEDGER_ORDER });
}
