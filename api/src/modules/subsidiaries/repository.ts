// Branches (SPEC 3 Subsidiary: id, name, city, profile; plus version) with their city
// and profile. Repository functions take `db` (or a transaction) first.
import { searchKey, type ListPage, type ListQuery } from '@portal/contract';
import type { DB } from '../../db/schema';
import { forUpdate } from '../../db/transaction';
import { listAll, listPage, type ListSpec } from '../../http/list';

/**
 * LIST_SORT.subsidiaries: by name (capitals and accents do not count, contract searchKey), id,
 * the city's name or the profile's name; `q` looks in the three names (their stored `name_key`).
 */
const LIST: ListSpec = {
  sortable: {
    name: { column: 's.name', text: true },
    id: { column: 's.id' },
    city: { column: 'c.name', text: true },
    profile: { column: 'p.name', text: true },
  },
  searchable: ['s.name', 'c.name', 'p.name'],
  defaultSort: 'name',
  idColumn: 's.id',
};

function selectSubsidiaries(db: DB) {
  return db.selectFrom('subsidiaries as s')
    .leftJoin('cities as c', 'c.id', 's.cities_id')
    .leftJoin('profiles as p', 'p.id', 's.profiles_id')
    .select(['s.id', 's.name', 's.cities_id', 's.profiles_id', 's.version', 'c.id as city_id', 'c.name as city_name',
      'p.id as profile_id', 'p.name as profile_name']);
}
export type SubsidiaryRow = Awaited<ReturnType<ReturnType<typeof selectSubsidiaries>['executeTakeFirstOrThrow']>>;

/** SPEC 2.3: sorted alphabetically by name (the registration dropdown shows them in this order) */
export function listSubsidiaries(db: DB): Promise<SubsidiaryRow[]> {
  return listAll(selectSubsidiaries(db), LIST);
}

/** the list contract's page of branches (contract/src/list.ts) */
export function pageSubsidiaries(db: DB, params: ListQuery): Promise<ListPage<SubsidiaryRow>> {
  return listPage(selectSubsidiaries(db), params, LIST);
}

export function findSubsidiary(db: DB, id: number): Promise<SubsidiaryRow | undefined> {
  return selectSubsidiaries(db).where('s.id', '=', id).executeTakeFirst();
}

/**
 * another branch with the same name as the list compares names (capitals and accents do not
 * count, contract searchKey), other than `exceptId`, the branch being edited
 */
export function findSubsidiaryByName(db: DB, name: string, exceptId?: number) {
  let query = db.selectFrom('subsidiaries').select(['id', 'name']).where('name_key', '=', searchKey(name));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function cityExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('cities').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function profileExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('profiles').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export interface SubsidiaryValues { name: string; cities_id: number; profiles_id: number }

export async function insertSubsidiary(db: DB, values: SubsidiaryValues): Promise<number> {
  return (await db.insertInto('subsidiaries').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * Writes the branch row (only that row: its users keep their own profiles_id) and raises its
 * version, only while it still has `version`: false when another edit got there first. The
 * condition is part of the UPDATE, so it holds on PostgreSQL without a row lock.
 */
export async function updateSubsidiaryAtVersion(db: DB, id: number, values: SubsidiaryValues, version: number): Promise<boolean> {
  const result = await db.updateTable('subsidiaries')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id).where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function countWhere(db: DB, table: 'users' | 'invoices', id: number): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('subsidiary_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** what keeps a branch from being deleted: its users and the invoices registered at it */
export async function usesOfSubsidiary(db: DB, id: number): Promise<{ users: number; invoices: number }> {
  return { users: await countWhere(db, 'users', id), invoices: await countWhere(db, 'invoices', id) };
}

/** PostgreSQL: locks the branch row, so a user or invoice written at the same moment waits for the delete */
export async function lockSubsidiary(db: DB, id: number): Promise<void> {
  await forUpdate(db.selectFrom('subsidiaries').select('id').where('id', '=', id), db).execute();
}

export async function deleteSubsidiary(db: DB, id: number): Promise<void> {
  await db.deleteFrom('subsidiaries').where('id', '=', id).execute();
}
