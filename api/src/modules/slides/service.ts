// Slides: the home carousels (SPEC 2.4 /home) and the admin list read them.
import type { Slide } from '@portal/contract';
import type { DB } from '../../db/schema';
import { toSlide } from './mapper';
import * as repo from './repository';

export async function listSlides(db: DB): Promise<Slide[]> {
  return (await repo.listSlides(db)).map(toSlide);
}

/** SPEC 2.4: one carousel set, top or bottom, desktop (0) or phone-sized (1) */
export async function listShownSlides(db: DB, position: 'Up' | 'Down', responsive: 0 | 1): Promise<Slide[]> {
  return (await repo.listShownSlides(db, position, responsive)).map(toSlide);
}
