// Ours beside SPEC 7: GET /api/users/ledger/{id} -> a page of LedgerEntry, the user's points ledger:
// 10 rows a page, newest first
import { API, TABLE_PAGE_SIZE, type LedgerEntry } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';

export function useUserLedger(id: number) {
  return useServerList<LedgerEntry>(API.userLedger(id), { pageSize: TABLE_PAGE_SIZE, defaultSort: { key: 'id', direction: 'desc' } });
}
