// SPEC 7 "Cities, brands, designs": the brand list for any signed-in user (SPEC 2.9 'Ingresar
// Venta'), the writes by the administrator (the routes check who), each write audited. Functions
// take `db` and plain values (docs/adr/0049-api-modules-in-four-layers.md).
import { isListQuery, type Brand, type BrandAnswer, type ListPage, type ListQuery, type VersionedBrand } from '@portal/contract';
import { recordAudit, type Actor } from '../../audit';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { conflict, found } from '../../http/errors';
import { toBrand, toVersionedBrand } from './mapper';
import { BRAND_MSG } from '../../messages';
import { brands } from './repository';

/**
 * PostgreSQL: a write checks what other rows hold (a duplicate name, designs using the brand) and
 * then writes; serializable isolation makes two such writes at once behave as one after the other
 * (the loser is run again by inTransaction and then sees the winner's row). SQLite writers are
 * already one at a time.
 */
const CHECKED_WRITE = { isolation: 'serializable' } as const;

/** GET /api/brand/all: SPEC's plain array, or a page when list parameters are sent */
export async function listBrands(db: DB, params?: ListQuery): Promise<Brand[] | ListPage<Brand>> {
  if (!params || !isListQuery(params)) return (await brands.list(db)).map(toBrand);
  const page = await brands.page(db, params);
  return { rows: page.rows.map(toBrand), total: page.total };
}

export async function getBrand(db: DB, id: number): Promise<VersionedBrand> {
  return toVersionedBrand(found(await brands.find(db, id), BRAND_MSG.notFound));
}

export function createBrand(db: DB, actor: Actor, name: string): Promise<BrandAnswer> {
  return inTransaction(db, async (trx) => {
    if (await brands.findByName(trx, name)) throw conflict(BRAND_MSG.duplicate);
    const row = await brands.insert(trx, name);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'create', entity: 'brands', entityId: row.id, detail: { name } });
    return { message: 'success', detail: BRAND_MSG.created(row.name), brand: toVersionedBrand(row) };
  }, CHECKED_WRITE);
}

/** What the edit form sends (SPEC 7: name) plus the version it loaded (docs/adr/0007-versioned-edits.md). */
export interface BrandEdit { name: string; version: number }

export function updateBrand(db: DB, actor: Actor, id: number, edit: BrandEdit): Promise<BrandAnswer> {
  return inTransaction(db, async (trx) => {
    const before = found(await brands.find(trx, id), BRAND_MSG.notFound);
    if (Number(before.version) !== edit.version) throw conflict(BRAND_MSG.stale);
    if (await brands.findByName(trx, edit.name, id)) throw conflict(BRAND_MSG.duplicate);
    const row = await brands.updateAtVersion(trx, id, edit.name, edit.version);
    // an edit committed between the read above and this write (the UPDATE carries the version check)
    if (!row) throw conflict(BRAND_MSG.stale);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'update', entity: 'brands', entityId: id, detail: { before: before.name, after: row.name } });
    return { message: 'success', detail: BRAND_MSG.updated(row.name), brand: toVersionedBrand(row) };
  }, CHECKED_WRITE);
}

/** refused while designs use the brand (nothing in use is lost) */
export function deleteBrand(db: DB, actor: Actor, id: number): Promise<BrandAnswer> {
  return inTransaction(db, async (trx) => {
    const row = found(await brands.find(trx, id), BRAND_MSG.notFound);
    const designs = await brands.countUses(trx, id);
    if (designs > 0) throw conflict(BRAND_MSG.inUse(designs));
    await brands.remove(trx, id);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'delete', entity: 'brands', entityId: id, detail: { name: row.name } });
    return { message: 'success', detail: BRAND_MSG.deleted(row.name), brand: toVersionedBrand(row) };
  }, CHECKED_WRITE);
}
