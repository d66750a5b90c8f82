// Brands (SPEC 3 Brand: id, name). Repository functions take `db` (or a transaction) first; the
// reads are named for reads so the writes of the administration issue sit beside them.
import { lower } from '../../db/dialect';
import type { DB } from '../../db/schema';

const COLUMNS = ['id', 'name'] as const;

/** every brand by name (SPEC 2.9: the brand list of a tire line) */
export function listBrandRows(db: DB) {
  return db.selectFrom('brands').select(COLUMNS).orderBy(lower('name')).orderBy('id').execute();
}
export type BrandRow = Awaited<ReturnType<typeof listBrandRows>>[number];
