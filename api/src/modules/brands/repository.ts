// Brands (SPEC 3 Brand: id, name; plus version, issue 9). Repository functions take `db` (or a
// transaction) first.
import { searchKey, type ListQuery } from '@portal/contract';
import type { DB } from '../../db/schema';
import { foldedColumn, listAll, listPage, type ListSpec } from '../../http/list';

const COLUMNS = ['id', 'name'] as const;
const VERSIONED = ['id', 'name', 'version'] as const;

const LIST: ListSpec = {
  sortable: { name: { column: 'name', text: true }, id: { column: 'id' } },
  searchable: ['name'],
  defaultSort: 'name',
  idColumn: 'id',
};

const brandsQuery = (db: DB) => db.selectFrom('brands').select(COLUMNS);
export type BrandRow = Awaited<ReturnType<ReturnType<typeof brandsQuery>['executeTakeFirstOrThrow']>>;

/** every brand by name (SPEC 2.9: the brand list of a tire line), the list's default order */
export function listBrandRows(db: DB): Promise<BrandRow[]> {
  return listAll(brandsQuery(db), LIST);
}

/** the list contract's page of brands (contract/src/list.ts) */
export function pageBrandRows(db: DB, params: ListQuery) {
  return listPage(brandsQuery(db), params, LIST);
}

export function findBrand(db: DB, id: number) {
  return db.selectFrom('brands').select(VERSIONED).where('id', '=', id).executeTakeFirst();
}
export type VersionedBrandRow = NonNullable<Awaited<ReturnType<typeof findBrand>>>;

/**
 * another brand with the same name as the list compares names (capitals and accents do not count,
 * contract searchKey), other than `exceptId`, the brand being edited
 */
export function findBrandByName(db: DB, name: string, exceptId?: number) {
  let query = db.selectFrom('brands').select(VERSIONED).where(foldedColumn('name'), '=', searchKey(name));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export function insertBrand(db: DB, name: string): Promise<VersionedBrandRow> {
  return db.insertInto('brands').values({ name }).returning(VERSIONED).executeTakeFirstOrThrow();
}

/** Renames the brand and raises its version, only while it still has `version` (see cities). */
export function updateBrandAtVersion(db: DB, id: number, name: string, version: number): Promise<VersionedBrandRow | undefined> {
  return db.updateTable('brands')
    .set((eb) => ({ name, version: eb('version', '+', 1) }))
    .where('id', '=', id).where('version', '=', version)
    .returning(VERSIONED)
    .executeTakeFirst();
}

export async function countDesignsOfBrand(db: DB, id: number): Promise<number> {
  const row = await db.selectFrom('designs').select((eb) => eb.fn.countAll<number>().as('n')).where('brand_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteBrand(db: DB, id: number): Promise<void> {
  await db.deleteFrom('brands').where('id', '=', id).execute();
}
