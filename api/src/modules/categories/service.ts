// The rules of SPEC 7 product categories: the list for any signed-in user (the catalogue and the
// admin product grid filter by category, SPEC 2.4, 2.8), the writes by the administrator (the
// routes check who), each write audited. Functions take `db` and plain values (docs/adr/0049-api-modules-in-four-layers.md).
import { isListQuery, type CategoryAnswer, type ListPage, type ListQuery, type ProductCategory, type VersionedCategory } from '@portal/contract';
import { recordAudit, type Actor } from '../../audit';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { conflict, found } from '../../http/errors';
import { toCategory, toVersionedCategory } from './mapper';
import { CATEGORY_MSG } from '../../messages';
import { categories } from './repository';

/**
 * PostgreSQL: a write checks other rows (a duplicate name, products using the category) and then
 * writes; serializable isolation makes two such writes at once behave as one after the other
 * (inTransaction runs the loser again, and it then sees the winner's row). SQLite writers are
 * already one at a time.
 */
const CHECKED_WRITE = { isolation: 'serializable' } as const;

/** GET /api/products/categories/all: SPEC's plain array, or a page when list parameters are sent */
export async function listCategories(db: DB, params?: ListQuery): Promise<ProductCategory[] | ListPage<ProductCategory>> {
  if (!params || !isListQuery(params)) return (await categories.list(db)).map(toCategory);
  const page = await categories.page(db, params);
  return { rows: page.rows.map(toCategory), total: page.total };
}

export async function getCategory(db: DB, id: number): Promise<VersionedCategory> {
  return toVersionedCategory(found(await categories.find(db, id), CATEGORY_MSG.notFound));
}

export function createCategory(db: DB, actor: Actor, name: string): Promise<CategoryAnswer> {
  return inTransaction(db, async (trx) => {
    if (await categories.findByName(trx, name)) throw conflict(CATEGORY_MSG.duplicate);
    const row = await categories.insert(trx, name);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'create', entity: 'product_categories', entityId: row.id, detail: { name } });
    return { message: 'success', detail: CATEGORY_MSG.created, category: toVersionedCategory(row) };
  }, CHECKED_WRITE);
}

/** What the edit form sends (SPEC 7: name) plus the version it loaded (docs/adr/0007-versioned-edits.md). */
export interface CategoryEdit { name: string; version: number }

export function updateCategory(db: DB, actor: Actor, id: number, edit: CategoryEdit): Promise<CategoryAnswer> {
  return inTransaction(db, async (trx) => {
    const before = found(await categories.find(trx, id), CATEGORY_MSG.notFound);
    // someone saved the category after this form loaded it; their change stays, nothing is written
    if (Number(before.version) !== edit.version) throw conflict(CATEGORY_MSG.stale);
    if (await categories.findByName(trx, edit.name, id)) throw conflict(CATEGORY_MSG.duplicate);
    const row = await categories.updateAtVersion(trx, id, edit.name, edit.version);
    // an edit committed between the read above and this write (the UPDATE carries the version check)
    if (!row) throw conflict(CATEGORY_MSG.stale);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'update', entity: 'product_categories', entityId: id, detail: { before: before.name, after: row.name } });
    return { message: 'success', detail: CATEGORY_MSG.updated(row.name), category: toVersionedCategory(row) };
  }, CHECKED_WRITE);
}

/** refused while products use the category (nothing in use is lost) */
export function deleteCategory(db: DB, actor: Actor, id: number): Promise<CategoryAnswer> {
  return inTransaction(db, async (trx) => {
    const row = found(await categories.find(trx, id), CATEGORY_MSG.notFound);
    const products = await categories.countUses(trx, id);
    if (products > 0) throw conflict(CATEGORY_MSG.inUse(products));
    await categories.remove(trx, id);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'delete', entity: 'product_categories', entityId: id, detail: { name: row.name } });
    return { message: 'success', detail: CATEGORY_MSG.deleted(row.name), category: toVersionedCategory(row) };
  }, CHECKED_WRITE);
}
