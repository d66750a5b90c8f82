import type { Subsidiary } from '@portal/contract';
import type { SubsidiaryRow } from './repository';

/** Row -> SPEC 3 Subsidiary. */
export function toSubsidiary(row: SubsidiaryRow): Subsidiary {
  return {
    id: row.id,
    name: row.name,
    city: row.city_id === null ? null : { id: row.city_id, name: row.city_name ?? '' },
    profile: row.profile_id === null ? null : { id: row.profile_id, name: row.profile_name ?? '' },
    cities_id: row.cities_id,
    profiles_id: row.profiles_id,
  };
}
