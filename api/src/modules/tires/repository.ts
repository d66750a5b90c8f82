// Tires (SPEC 3 Tire: the measure as name, tire_code, description, design with brand) and their
// points per profile (tire_points). Repository functions take `db` (or a transaction) first; the
// reads are named for reads so the writes of the administration issue sit beside them.
import { inChunks } from '../../db/chunks';
import { lower } from '../../db/dialect';
import type { DB } from '../../db/schema';

/** a tire with its design's and brand's names */
function tireQuery(db: DB) {
  return db
    .selectFrom('tires as t')
    .leftJoin('designs as d', 'd.id', 't.design_id')
    .leftJoin('brands as b', 'b.id', 'd.brand_id')
    .select(['t.id', 't.name', 't.tire_code', 't.description', 't.design_id', 'd.name as design_name', 'd.brand_id', 'b.name as brand_name']);
}
export type TireJoinRow = Awaited<ReturnType<ReturnType<typeof tireQuery>['executeTakeFirstOrThrow']>>;

/** the tires (rines) of one design by name (SPEC 2.9: the rin list follows the design chosen) */
export function listTireRowsOfDesign(db: DB, designId: number): Promise<TireJoinRow[]> {
  return tireQuery(db).where('t.design_id', '=', designId).orderBy(lower('t.name')).orderBy('t.id').execute();
}

/** the points rows of these tires with their profile's name, by profile */
export function listTirePointRows(db: DB, tireIds: readonly number[]) {
  return inChunks(tireIds, (chunk) =>
    db
      .selectFrom('tire_points as tp')
      .leftJoin('profiles as p', 'p.id', 'tp.profiles_id')
      .select(['tp.tire_id', 'tp.profiles_id', 'tp.points_general', 'tp.points_uhp', 'tp.points_total', 'p.name as profile_name'])
      .where('tp.tire_id', 'in', chunk)
      .orderBy('tp.profiles_id')
      .orderBy('tp.id')
      .execute(),
  );
}
export type TirePointRow = Awaited<ReturnType<typeof listTirePointRows>>[number];

export async function designExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('designs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
