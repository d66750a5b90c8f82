// Products with their category, read and written the same way on SQLite and PostgreSQL.
// Repository functions take `db` (or a transaction) first.
import type { Insertable } from 'kysely';
import type { ListQuery } from '@portal/contract';
import type { DB, ProductsTable } from '../../db/schema';
import { forUpdate } from '../../db/transaction';
import { listPage, type ListSpec } from '../../http/list';

function selectProducts(db: DB) {
  return db.selectFrom('products as p')
    .leftJoin('product_categories as c', 'c.id', 'p.product_categories_id')
    .select([
      'p.id', 'p.name', 'p.points', 'p.points_value', 'p.estimated_value', 'p.image', 'p.state',
      'p.product_categories_id', 'p.version', 'c.id as category_id', 'c.name as category_name',
    ]);
}
export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>;

export interface ProductFilter {
  /** participants see only active products ('1') */
  onlyActive: boolean;
  categoryId?: number;
}

function filtered(db: DB, filter: ProductFilter) {
  let query = selectProducts(db);
  if (filter.onlyActive) query = query.where('p.state', '=', '1');
  if (filter.categoryId !== undefined) query = query.where('p.product_categories_id', '=', filter.categoryId);
  return query;
}

/**
 * the stored picture of the first card of the participant catalogue (SPEC 2.12: the active
 * products, in the plain answer's order, by id), or null when that product has none
 */
export async function firstCatalogueImage(db: DB): Promise<string | null> {
  const first = await db.selectFrom('products').select('image').where('state', '=', '1').orderBy('id').limit(1).executeTakeFirst();
  return first?.image?.trim() ? first.image : null;
}

/** SPEC 7's plain answer: every product of the filter, by id */
export async function listProducts(db: DB, filter: ProductFilter): Promise<ProductRow[]> {
  return filtered(db, filter).orderBy('p.id').execute();
}

/** contract PRODUCT_SORT -> columns; `q` looks in the name (SPEC 2.8, 2.12: search by name) */
const LIST: ListSpec = {
  sortable: {
    id: { column: 'p.id' },
    name: { column: 'p.name', text: true },
    points: { column: 'p.points' },
    category: { column: 'c.name', text: true },
  },
  searchable: ['p.name'],
  defaultSort: 'id',
  idColumn: 'p.id',
};

/** the list contract's page of products (one page query and one count) */
export function pageProducts(db: DB, filter: ProductFilter, params: ListQuery) {
  return listPage(filtered(db, filter), params, LIST);
}

export async function findProduct(db: DB, id: number): Promise<ProductRow | undefined> {
  return selectProducts(db).where('p.id', '=', id).executeTakeFirst();
}

/**
 * The product row locked for the rest of the transaction (PostgreSQL FOR UPDATE): a redemption
 * inserting its apply_for row waits for the delete to finish, and then fails on the foreign key,
 * instead of the delete counting no requests while one is being written.
 */
export async function lockProduct(db: DB, id: number) {
  return forUpdate(db.selectFrom('products').select(['id', 'name', 'image', 'version']).where('id', '=', id), db).executeTakeFirst();
}

export async function categoryExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('product_categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertProduct(db: DB, values: Insertable<ProductsTable>): Promise<number> {
  return (await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export type ProductChanges = Pick<ProductsTable, 'name' | 'points' | 'points_value' | 'estimated_value' | 'product_categories_id'> & { image?: string };

/** Writes the edit and raises the version, only while the row still has `version` (see cities). */
export async function updateProductAtVersion(db: DB, id: number, changes: ProductChanges, version: number): Promise<boolean> {
  const row = await db.updateTable('products')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id).where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** redemption requests (apply_for rows, any state) of the product */
export async function countRequestsOfProduct(db: DB, id: number): Promise<number> {
  const row = await db.selectFrom('apply_for').select((eb) => eb.fn.countAll<number>().as('n')).where('product_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteProduct(db: DB, id: number): Promise<void> {
  await db.deleteFrom('products').where('id', '=', id).execute();
}
