import type { ProductCategory } from '@portal/contract';
import type { DB } from '../../db/schema';
import { byName } from '../subsidiaries/sort-by-name';

export async function listCategories(db: DB): Promise<ProductCategory[]> {
  return byName(await db.selectFrom('product_categories').select(['id', 'name']).execute());
}

export async function findCategory(db: DB, id: number): Promise<ProductCategory | undefined> {
  return db.selectFrom('product_categories').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}
