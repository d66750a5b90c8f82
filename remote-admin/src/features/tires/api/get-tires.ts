// SPEC 7: GET /api/tire on the list contract (page, pageSize, sort, q -> { rows, total }): the 5,000 tires
// paged, filtered and sorted by the api; by name first
import { API, type Tire } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';
import { TIRES_ORDER, TIRES_PAGE_SIZE } from './first-page';

export const useTirePages = () => useServerList<Tire>(API.tires, { pageSize: TIRES_PAGE_SIZE, defaultSort: TIRES_ORDER });
