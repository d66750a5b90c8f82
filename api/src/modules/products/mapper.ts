import type { Product, VersionedProduct } from '@portal/contract';
import type { ProductRow } from './repository';

/** Row -> SPEC 3 Product. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    points: Number(row.points),
    points_value: Number(row.points_value),
    estimated_value: Number(row.estimated_value),
    image: row.image,
    state: row.state,
    product_categories_id: row.product_categories_id,
    product_category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? '' },
  };
}

/** Row -> the product as its edit form loads it, with the `version` the edit sends back. */
export function toVersionedProduct(row: ProductRow): VersionedProduct {
  return { ...toProduct(row), version: Number(row.version) };
}
