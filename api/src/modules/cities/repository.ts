// Cities (SPEC 3: id, name; plus version). Repository functions take `db` (or a
// transaction) first.
import { searchKey, type ListPage, type ListQuery } from '@portal/contract';
import type { CityRow, DB } from '../../db/schema';
import { NAMED_LIST } from '../../db/named-catalogue';
import { foldedColumn, listAll, listPage } from '../../http/list';

const COLUMNS = ['id', 'name', 'version'] as const;

const citiesQuery = (db: DB) => db.selectFrom('cities').select(COLUMNS);

/** every city by name (SPEC 7 GET /api/city), the list's default order */
export function listCities(db: DB): Promise<CityRow[]> {
  return listAll(citiesQuery(db), NAMED_LIST);
}

/** the list contract's page of cities (contract/src/list.ts) */
export function pageCities(db: DB, params: ListQuery): Promise<ListPage<CityRow>> {
  return listPage(citiesQuery(db), params, NAMED_LIST);
}

export function findCity(db: DB, id: number): Promise<CityRow | undefined> {
  return db.selectFrom('cities').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * another city with the same name as the list compares names (capitals and accents do not count,
 * contract searchKey; the same on both databases: SQLite's lower() folds only A-Z, so a check on
 * it would store 'Ábrego' twice there), other than `exceptId`, the city being edited
 */
export function findCityByName(db: DB, name: string, exceptId?: number): Promise<CityRow | undefined> {
  let query = db.selectFrom('cities').select(COLUMNS).where(foldedColumn('name'), '=', searchKey(name));
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
