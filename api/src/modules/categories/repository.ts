// Product categories (SPEC 3: id, name; plus version): a catalogue of names, whose queries
// are db/named-catalogue.ts's (each takes `db` or a transaction first). Products use a category.
import { namedCatalogue, type NamedRow, type VersionedNamedRow } from '../../db/named-catalogue';

export type CategoryRow = NamedRow;
export type VersionedCategoryRow = VersionedNamedRow;

export const categories = namedCatalogue({ table: 'product_categories', usedBy: { table: 'products', column: 'product_categories_id' } });
