import type { Profile } from '@portal/contract';
import type { DB } from '../../db/schema';

/** By id: the fixed role profiles (SPEC 6) come first, in their role order. */
export async function listProfiles(db: DB): Promise<Profile[]> {
  return db.selectFrom('profiles').select(['id', 'name']).orderBy('id').execute();
}
