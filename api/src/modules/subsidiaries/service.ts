// Branches (SPEC 3 Subsidiary, SPEC 7 "Users, branches, profiles"): the registration wizard and the
// admin screens read them; the administrator writes them (the routes check who), each write
// audited. Functions take `db` and plain values (docs/adr/0049-api-modules-in-four-layers.md).
import {
  isListQuery, type ListPage, type ListQuery, type Subsidiary, type SubsidiaryAnswer, type VersionedSubsidiary,
} from '@portal/contract';
import { recordAudit, type Actor } from '../../audit';
import type { DB, Trx } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, found } from '../../http/errors';
import { toSubsidiary, toVersionedSubsidiary } from './mapper';
import { SUBSIDIARY_MSG } from '../../messages';
import * as repo from './repository';

/**
 * PostgreSQL: a write checks what other rows hold (a duplicate name, the city and profile it points
 * to, users using the branch) and then writes; serializable isolation makes two such writes at once
 * behave as one after the other (the loser is run again by inTransaction and then sees the
 * winner's row). SQLite writers are already one at a time. As brands and cities.
 */
const CHECKED_WRITE = { isolation: 'serializable' } as const;

/** GET /api/subsidiary: SPEC 7's plain array, or a page `{ rows, total }` when list parameters are sent */
export async function listSubsidiaries(db: DB, params?: ListQuery): Promise<Subsidiary[] | ListPage<Subsidiary>> {
  if (!params || !isListQuery(params)) return (await repo.listSubsidiaries(db)).map(toSubsidiary);
  const page = await repo.pageSubsidiaries(db, params);
  return { rows: page.rows.map(toSubsidiary), total: page.total };
}

export async function getSubsidiary(db: DB, id: number): Promise<VersionedSubsidiary> {
  return toVersionedSubsidiary(found(await repo.findSubsidiary(db, id), SUBSIDIARY_MSG.notFound));
}

/** SPEC 7: POST /api/subsidiary body name, cities_id, profiles_id */
export interface SubsidiaryInput { name: string; cities_id: number; profiles_id: number }
/** PUT /api/subsidiary/{id}: the same, plus the version the form loaded (docs/adr/0007-versioned-edits.md) */
export interface SubsidiaryEdit extends SubsidiaryInput { version: number }

/** an unknown city or profile is the client's mistake (a stale dropdown): 400, nothing stored */
async function checkReferences(trx: Trx, input: SubsidiaryInput): Promise<void> {
  if (!(await repo.cityExists(trx, input.cities_id))) throw badRequest(SUBSIDIARY_MSG.unknownCity);
  if (!(await repo.profileExists(trx, input.profiles_id))) throw badRequest(SUBSIDIARY_MSG.unknownProfile);
}

const values = (input: SubsidiaryInput): repo.SubsidiaryValues =>
  ({ name: input.name, cities_id: input.cities_id, profiles_id: input.profiles_id });

export function createSubsidiary(db: DB, actor: Actor, input: SubsidiaryInput): Promise<SubsidiaryAnswer> {
  return inTransaction(db, async (trx) => {
    await checkReferences(trx, input);
    if (await repo.findSubsidiaryByName(trx, input.name)) throw conflict(SUBSIDIARY_MSG.duplicate);
    const id = await repo.insertSubsidiary(trx, values(input));
    const row = found(await repo.findSubsidiary(trx, id), SUBSIDIARY_MSG.notFound);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'create', entity: 'subsidiaries', entityId: id, detail: values(input) });
    return { message: 'success', detail: SUBSIDIARY_MSG.created, subsidiary: toVersionedSubsidiary(row) };
  }, CHECKED_WRITE);
}

/**
 * Writes the branch row only. Changing its profile does not change the users already in it: the
 * branch's profile is what registration gives new users (SPEC 2.3); a user's own profile
 * is changed on the user's edit screen.
 */
export function updateSubsidiary(db: DB, actor: Actor, id: number, edit: SubsidiaryEdit): Promise<SubsidiaryAnswer> {
  return inTransaction(db, async (trx) => {
    const before = found(await repo.findSubsidiary(trx, id), SUBSIDIARY_MSG.notFound);
    if (Number(before.version) !== edit.version) throw conflict(SUBSIDIARY_MSG.stale);
    await checkReferences(trx, edit);
    if (await repo.findSubsidiaryByName(trx, edit.name, id)) throw conflict(SUBSIDIARY_MSG.duplicate);
    // an edit committed between the read above and this write (the UPDATE carries the version check)
    if (!(await repo.updateSubsidiaryAtVersion(trx, id, values(edit), edit.version))) throw conflict(SUBSIDIARY_MSG.stale);
    const row = found(await repo.findSubsidiary(trx, id), SUBSIDIARY_MSG.notFound);
    await recordAudit(trx, {
      actorId: actor.id, ip: actor.ip, action: 'update', entity: 'subsidiaries', entityId: id,
      detail: { before: { name: before.name, cities_id: before.cities_id, profiles_id: before.profiles_id }, after: values(edit) },
    });
    return { message: 'success', detail: SUBSIDIARY_MSG.updated(row.name), subsidiary: toVersionedSubsidiary(row) };
  }, CHECKED_WRITE);
}

/** refused while users or invoices use the branch (nothing in use is lost) */
export function deleteSubsidiary(db: DB, actor: Actor, id: number): Promise<SubsidiaryAnswer> {
  return inTransaction(db, async (trx) => {
    await repo.lockSubsidiary(trx, id);
    const row = found(await repo.findSubsidiary(trx, id), SUBSIDIARY_MSG.notFound);
    const uses = await repo.usesOfSubsidiary(trx, id);
    if (uses.users > 0 || uses.invoices > 0) throw conflict(SUBSIDIARY_MSG.inUse(uses));
    await repo.deleteSubsidiary(trx, id);
    await recordAudit(trx, {
      actorId: actor.id, ip: actor.ip, action: 'delete', entity: 'subsidiaries', entityId: id,
      detail: { name: row.name, cities_id: row.cities_id, profiles_id: row.profiles_id },
    });
    return { message: 'success', detail: SUBSIDIARY_MSG.deleted(row.name), subsidiary: toVersionedSubsidiary(row) };
  }, CHECKED_WRITE);
}
