// Slides: the home carousels (SPEC 2.4 /home) and the admin list read them; the administrator
// creates and deletes them (SPEC 2.7), each write audited with its actor. Functions take
// `db` and plain values, plus the storage for the picture (docs/adr/0049-api-modules-in-four-layers.md).
//
// The picture is checked and stored before the transaction (nothing is written for a refused
// file) and goes again if the transaction fails; a deleted slide's file goes after the commit, and
// only when no other row refers to it (storage/remove.ts).
import { isListQuery, type ListPage, type ListQuery, type Slide, type SlideAnswer, type SlideCreateValues } from '@portal/contract';
import { recordAudit, type Actor } from '../../audit';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, found, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import type { Storage } from '../../storage';
import { removeUnreferenced } from '../../storage/remove';
import { toSlide } from './mapper';
import { SLIDE_MSG } from '../../messages';
import * as repo from './repository';

/** GET /api/slides/all: SPEC 7's plain array (carousel by carousel), or a page `{ rows, total }` when list parameters are sent */
export async function listSlides(db: DB, params?: ListQuery): Promise<Slide[] | ListPage<Slide>> {
  if (!params || !isListQuery(params)) return (await repo.listSlides(db)).map(toSlide);
  const page = await repo.pageSlides(db, params);
  return { rows: page.rows.map(toSlide), total: page.total };
}

/** SPEC 2.4: one carousel set, top or bottom, desktop (0) or phone-sized (1) */
export async function listShownSlides(db: DB, position: 'Up' | 'Down', responsive: 0 | 1): Promise<Slide[]> {
  return (await repo.listShownSlides(db, position, responsive)).map(toSlide);
}

/** what a slide write needs besides the database */
export interface SlideWriteDeps {
  storage: Storage;
  /** told when a picture could not be removed (the write itself succeeded or was refused) */
  warn?: (err: unknown, message: string) => void;
}

/** POST /api/slides/create: SPEC 4, show and responsive 1 if ticked, else 0; SPEC 5, the image is required. */
export async function createSlide(db: DB, deps: SlideWriteDeps, actor: Actor, data: SlideCreateValues, image: UploadedFile | null): Promise<SlideAnswer> {
  if (!image) throw badRequest(SLIDE_MSG.imageRequired);
  const storedPath = await deps.storage.saveImage(image.buffer, 'slides');
  try {
    return await inTransaction(db, async (trx) => {
      const row = await repo.insertSlide(trx, {
        path: storedPath, position: data.position, sort_order: data.order, show: data.show, responsive: data.responsive,
      });
      await recordAudit(trx, {
        actorId: actor.id, ip: actor.ip, action: 'create', entity: 'slides', entityId: row.id,
        detail: { path: storedPath, position: data.position, order: data.order, show: data.show, responsive: data.responsive },
      });
      return { message: 'success' as const, detail: SLIDE_MSG.created, slide: toSlide(row) };
    });
  } catch (err) {
    await deps.storage.remove(storedPath).catch((e: unknown) => deps.warn?.(e, 'could not remove the picture of a refused slide'));
    throw err;
  }
}

/** DELETE /api/slides/delete/{id}: the row, then (after the commit) its picture if nothing else shows it. */
export async function deleteSlide(db: DB, deps: SlideWriteDeps, actor: Actor, id: number): Promise<SlideAnswer> {
  const row = await inTransaction(db, async (trx) => {
    const slide = found(await repo.findSlide(trx, id), SLIDE_MSG.notFound);
    // PostgreSQL: a concurrent delete of the same slide committed first
    if (!(await repo.deleteSlide(trx, id))) throw notFound(SLIDE_MSG.notFound);
    await recordAudit(trx, {
      actorId: actor.id, ip: actor.ip, action: 'delete', entity: 'slides', entityId: id,
      detail: { path: slide.path, position: slide.position, order: Number(slide.sort_order), show: Number(slide.show), responsive: Number(slide.responsive) },
    });
    return slide;
  });
  await removeUnreferenced(db, deps.storage, row.path, deps.warn);
  return { message: 'success', detail: SLIDE_MSG.deleted(row.id), slide: toSlide(row) };
}
