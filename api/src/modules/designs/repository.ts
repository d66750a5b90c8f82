// Designs (SPEC 3 Design: id, name, brand {id, name}; written as name, brand_id). Repository
// functions take `db` (or a transaction) first; the reads are named for reads so the writes of the
// administration issue sit beside them.
import { lower } from '../../db/dialect';
import type { DB } from '../../db/schema';

/** a design with its brand's name */
function designQuery(db: DB) {
  return db
    .selectFrom('designs as d')
    .leftJoin('brands as b', 'b.id', 'd.brand_id')
    .select(['d.id', 'd.name', 'd.brand_id', 'b.name as brand_name']);
}
export type DesignJoinRow = Awaited<ReturnType<ReturnType<typeof designQuery>['executeTakeFirstOrThrow']>>;

/** the designs of one brand by name (SPEC 2.9: the design list follows the brand chosen) */
export function listDesignRowsOfBrand(db: DB, brandId: number): Promise<DesignJoinRow[]> {
  return designQuery(db).where('d.brand_id', '=', brandId).orderBy(lower('d.name')).orderBy('d.id').execute();
}

export async function brandExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
