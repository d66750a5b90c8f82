import type { Profile, VersionedProfile } from '@portal/contract';
import type { ProfileRow, VersionedProfileRow } from './repository';

/** Row -> SPEC 3 Profile. */
export function toProfile(row: ProfileRow): Profile {
  return { id: row.id, name: row.name };
}

/** Row -> the profile as its edit form loads it, with the `version` the edit sends back. */
export function toVersionedProfile(row: VersionedProfileRow): VersionedProfile {
  return { id: row.id, name: row.name, version: Number(row.version) };
}
