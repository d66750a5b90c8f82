// Product categories (SPEC 3: id, name; plus version, issue 9). Repository functions take `db` (or
// a transaction) first.
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

const categoriesQuery = (db: DB) => db.selectFrom('product_categories').select(COLUMNS);
export type CategoryRow = Awaited<ReturnType<ReturnType<typeof categoriesQuery>['executeTakeFirstOrThrow']>>;

/** SPEC 9: pick lists alphabetically by name (accents and capitals do not push a name to the end) */
export function listCategories(db: DB): Promise<CategoryRow[]> {
  return listAll(categoriesQuery(db), LIST);
}

/** the list contract's page of categories (contract/src/list.ts) */
export function pageCategories(db: DB, params: ListQuery) {
  return listPage(categoriesQuery(db), params, LIST);
}

export function findCategory(db: DB, id: number) {
  return db.selectFrom('product_categories').select(VERSIONED).where('id', '=', id).executeTakeFirst();
}
export type VersionedCategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

/**
 * another category with the same name as the list compares names (capitals and accents do not
 * count, contract searchKey), other than `exceptId`, the category being edited
 */
export function findCategoryByName(db: DB, name: string, exceptId?: number) {
  let query = db.selectFrom('product_categories').select('id').where(foldedColumn('name'), '=', searchKey(name));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export function insertCategory(db: DB, name: string): Promise<VersionedCategoryRow> {
  return db.insertInto('product_categories').values({ name }).returning(VERSIONED).executeTakeFirstOrThrow();
}

/** Renames the category and raises its version, only while it still has `version` (see cities). */
export function updateCategoryAtVersion(db: DB, id: number, name: string, version: number): Promise<VersionedCategoryRow | undefined> {
  return db.updateTable('product_categories')
    .set((eb) => ({ name, version: eb('version', '+', 1) }))
    .where('id', '=', id).where('version', '=', version)
    .returning(VERSIONED)
    .executeTakeFirst();
}

export async function countProductsOfCategory(db: DB, id: number): Promise<number> {
  const row = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('product_categories_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteCategory(db: DB, id: number): Promise<void> {
  await db.deleteFrom('product_categories').where('id', '=', id).execute();
}
