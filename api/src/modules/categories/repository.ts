// Product categories (SPEC 3: id, name).
import type { Selectable } from 'kysely';
import { byName } from '../../db/by-name';
import type { DB, Database } from '../../db/schema';

export type CategoryRow = Pick<Selectable<Database['product_categories']>, 'id' | 'name'>;

/** SPEC 9: pick lists alphabetically by name */
export async function listCategories(db: DB): Promise<CategoryRow[]> {
  return byName(await db.selectFrom('product_categories').select(['id', 'name']).execute());
}
