// Profiles, cities and branches: the reference data every other demo row points to.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { DEMO_BRANCHES, DEMO_CITIES, DEMO_PROFILES } from './data';

/** SPEC 6: the profile id is the role, so the five profiles get fixed ids. */
export async function seedProfiles(db: Kysely<Database>): Promise<void> {
  for (const profile of DEMO_PROFILES) {
    const found = await db.selectFrom('profiles').select('id').where('id', '=', profile.id).executeTakeFirst();
    if (!found) await db.insertInto('profiles').values({ id: profile.id, name: profile.name }).execute();
  }
  if (isPostgres(db)) {
    // the next profile created by an administrator must not collide with the fixed ids
    await sql`select setval(pg_get_serial_sequence('profiles', 'id'), (select max(id) from profiles))`.execute(db);
  }
}

/** City name -> id, inserting the demo cities that are missing. */
export async function seedCities(db: Kysely<Database>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const name of DEMO_CITIES) {
    const found = await db.selectFrom('cities').select('id').where('name', '=', name).executeTakeFirst();
    const id = found?.id ?? (await db.insertInto('cities').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
    ids.set(name, id);
  }
  return ids;
}

/** Branch name -> id. */
export async function seedBranches(db: Kysely<Database>, cities: Map<string, number>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const branch of DEMO_BRANCHES) {
    const found = await db.selectFrom('subsidiaries').select('id').where('name', '=', branch.name).executeTakeFirst();
    const citiesId = cities.get(branch.city);
    if (citiesId === undefined) throw new Error(`seed: unknown city ${branch.city}`);
    const id = found?.id ?? (await db.insertInto('subsidiaries')
      .values({ name: branch.name, cities_id: citiesId, profiles_id: branch.profiles_id })
      .returning('id').executeTakeFirstOrThrow()).id;
    ids.set(branch.name, id);
  }
  return ids;
}
