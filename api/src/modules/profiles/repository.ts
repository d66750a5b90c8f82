// Profiles (SPEC 3: id, name; plus version; SPEC 6: profiles 1, 4 and 5 are the staff
// roles). Repository functions take `db` (or a transaction) first.
import type { Selectable } from 'kysely';
import { PROFILE, searchKey, type ListPage, type ListQuery } from '@portal/contract';
import type { DB, Database } from '../../db/schema';
import { forUpdate } from '../../db/transaction';
import { listAll, listPage, type ListSpec } from '../../http/list';

export type ProfileRow = Pick<Selectable<Database['profiles']>, 'id' | 'name'>;
const VERSIONED = ['id', 'name', 'version'] as const;
export type VersionedProfileRow = Pick<Selectable<Database['profiles']>, 'id' | 'name' | 'version'>;

/** LIST_SORT.profiles: by id (the order GET /api/profiles/all has always answered) or by name; `q` looks in the name */
const LIST: ListSpec = {
  sortable: { id: { column: 'id' }, name: { column: 'name', text: true } },
  searchable: ['name'],
  defaultSort: 'id',
  idColumn: 'id',
};

const profilesQuery = (db: DB) => db.selectFrom('profiles').select(['id', 'name']);

/** By id: the fixed role profiles (SPEC 6) come first, in their role order. */
export function listProfiles(db: DB): Promise<ProfileRow[]> {
  return listAll(profilesQuery(db), LIST);
}

/** the list contract's page of profiles (contract/src/list.ts) */
export function pageProfiles(db: DB, params: ListQuery): Promise<ListPage<ProfileRow>> {
  return listPage(profilesQuery(db), params, LIST);
}

/** SPEC 6: every profile other than the staff ones (1, 4, 5) is a participant's, by id */
export function listSellerProfiles(db: DB): Promise<ProfileRow[]> {
  return profilesQuery(db).where('id', 'not in', [PROFILE.ADMIN, PROFILE.APPROVER, PROFILE.BUYER]).orderBy('id').execute();
}

export function findProfile(db: DB, id: number): Promise<VersionedProfileRow | undefined> {
  return db.selectFrom('profiles').select(VERSIONED).where('id', '=', id).executeTakeFirst();
}

/** PostgreSQL: the row locked, so a user, branch or tire points written at the same moment wait for the delete */
export function findProfileForUpdate(db: DB, id: number): Promise<VersionedProfileRow | undefined> {
  return forUpdate(db.selectFrom('profiles').select(VERSIONED).where('id', '=', id), db).executeTakeFirst();
}

/**
 * another profile with the same name as the list compares names (capitals and accents do not
 * count, contract searchKey), other than `exceptId`, the profile being edited
 */
export function findProfileByName(db: DB, name: string, exceptId?: number): Promise<VersionedProfileRow | undefined> {
  let query = db.selectFrom('profiles').select(VERSIONED).where('name_key', '=', searchKey(name));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export function insertProfile(db: DB, name: string): Promise<VersionedProfileRow> {
  return db.insertInto('profiles').values({ name }).returning(VERSIONED).executeTakeFirstOrThrow();
}

/** Renames the profile and raises its version, only while it still has `version` (see cities). */
export function updateProfileAtVersion(db: DB, id: number, name: string, version: number): Promise<VersionedProfileRow | undefined> {
  return db.updateTable('profiles')
    .set((eb) => ({ name, version: eb('version', '+', 1) }))
    .where('id', '=', id).where('version', '=', version)
    .returning(VERSIONED)
    .executeTakeFirst();
}

async function countOf(db: DB, table: 'users' | 'subsidiaries' | 'tire_points', id: number): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('profiles_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ProfileUses { users: number; subsidiaries: number; tires: number }

/** what keeps a profile from being deleted: its users, the branches that give it, tires' points for it */
export async function usesOfProfile(db: DB, id: number): Promise<ProfileUses> {
  return {
    users: await countOf(db, 'users', id),
    subsidiaries: await countOf(db, 'subsidiaries', id),
    tires: await countOf(db, 'tire_points', id),
  };
}

export async function deleteProfile(db: DB, id: number): Promise<void> {
  await db.deleteFrom('profiles').where('id', '=', id).execute();
}
