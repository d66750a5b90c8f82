// Cities (SPEC 3: id, name). Repository functions take `db` (or a transaction) first.
import type { City } from '@portal/contract';
import { lower } from '../../db/dialect';
import type { DB } from '../../db/schema';

export function listCities(db: DB): Promise<City[]> {
  return db.selectFrom('cities').select(['id', 'name']).orderBy(lower('name')).orderBy('id').execute();
}

export function findCity(db: DB, id: number): Promise<City | undefined> {
  return db.selectFrom('cities').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** another city with the same name, ignoring case (and `exceptId`, the city being edited) */
export function findCityByName(db: DB, name: string, exceptId?: number): Promise<City | undefined> {
  let query = db.selectFrom('cities').select(['id', 'name']).where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertCity(db: DB, name: string): Promise<City> {
  return db.insertInto('cities').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export async function updateCity(db: DB, id: number, name: string): Promise<City | undefined> {
  return db.updateTable('cities').set({ name }).where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
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
