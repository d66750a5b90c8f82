import type { Subsidiary, VersionedSubsidiary } from '@portal/contract';
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

/** Row -> the branch as its edit form loads it, with the `version` the edit sends back. */
export function toVersionedSubsidiary(row: SubsidiaryRow): VersionedSubsidiary {
  return { ...toSubsidiary(row), version: Number(row.version) };
}
