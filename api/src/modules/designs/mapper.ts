import type { Design } from '@portal/contract';
import type { DesignJoinRow } from './repository';

/** Row (with its brand's name) -> SPEC 3 Design. */
export function toDesign(row: DesignJoinRow): Design {
  return {
    id: row.id,
    name: row.name,
    brand_id: row.brand_id,
    brand: row.brand_name === null ? null : { id: row.brand_id, name: row.brand_name },
  };
}
