// Product categories: the catalogue filter and the admin product grid read them (SPEC 2.4, 2.8).
import type { ProductCategory } from '@portal/contract';
import type { DB } from '../../db/schema';
import { toCategory } from './mapper';
import * as repo from './repository';

export async function listCategories(db: DB): Promise<ProductCategory[]> {
  return (await repo.listCategories(db)).map(toCategory);
}
