// 'Lista de Slides': 10 a page, in the carousels' order ('-position': Arriba first, each carousel
// desktop then phone-sized, by order) until a header is clicked. Plain data: the screen's hook
// (get-slides.ts) and its declared first read (screens.ts) are made from these.
import { listPageParams, TABLE_PAGE_SIZE, type ListOrder } from '@portal/contract';

export const SLIDES_PAGE_SIZE = TABLE_PAGE_SIZE;
export const SLIDES_ORDER: ListOrder = { key: 'position', direction: 'desc' };

/** the query of the list's first page */
export const firstSlidesPage = () => listPageParams({ sort: SLIDES_ORDER, page: 1, pageSize: SLIDES_PAGE_SIZE });
