import type { ProductCategory, VersionedCategory } from '@portal/contract';
import type { CategoryRow, VersionedCategoryRow } from './repository';

/** Row -> SPEC 3 product category. */
export function toCategory(row: CategoryRow): ProductCategory {
  return { id: row.id, name: row.name };
}

/** Row -> the category as its edit form loads it, with the `version` the edit sends back. */
export function toVersionedCategory(row: VersionedCategoryRow): VersionedCategory {
  return { id: row.id, name: row.name, version: Number(row.version) };
}
