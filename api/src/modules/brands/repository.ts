// Brands (SPEC 3 Brand: id, name; plus version): a catalogue of names, whose queries are
// db/named-catalogue.ts's (each takes `db` or a transaction first). Designs use a brand.
import { namedCatalogue, type NamedRow, type VersionedNamedRow } from '../../db/named-catalogue';

export type BrandRow = NamedRow;
export type VersionedBrandRow = VersionedNamedRow;

export const brands = namedCatalogue({ table: 'brands', usedBy: { table: 'designs', column: 'brand_id' } });
