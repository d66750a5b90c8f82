// Cities (SPEC 3: id, name; plus version, issue 6). Repository functions take `db` (or a
// transaction) first.
import { lower } from '../../db/dialect';
import type { CityRow, DB } from '../../db/schema';

const COLUMNS = ['id', 'name', 'version'] as const;

export function listCities(db: DB): Promise<CityRow[]> {
  return db.selectFrom('cities').select(COLUMNS).orderBy(lower('name')).orderBy('id').execute();
}

export function findCity(db: DB, id: number): Promise<CityRow | undefined> {
  return db.selectFrom('cities').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** another city with the same name, ignoring case (and `exceptId`, the city being edited) */
export function findCityByName(db: DB, name: string, exceptId?: number): Promise<CityRow | undefined> {
  let query = db.selectFrom('cities').select(COLUMNS).where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export function insertCity(db: DB, name: string): Promise<CityRow> {
  return db.insertInto('cities').values({ name }).returning(COLUMNS).executeTakeFirstOrThrow();
}

/**
 * Renames the city and raises its version, only while it still has `version`: undefined when
 * another edit got there first. The condition is part of the UPDATE, so on PostgreSQL a concurrent
 * edit committed after the caller's read still makes this one match no row.
 */
export function updateCityAtVersion(db: DB, id: number, name: string, version: number): Promise<CityRow | undefined> {
  return db.updateTable('cities')
    .set((eb) => ({ name, version: eb('version', '+', 1) }))
    .where('id', '=', id).where('version', '=', version)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function countSubsidiariesOfCity(db: DB, id: number): Promise<number> {
  const row = await db
    .selectFrom('subsidiaries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cities_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteCity(db: DB, id: number): Promise<boolean> {
  const result = await db.deleteFrom('cities').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
