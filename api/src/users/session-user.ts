// The saved user of SPEC 3 "Session" (name, image, points, profiles_id), read fresh from the
// database so the points shown after a refresh are the current balance.
import type { SessionUser } from '@portal/contract';
import type { DB } from '../db/schema';

export async function findSessionUser(db: DB, usersId: number): Promise<SessionUser | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'image', 'points', 'profiles_id', 'identification_number', 'email'])
    .where('id', '=', usersId)
    .executeTakeFirst();
}
