// Reads of users in the SPEC 3 User shape (profile {id, name}, subsidiary {id, name, city}), and the
// small look-ups the writes need. Repository functions take `db` (a Kysely or a transaction) first.
import type { User } from '@portal/contract';
import { nowIso } from '../../db/time';
import type { DB } from '../../db/schema';

function userQuery(db: DB) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.id', 'u.profiles_id')
    .leftJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .leftJoin('cities as c', 'c.id', 's.cities_id')
    .select([
      'u.id', 'u.name', 'u.email', 'u.phone', 'u.identification_number', 'u.identification_type', 'u.points', 'u.state',
      'u.created_at', 'u.image', 'u.profiles_id', 'u.subsidiary_id',
      'p.name as profile_name', 's.name as subsidiary_name', 'c.id as city_id', 'c.name as city_name',
    ]);
}

type UserJoinRow = Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirstOrThrow']>>;

function toUser(r: UserJoinRow): User {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    identification_number: r.identification_number,
    identification_type: r.identification_type,
    // PostgreSQL may hand integers back as strings through some drivers' settings
    points: Number(r.points),
    state: Number(r.state),
    created_at: r.created_at,
    image: r.image,
    profile: r.profile_name === null ? null : { id: r.profiles_id, name: r.profile_name },
    profiles_id: r.profiles_id,
    subsidiary:
      r.subsidiary_id === null || r.subsidiary_name === null
        ? null
        : { id: r.subsidiary_id, name: r.subsidiary_name, city: r.city_id === null || r.city_name === null ? null : { id: r.city_id, name: r.city_name } },
    subsidiary_id: r.subsidiary_id,
  };
}

export async function findUser(db: DB, id: number): Promise<User | undefined> {
  const row = await userQuery(db).where('u.id', '=', id).executeTakeFirst();
  return row && toUser(row);
}

/** SPEC 2.5: every user, by name (the table filters and pages on the client). */
export async function listUsers(db: DB): Promise<User[]> {
  const rows = await userQuery(db).orderBy('u.name').orderBy('u.id').execute();
  return rows.map(toUser);
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
