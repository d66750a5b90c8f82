// SPEC 7: GET /api/product/applyfor/all (staff see every request, a participant their own), on the
// list contract (issue 9): a page `{ rows, total }` of ApplyFor, searched, filtered and sorted by the api.
import { API, TABLE_PAGE_SIZE, type ApplyFor, type RedemptionState } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';

export type { ApplyFor };

/** SPEC 2.10: 10 per page, newest first until a header is clicked; `state` keeps one state (undefined: all) */
export function useRedemptionPages(state: RedemptionState | undefined) {
  return useServerList<ApplyFor>(API.applyForAll, {
    pageSize: TABLE_PAGE_SIZE,
    defaultSort: { key: 'created', direction: 'desc' },
    filters: { state },
  });
}
