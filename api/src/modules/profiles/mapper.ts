import type { Profile } from '@portal/contract';
import type { ProfileRow } from './repository';

/** Row -> SPEC 3 Profile. */
export function toProfile(row: ProfileRow): Profile {
  return { id: row.id, name: row.name };
}
