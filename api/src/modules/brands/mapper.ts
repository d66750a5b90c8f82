import type { Brand, VersionedBrand } from '@portal/contract';
import type { BrandRow, VersionedBrandRow } from './repository';

/** Row -> SPEC 3 Brand. */
export function toBrand(row: BrandRow): Brand {
  return { id: row.id, name: row.name };
}

/** Row -> the brand as its edit form loads it, with the `version` the edit sends back. */
export function toVersionedBrand(row: VersionedBrandRow): VersionedBrand {
  return { id: row.id, name: row.name, version: Number(row.version) };
}
