// SPEC 7 "Tires": the reads for any signed-in user (the 'Ingresar Venta' form lists the rines of a
// design with their points per profile, SPEC 2.9; the administration lists them), the
// writes by the administrator (the routes check who), each write audited. Functions take
// `db` and plain values (docs/adr/0049-api-modules-in-four-layers.md).
import {
  isListQuery, type ListPage, type ListQuery, type Tire, type TireAnswer, type TireWrite, type VersionedTire,
} from '@portal/contract';
import { recordAudit, type Actor } from '../../audit';
import type { DB, Trx } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, found, notFound } from '../../http/errors';
import { MSG, TIRE_MSG } from '../../messages';
import { toTires, toVersionedTire } from './mapper';
import * as repo from './repository';

/**
 * GET /api/tire: SPEC's plain array (every tire by name), or a page `{ rows, total }` when list
 * parameters are sent. A page is cut in SQL and only its tires' points are read, in one query.
 */
export async function listTires(db: DB, params?: ListQuery): Promise<Tire[] | ListPage<Tire>> {
  if (!params || !isListQuery(params)) {
    const [tires, points] = await Promise.all([repo.listTireRows(db), repo.listAllTirePointRows(db)]);
    return toTires(tires, points);
  }
  const page = await repo.pageTireRows(db, params);
  const points = await repo.listTirePointRows(db, page.rows.map((t) => t.id));
  return { rows: toTires(page.rows, points), total: page.total };
}

/** GET /api/tire/byDesign/{id}: an unknown design is a 404, a design without tires an empty list */
export async function listTiresOfDesign(db: DB, designId: number): Promise<Tire[]> {
  const tires = await repo.listTireRowsOfDesign(db, designId);
  if (tires.length === 0 && !(await repo.designExists(db, designId))) throw notFound(TIRE_MSG.designNotFound);
  return toTires(tires, await repo.listTirePointRows(db, tires.map((t) => t.id)));
}

async function readTire(db: DB, id: number): Promise<VersionedTire | undefined> {
  const tire = await repo.findTire(db, id);
  return tire && toVersionedTire(tire, await repo.listTirePointRows(db, [id]));
}

/** GET /api/tire/{id}: the tire with the version its edit form sends back */
export async function getTire(db: DB, id: number): Promise<VersionedTire> {
  return found(await readTire(db, id), TIRE_MSG.notFound);
}

/**
 * What a write refers to must exist (docs/adr/0006-api-conventions-spec-leaves-open.md: a 400 naming the field or line), and
 * the code must be free (ignoring capitals; the demo data finds its tires by code).
 */
async function checkWrite(trx: Trx, write: TireWrite, exceptId?: number): Promise<void> {
  if (!(await repo.designExists(trx, write.design_id))) throw badRequest(TIRE_MSG.designMissing);
  const profiles = await repo.existingProfileIds(trx, write.tire_points.map((p) => p.profiles_id));
  const missing = write.tire_points.findIndex((p) => !profiles.has(p.profiles_id));
  if (missing >= 0) throw badRequest(TIRE_MSG.profileMissing(missing + 1));
  await repo.lockTireCode(trx, write.tire_code);
  if (await repo.findTireByCode(trx, write.tire_code, exceptId)) throw conflict(TIRE_MSG.duplicateCode(write.tire_code));
}

const tireValues = (w: TireWrite): repo.TireValues => ({ name: w.name, tire_code: w.tire_code, description: w.description, design_id: w.design_id });
/** the stored points; points_total is general + UHP, recomputed by the body's schema whatever the client sent */
const pointsValues = (w: TireWrite): repo.TirePointsValues[] =>
  w.tire_points.map((p) => ({ profiles_id: p.profiles_id, points_general: p.points_general, points_uhp: p.points_uhp, points_total: p.points_total }));

/** what the audit keeps of a tire: enough to see what changed, or to enter a deleted one again */
const auditView = (t: VersionedTire) => ({
  name: t.name,
  tire_code: t.tire_code,
  description: t.description,
  design_id: t.design_id,
  points: t.tire_points_by_profile.map((p) => ({ profiles_id: p.profiles_id, points_general: p.points_general, points_uhp: p.points_uhp, points_total: p.total_points })),
});

/** POST /api/tire (SPEC 8: 'Llanta Creada con Éxito') */
export function createTire(db: DB, actor: Actor, write: TireWrite): Promise<TireAnswer> {
  return inTransaction(db, async (trx) => {
    await checkWrite(trx, write);
    const id = await repo.insertTire(trx, tireValues(write));
    await repo.replaceTirePoints(trx, id, pointsValues(write));
    const tire = (await readTire(trx, id))!;
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'create', entity: 'tires', entityId: id, detail: auditView(tire) });
    return { message: 'success', detail: TIRE_MSG.created, tire };
  });
}

/** What the edit form sends (SPEC 3: the create payload plus id) and the version it loaded (docs/adr/0007-versioned-edits.md). */
export type TireEdit = TireWrite & { id?: number; version: number };

/**
 * PUT /api/tire/{id}: writes the tire and replaces its points per profile. Invoices already
 * registered keep the points they earned: each invoice line stores its own points when created.
 */
export async function updateTire(db: DB, actor: Actor, id: number, edit: TireEdit): Promise<TireAnswer> {
  // SPEC 3 sends the id in the body as well; when present it must be the same tire
  if (edit.id !== undefined && edit.id !== id) throw badRequest(MSG.idMismatch);
  return inTransaction(db, async (trx) => {
    const before = found(await readTire(trx, id), TIRE_MSG.notFound);
    // someone saved the tire after this form loaded it; their change stays, nothing is written
    if (before.version !== edit.version) throw conflict(TIRE_MSG.stale);
    await checkWrite(trx, edit, id);
    // PostgreSQL: an edit committed between the read above and this write
    if (!(await repo.updateTireAtVersion(trx, id, tireValues(edit), edit.version))) throw conflict(TIRE_MSG.stale);
    await repo.replaceTirePoints(trx, id, pointsValues(edit));
    const tire = (await readTire(trx, id))!;
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'update', entity: 'tires', entityId: id, detail: { before: auditView(before), after: auditView(tire) } });
    return { message: 'success', detail: TIRE_MSG.updated(tire.name), tire };
  });
}

/** DELETE /api/tire/{id}: refused while an invoice line has the tire (nothing in use is lost) */
export function deleteTire(db: DB, actor: Actor, id: number): Promise<TireAnswer> {
  return inTransaction(db, async (trx) => {
    const tire = found(await readTire(trx, id), TIRE_MSG.notFound);
    const use = await repo.countInvoiceUse(trx, id);
    if (use.lines > 0) throw conflict(TIRE_MSG.inUse(tire.name, use.invoices));
    await repo.deleteTire(trx, id);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'delete', entity: 'tires', entityId: id, detail: auditView(tire) });
    return { message: 'success', detail: TIRE_MSG.deleted(tire.name), tire };
  });
}
