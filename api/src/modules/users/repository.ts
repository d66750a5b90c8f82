// Reads of users in the SPEC 3 User shape (profile {id, name}, subsidiary {id, name, city}), and the
// small look-ups the writes need. Repository functions take `db` (a Kysely or a transaction) first.
import { nowIso } from '../../db/time';
import type { DB } from '../../db/schema';
import { dueLotsByUser, shownPoints } from '../../points';

/**
 * One query for one user or all of them. `points` is the shown balance (issue 6): users.points less
 * the user's open lots already due at `now` (joined, grouped, so a list stays one query).
 */
function userQuery(db: DB, now: Date) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.id', 'u.profiles_id')
    .leftJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .leftJoin('cities as c', 'c.id', 's.cities_id')
    .leftJoin(dueLotsByUser(db, now).as('due'), 'due.users_id', 'u.id')
    .select([
      'u.id', 'u.name', 'u.email', 'u.phone', 'u.identification_number', 'u.identification_type', 'u.state',
      'u.created_at', 'u.image', 'u.profiles_id', 'u.subsidiary_id', 'u.version',
      'p.name as profile_name', 's.name as subsidiary_name', 'c.id as city_id', 'c.name as city_name',
    ])
    .select(shownPoints('u.points').as('points'));
}

export type UserJoinRow = Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirstOrThrow']>>;

export function findUserRow(db: DB, id: number, now: Date): Promise<UserJoinRow | undefined> {
  return userQuery(db, now).where('u.id', '=', id).executeTakeFirst();
}

/** SPEC 2.5: every user, by name (the table filters and pages on the client). */
export function listUserRows(db: DB, now: Date): Promise<UserJoinRow[]> {
  return userQuery(db, now).orderBy('u.name').orderBy('u.id').execute();
}

export async function userExists(db: DB, id: number): Promise<boolean | undefined> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) ? true : undefined;
}

export async function identificationTaken(db: DB, identification: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('identification_number', '=', identification);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function findSubsidiaryRow(db: DB, id: number) {
  return db.selectFrom('subsidiaries').select(['id', 'name', 'profiles_id']).where('id', '=', id).executeTakeFirst();
}

export function findProfileRow(db: DB, id: number) {
  return db.selectFrom('profiles').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Ends the user's open sessions, except (optionally) the one making the request. */
export async function revokeUserTokens(db: DB, usersId: number, keepTokenId?: number): Promise<number> {
  let query = db.updateTable('access_tokens').set({ revoked_at: nowIso() }).where('users_id', '=', usersId).where('revoked_at', 'is', null);
  if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** the stored photo path of a user (null: none); undefined when the user does not exist */
export function findUserImage(db: DB, id: number) {
  return db.selectFrom('users').select('image').where('id', '=', id).executeTakeFirst();
}

/**
 * Sets the user's photo and raises the version (docs/decisions.md "Stale edits": an edit form
 * loaded before the change must reload before it saves). Returns the new version.
 */
export async function setUserImage(db: DB, id: number, image: string): Promise<number> {
  const row = await db.updateTable('users').set((eb) => ({ image, version: eb('version', '+', 1) })).where('id', '=', id).returning('version').executeTakeFirstOrThrow();
  return Number(row.version);
}
