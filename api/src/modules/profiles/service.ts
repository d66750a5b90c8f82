// Profiles (SPEC 3, SPEC 7 "Users, branches, profiles"): the user and branch forms pick one (SPEC
// 2.8); the administrator writes them (the routes check who), each write audited. Functions take
// `db` and plain values (docs/adr/0049-api-modules-in-four-layers.md).
import {
  isListQuery, PROFILE, type ListPage, type ListQuery, type Profile, type ProfileAnswer, type VersionedProfile,
} from '@portal/contract';
import { recordAudit, type Actor } from '../../audit';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { conflict, found } from '../../http/errors';
import { toProfile, toVersionedProfile } from './mapper';
import { PROFILE_MSG } from '../../messages';
import * as repo from './repository';

/** PostgreSQL: writes that check other rows first run serializable, as brands and cities */
const CHECKED_WRITE = { isolation: 'serializable' } as const;

/** SPEC 6: the portal's roles; their rows are kept (menus and permissions depend on the ids) */
const STAFF_PROFILES: readonly number[] = [PROFILE.ADMIN, PROFILE.APPROVER, PROFILE.BUYER];

/** GET /api/profiles/all: SPEC 7's plain array by id, or a page `{ rows, total }` when list parameters are sent */
export async function listProfiles(db: DB, params?: ListQuery): Promise<Profile[] | ListPage<Profile>> {
  if (!params || !isListQuery(params)) return (await repo.listProfiles(db)).map(toProfile);
  const page = await repo.pageProfiles(db, params);
  return { rows: page.rows.map(toProfile), total: page.total };
}

/** GET /api/profiles/sellers: the participants' profiles (SPEC 6: any profile but 1, 4 and 5) */
export async function listSellerProfiles(db: DB): Promise<Profile[]> {
  return (await repo.listSellerProfiles(db)).map(toProfile);
}

export async function getProfile(db: DB, id: number): Promise<VersionedProfile> {
  return toVersionedProfile(found(await repo.findProfile(db, id), PROFILE_MSG.notFound));
}

export function createProfile(db: DB, actor: Actor, name: string): Promise<ProfileAnswer> {
  return inTransaction(db, async (trx) => {
    if (await repo.findProfileByName(trx, name)) throw conflict(PROFILE_MSG.duplicate);
    const row = await repo.insertProfile(trx, name);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'create', entity: 'profiles', entityId: row.id, detail: { name } });
    return { message: 'success', detail: PROFILE_MSG.created(row.name), profile: toVersionedProfile(row) };
  }, CHECKED_WRITE);
}

/** What the edit form sends (SPEC 7: name) plus the version it loaded (docs/adr/0007-versioned-edits.md). */
export interface ProfileEdit { name: string; version: number }

/**
 * A rename only. The staff profiles may be renamed too: roles go by id (SPEC 6), so a new name
 * changes no menu and no permission.
 */
export function updateProfile(db: DB, actor: Actor, id: number, edit: ProfileEdit): Promise<ProfileAnswer> {
  return inTransaction(db, async (trx) => {
    const before = found(await repo.findProfile(trx, id), PROFILE_MSG.notFound);
    if (Number(before.version) !== edit.version) throw conflict(PROFILE_MSG.stale);
    if (await repo.findProfileByName(trx, edit.name, id)) throw conflict(PROFILE_MSG.duplicate);
    const row = await repo.updateProfileAtVersion(trx, id, edit.name, edit.version);
    // an edit committed between the read above and this write (the UPDATE carries the version check)
    if (!row) throw conflict(PROFILE_MSG.stale);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'update', entity: 'profiles', entityId: id, detail: { before: before.name, after: row.name } });
    return { message: 'success', detail: PROFILE_MSG.updated(row.name), profile: toVersionedProfile(row) };
  }, CHECKED_WRITE);
}

/** refused for the staff roles and while users, branches or tires' points use the profile */
export function deleteProfile(db: DB, actor: Actor, id: number): Promise<ProfileAnswer> {
  return inTransaction(db, async (trx) => {
    const row = found(await repo.findProfileForUpdate(trx, id), PROFILE_MSG.notFound);
    if (STAFF_PROFILES.includes(id)) throw conflict(PROFILE_MSG.staff(row.name));
    const uses = await repo.usesOfProfile(trx, id);
    if (uses.users > 0 || uses.subsidiaries > 0 || uses.tires > 0) throw conflict(PROFILE_MSG.inUse(uses));
    await repo.deleteProfile(trx, id);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'delete', entity: 'profiles', entityId: id, detail: { name: row.name } });
    return { message: 'success', detail: PROFILE_MSG.deleted(row.name), profile: toVersionedProfile(row) };
  }, CHECKED_WRITE);
}
