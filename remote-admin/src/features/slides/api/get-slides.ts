// SPEC 7: GET /api/slides/all on the list contract -> a page of Slide: 10 per page, in the carousels' order
// ('-position': Arriba first, each carousel desktop then phone-sized, by order) until a header is clicked
import { API, type Slide } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';
import { SLIDES_ORDER, SLIDES_PAGE_SIZE } from './first-page';

export const useSlidePages = () =>
  useServerList<Slide>(API.slidesAll, { pageSize: SLIDES_PAGE_SIZE, defaultSort: SLIDES_ORDER });
