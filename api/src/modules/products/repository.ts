// Products with their category, read the same way on SQLite and PostgreSQL.
import type { DB } from '../../db/schema';

function selectProducts(db: DB) {
  return db.selectFrom('products as p')
    .leftJoin('product_categories as c', 'c.id', 'p.product_categories_id')
    .select([
      'p.id', 'p.name', 'p.points', 'p.points_value', 'p.estimated_value', 'p.image', 'p.state',
      'p.product_categories_id', 'c.id as category_id', 'c.name as category_name',
    ]);
}
export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>;

export interface ProductFilter {
  /** participants see only active products ('1') */
  onlyActive: boolean;
  categoryId?: number;
}

export async function listProducts(db: DB, filter: ProductFilter): Promise<ProductRow[]> {
  let query = selectProducts(db);
  if (filter.onlyActive) query = query.where('p.state', '=', '1');
  if (filter.categoryId !== undefined) query = query.where('p.product_categories_id', '=', filter.categoryId);
  return query.orderBy('p.id').execute();
}

export async function findProduct(db: DB, id: number): Promise<ProductRow | undefined> {
  return selectProducts(db).where('p.id', '=', id).executeTakeFirst();
}

export async function categoryExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('product_categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
