// Slides (SPEC 3 Slide: id, path, position, order, show, responsive). Repository functions take
// `db` (or a transaction) first.
import type { Insertable, Selectable } from 'kysely';
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

export async function findSlide(db: DB, id: number): Promise<SlideRow | undefined> {
  return db.selectFrom('slides').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSlide(db: DB, values: Insertable<Database['slides']>): Promise<SlideRow> {
  return db.insertInto('slides').values(values).returningAll().executeTakeFirstOrThrow();
}

/** true when this call deleted the row (of two deletes at once, one does) */
export async function deleteSlide(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('slides').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
