// Profiles (SPEC 3: id, name; SPEC 6: profiles 1, 4 and 5 are the staff roles).
import type { Selectable } from 'kysely';
import type { DB, Database } from '../../db/schema';

export type ProfileRow = Pick<Selectable<Database['profiles']>, 'id' | 'name'>;

/** By id: the fixed role profiles (SPEC 6) come first, in their role order. */
export async function listProfiles(db: DB): Promise<ProfileRow[]> {
  return db.selectFrom('profiles').select(['id', 'name']).orderBy('id').execute();
}
