import type { Slide } from '@portal/contract';
import type { SlideRow } from './repository';

/** Row -> SPEC 3 Slide: "order" is stored as sort_order, the flags as 0/1. */
export function toSlide(row: SlideRow): Slide {
  return {
    id: row.id,
    path: row.path,
    position: row.position,
    order: Number(row.sort_order),
    show: Number(row.show) === 1,
    responsive: Number(row.responsive) === 1,
  };
}
