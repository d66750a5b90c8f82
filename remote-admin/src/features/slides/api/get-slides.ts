// SPEC 7: GET /api/slides/all on the list contract -> a page of Slide: 10 per page, in the carousels' order
// ('-position': Arriba first, each carousel desktop then phone-sized, by order) until a header is clicked
import { API, TABLE_PAGE_SIZE, type Slide } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';

export const useSlidePages = () =>
  useServerList<Slide>(API.slidesAll, { pageSize: TABLE_PAGE_SIZE, defaultSort: { key: 'position', direction: 'desc' } });
