// The rules of SPEC 7 "designs": the reads for any signed-in user (the 'Ingresar Venta' form,
// SPEC 2.9, and 'Lista de Diseños', SPEC 2.8), the writes by the administrator (the routes check
// who), each write audited. Functions take `db` and plain values (docs/adr/0049-api-modules-in-four-layers.md).
import { isListQuery, type Design, type DesignAnswer, type ListPage, type ListQuery, type VersionedDesign } from '@portal/contract';
import { recordAudit, type Actor } from '../../audit';
import type { DB, Trx } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, found, notFound } from '../../http/errors';
import { DESIGN_MSG, MSG } from '../../messages';
import { toDesign, toVersionedDesign } from './mapper';
import * as repo from './repository';

/**
 * PostgreSQL: a write checks other rows (the brand, a duplicate name, tires using the design) and
 * then writes; serializable isolation makes two such writes at once behave as one after the other
 * (inTransaction runs the loser again, and it then sees the winner's row). SQLite writers are
 * already one at a time.
 */
const CHECKED_WRITE = { isolation: 'serializable' } as const;

/** GET /api/design: SPEC's plain array, or a page when list parameters are sent */
export async function listDesigns(db: DB, params?: ListQuery): Promise<Design[] | ListPage<Design>> {
  if (!params || !isListQuery(params)) return (await repo.listDesignRows(db)).map(toDesign);
  const page = await repo.pageDesignRows(db, params);
  return { rows: page.rows.map(toDesign), total: page.total };
}

/** GET /api/design/byBrand/{brand}: an unknown brand is a 404, a brand without designs an empty list */
export async function listDesignsOfBrand(db: DB, brandId: number): Promise<Design[]> {
  const rows = await repo.listDesignRowsOfBrand(db, brandId);
  if (rows.length === 0 && !(await repo.brandExists(db, brandId))) throw notFound(DESIGN_MSG.brandNotFound);
  return rows.map(toDesign);
}

export async function getDesign(db: DB, id: number): Promise<VersionedDesign> {
  return toVersionedDesign(found(await repo.findDesign(db, id), DESIGN_MSG.notFound));
}

/** What the forms send (SPEC 7: name, brand_id). */
export interface DesignInput { name: string; brand_id: number }

/** SPEC 5: the brand must be one that exists (a 400 naming the field), and the name free within it */
async function checkDesign(trx: Trx, input: DesignInput, exceptId?: number): Promise<void> {
  if (!(await repo.findBrand(trx, input.brand_id))) throw badRequest(DESIGN_MSG.brandMissing);
  if (await repo.findDesignOfBrandByName(trx, input.brand_id, input.name, exceptId)) throw conflict(DESIGN_MSG.duplicate);
}

export function createDesign(db: DB, actor: Actor, input: DesignInput): Promise<DesignAnswer> {
  return inTransaction(db, async (trx) => {
    const values = { name: input.name, brand_id: input.brand_id };
    await checkDesign(trx, values);
    const id = await repo.insertDesign(trx, values);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'create', entity: 'designs', entityId: id, detail: values });
    const row = found(await repo.findDesign(trx, id), DESIGN_MSG.notFound);
    return { message: 'success', detail: DESIGN_MSG.created, design: toVersionedDesign(row) };
  }, CHECKED_WRITE);
}

/** What the edit form sends (SPEC 7: id, name, brand_id) plus the version it loaded (docs/adr/0007-versioned-edits.md). */
export interface DesignEdit extends DesignInput { id?: number; version: number }

export async function updateDesign(db: DB, actor: Actor, id: number, edit: DesignEdit): Promise<DesignAnswer> {
  // SPEC 7 sends the id in the body as well; when present it must be the same design
  if (edit.id !== undefined && edit.id !== id) throw badRequest(MSG.idMismatch);
  return inTransaction(db, async (trx) => {
    const before = found(await repo.findDesign(trx, id), DESIGN_MSG.notFound);
    // someone saved the design after this form loaded it; their change stays, nothing is written
    if (Number(before.version) !== edit.version) throw conflict(DESIGN_MSG.stale);
    const values = { name: edit.name, brand_id: edit.brand_id };
    await checkDesign(trx, values, id);
    // an edit committed between the read above and this write (the UPDATE carries the version check)
    if (!(await repo.updateDesignAtVersion(trx, id, values, edit.version))) throw conflict(DESIGN_MSG.stale);
    await recordAudit(trx, {
      actorId: actor.id, ip: actor.ip, action: 'update', entity: 'designs', entityId: id,
      detail: { before: { name: before.name, brand_id: before.brand_id }, after: values },
    });
    const row = found(await repo.findDesign(trx, id), DESIGN_MSG.notFound);
    return { message: 'success', detail: DESIGN_MSG.updated(row.name), design: toVersionedDesign(row) };
  }, CHECKED_WRITE);
}

/** refused while tires use the design (nothing in use is lost; invoices keep their tires) */
export function deleteDesign(db: DB, actor: Actor, id: number): Promise<DesignAnswer> {
  return inTransaction(db, async (trx) => {
    const row = found(await repo.findDesign(trx, id), DESIGN_MSG.notFound);
    const tires = await repo.countTiresOfDesign(trx, id);
    if (tires > 0) throw conflict(DESIGN_MSG.inUse(tires));
    await repo.deleteDesign(trx, id);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'delete', entity: 'designs', entityId: id, detail: { name: row.name, brand_id: row.brand_id } });
    return { message: 'success', detail: DESIGN_MSG.deleted(row.name), design: toVersionedDesign(row) };
  }, CHECKED_WRITE);
}
