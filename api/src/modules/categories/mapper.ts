import type { ProductCategory } from '@portal/contract';
import type { CategoryRow } from './repository';

/** Row -> SPEC 3 product category. */
export function toCategory(row: CategoryRow): ProductCategory {
  return { id: row.id, name: row.name };
}
