// SPEC 7 "Products" reads. A participant sees only active products (SPEC 4: state '1'); the
// administrator, who manages them, sees the inactive ones too.
import type { Product, Role } from '@portal/contract';
import type { DB } from '../../db/schema';
import { found, notFound } from '../../http/errors';
import { toProduct } from './mapper';
import { PRODUCT_MSG } from './messages';
import * as repo from './repository';

/** Only the administrator manages products, so only they see inactive ones. */
const seesInactive = (role: Role) => role === 'admin';

export async function listProducts(db: DB, viewer: Role): Promise<Product[]> {
  return (await repo.listProducts(db, { onlyActive: !seesInactive(viewer) })).map(toProduct);
}

export async function listProductsOfCategory(db: DB, viewer: Role, categoryId: number): Promise<Product[]> {
  if (!(await repo.categoryExists(db, categoryId))) throw notFound(PRODUCT_MSG.categoryNotFound);
  return (await repo.listProducts(db, { onlyActive: !seesInactive(viewer), categoryId })).map(toProduct);
}

export async function getProduct(db: DB, viewer: Role, id: number): Promise<Product> {
  const row = found(await repo.findProduct(db, id), PRODUCT_MSG.productNotFound);
  // an inactive product does not exist for whoever may not see it (same answer as an unknown id)
  if (row.state !== '1' && !seesInactive(viewer)) throw notFound(PRODUCT_MSG.productNotFound);
  return toProduct(row);
}
