// Profiles: the user and branch forms pick one (SPEC 2.8).
import type { Profile } from '@portal/contract';
import type { DB } from '../../db/schema';
import { toProfile } from './mapper';
import * as repo from './repository';

export async function listProfiles(db: DB): Promise<Profile[]> {
  return (await repo.listProfiles(db)).map(toProfile);
}
