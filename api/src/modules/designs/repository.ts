// Designs (SPEC 3 Design: id, name, brand {id, name}; written as name, brand_id; plus version).
// Repository functions take `db` (or a transaction) first.
import { searchKey, type ListQuery } from '@portal/contract';
import type { DB } from '../../db/schema';
import { foldedColumn, listAll, listPage, type ListSpec } from '../../http/list';

/** a design with its brand's name */
function designQuery(db: DB) {
  return db
    .selectFrom('designs as d')
    .leftJoin('brands as b', 'b.id', 'd.brand_id')
    .select(['d.id', 'd.name', 'd.brand_id', 'b.name as brand_name']);
}
export type DesignJoinRow = Awaited<ReturnType<ReturnType<typeof designQuery>['executeTakeFirstOrThrow']>>;

/** LIST_SORT.designs: by design name, id or brand name; `q` looks in the design's and the brand's name */
const LIST: ListSpec = {
  sortable: { name: { column: 'd.name', text: true }, id: { column: 'd.id' }, brand: { column: 'b.name', text: true } },
  searchable: ['d.name', 'b.name'],
  defaultSort: 'name',
  idColumn: 'd.id',
};

/** every design by name (SPEC 2.8 'Lista de Diseños'), the list's default order */
export function listDesignRows(db: DB): Promise<DesignJoinRow[]> {
  return listAll(designQuery(db), LIST);
}

/** the list contract's page of designs (contract/src/list.ts) */
export function pageDesignRows(db: DB, params: ListQuery) {
  return listPage(designQuery(db), params, LIST);
}

/** the designs of one brand by name (SPEC 2.9: the design list follows the brand chosen) */
export function listDesignRowsOfBrand(db: DB, brandId: number): Promise<DesignJoinRow[]> {
  return listAll(designQuery(db).where('d.brand_id', '=', brandId), LIST);
}

export function findDesign(db: DB, id: number) {
  return designQuery(db).select('d.version').where('d.id', '=', id).executeTakeFirst();
}
export type VersionedDesignRow = NonNullable<Awaited<ReturnType<typeof findDesign>>>;

export function findBrand(db: DB, id: number) {
  return db.selectFrom('brands').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function brandExists(db: DB, id: number): Promise<boolean> {
  return (await findBrand(db, id)) !== undefined;
}

/**
 * another design of the brand with the same name as the list compares names (capitals and accents
 * do not count, contract searchKey), other than `exceptId`, the design being edited
 */
export function findDesignOfBrandByName(db: DB, brandId: number, name: string, exceptId?: number) {
  let query = db.selectFrom('designs').select('id').where('brand_id', '=', brandId).where(foldedColumn('name'), '=', searchKey(name));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export interface DesignValues { name: string; brand_id: number }

export async function insertDesign(db: DB, values: DesignValues): Promise<number> {
  return (await db.insertInto('designs').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Writes the design and raises its version, only while it still has `version` (see cities): false when another edit got there first. */
export async function updateDesignAtVersion(db: DB, id: number, values: DesignValues, version: number): Promise<boolean> {
  const row = await db.updateTable('designs')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id).where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countTiresOfDesign(db: DB, id: number): Promise<number> {
  const row = await db.selectFrom('tires').select((eb) => eb.fn.countAll<number>().as('n')).where('design_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteDesign(db: DB, id: number): Promise<void> {
  await db.deleteFrom('designs').where('id', '=', id).execute();
}
