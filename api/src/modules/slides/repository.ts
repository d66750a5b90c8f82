import type { Selectable } from 'kysely';
import type { DB, Database } from '../../db/schema';

export type SlideRow = Selectable<Database['slides']>;

/** All slides, grouped by carousel (top first), then by their order. */
export async function listSlides(db: DB): Promise<SlideRow[]> {
  return db.selectFrom('slides').selectAll()
    .orderBy('position', 'desc').orderBy('responsive').orderBy('sort_order').orderBy('id')
    .execute();
}

/** SPEC 2.4 /home: the shown slides of one carousel set, in their order. */
export async function listShownSlides(db: DB, position: 'Up' | 'Down', responsive: 0 | 1): Promise<SlideRow[]> {
  return db.selectFrom('slides').selectAll()
    .where('position', '=', position).where('responsive', '=', responsive).where('show', '=', 1)
    .orderBy('sort_order').orderBy('id')
    .execute();
}
