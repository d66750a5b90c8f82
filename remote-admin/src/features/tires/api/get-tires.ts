// SPEC 7: GET /api/tire on the list contract (page, pageSize, sort, q -> { rows, total }): the 5,000 tires
// paged, filtered and sorted by the api; by name first
import { API, TABLE_PAGE_SIZE, type Tire } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';

export const useTirePages = () => useServerList<Tire>(API.tires, { pageSize: TABLE_PAGE_SIZE, defaultSort: { key: 'name', direction: 'asc' } });
