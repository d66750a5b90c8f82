import type { Design, VersionedDesign } from '@portal/contract';
import type { DesignJoinRow, VersionedDesignRow } from './repository';

/** Row (with its brand's name) -> SPEC 3 Design. */
export function toDesign(row: DesignJoinRow): Design {
  return {
    id: row.id,
    name: row.name,
    brand_id: row.brand_id,
    brand: row.brand_name === null ? null : { id: row.brand_id, name: row.brand_name },
  };
}

/** Row -> the design as its edit form loads it, with the `version` the edit sends back. */
export function toVersionedDesign(row: VersionedDesignRow): VersionedDesign {
  return { ...toDesign(row), version: Number(row.version) };
}
