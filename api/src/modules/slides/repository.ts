// Slides (SPEC 3 Slide: id, path, position, order, show, responsive). Repository functions take
// `db` (or a transaction) first.
import type { Insertable, Selectable } from 'kysely';
import type { ListPage, ListQuery } from '@portal/contract';
import type { DB, Database } from '../../db/schema';
import { listAll, listPage, type ListSpec } from '../../http/list';

export type SlideRow = Selectable<Database['slides']>;

/**
 * LIST_SORT.slides: 'position' is the carousels' order, each carousel's desktop slides (responsive
 * 0) before its phone-sized ones, each set by its order and id, those always ascending; the default
 * '-position' puts the top carousel ('Up') first, the order GET /api/slides/all has always answered.
 * 'order' and 'id' alone. `q` looks in the path as stored: the api names every picture it stores
 * '/uploads/slides/<uuid>.<ext>', lower-case ASCII that searchKey leaves as it is, so no key is
 * needed (and the table holds a few dozen rows).
 */
const LIST: ListSpec = {
  sortable: {
    position: { column: 's.position', then: ['s.responsive', 's.sort_order', 's.id'] },
    order: { column: 's.sort_order' },
    id: { column: 's.id' },
  },
  searchable: [],
  searchableAsIs: ['s.path'],
  defaultSort: '-position',
  idColumn: 's.id',
};

function selectSlides(db: DB) {
  return db.selectFrom('slides as s').selectAll('s');
}

/** All slides, grouped by carousel (top first), then by screen size (desktop first) and their order. */
export function listSlides(db: DB): Promise<SlideRow[]> {
  return listAll(selectSlides(db), LIST);
}

/** the list contract's page of slides (contract/src/list.ts) */
export function pageSlides(db: DB, params: ListQuery): Promise<ListPage<SlideRow>> {
  return listPage(selectSlides(db), params, LIST);
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
