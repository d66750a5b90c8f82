// SPEC 7: GET /api/product/applyfor/all (staff see every request, a participant their own), on the
// list contract: a page `{ rows, total }` of ApplyFor, searched, filtered and sorted by the api.
import { API, type ApplyFor, type RedemptionState } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';
import { REDEMPTIONS_ORDER, REDEMPTIONS_PAGE_SIZE } from './first-page';

export type { ApplyFor };

/** SPEC 2.10: 10 per page, newest first until a header is clicked; `state` keeps one state (undefined: all) */
export function useRedemptionPages(state: RedemptionState | undefined) {
  return useServerList<ApplyFor>(API.applyForAll, {
    pageSize: REDEMPTIONS_PAGE_SIZE,
    defaultSort: REDEMPTIONS_ORDER,
    filters: { state },
    // the requests to decide, as they are now (docs/adr/0015-work-lists-always-refetched.md)
    workList: {},
  });
}
