// Branches (SPEC 3 Subsidiary) with their city and profile.
import type { DB } from '../../db/schema';
import { byName } from '../../db/by-name';

function selectSubsidiaries(db: DB) {
  return db.selectFrom('subsidiaries as s')
    .leftJoin('cities as c', 'c.id', 's.cities_id')
    .leftJoin('profiles as p', 'p.id', 's.profiles_id')
    .select(['s.id', 's.name', 's.cities_id', 's.profiles_id', 'c.id as city_id', 'c.name as city_name',
      'p.id as profile_id', 'p.name as profile_name']);
}
export type SubsidiaryRow = Awaited<ReturnType<ReturnType<typeof selectSubsidiaries>['executeTakeFirstOrThrow']>>;

/** SPEC 2.3: sorted alphabetically by name (the registration dropdown shows them in this order). */
export async function listSubsidiaries(db: DB): Promise<SubsidiaryRow[]> {
  return byName(await selectSubsidiaries(db).execute());
}

export async function findSubsidiary(db: DB, id: number): Promise<SubsidiaryRow | undefined> {
  return selectSubsidiaries(db).where('s.id', '=', id).executeTakeFirst();
}
