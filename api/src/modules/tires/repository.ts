// Tires (SPEC 3 Tire: the measure as name, tire_code, description, design with brand; plus version)
// and their points per profile (tire_points). Repository functions take `db` (or a transaction)
// first.
import { sql } from 'kysely';
import type { ListQuery } from '@portal/contract';
import { inChunks } from '../../db/chunks';
import { isPostgres, lower } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { listPage, type ListSpec } from '../../http/list';

/** a tire with its design's and brand's names, and its version */
function tireQuery(db: DB) {
  return db
    .selectFrom('tires as t')
    .leftJoin('designs as d', 'd.id', 't.design_id')
    .leftJoin('brands as b', 'b.id', 'd.brand_id')
    .select(['t.id', 't.name', 't.tire_code', 't.description', 't.design_id', 't.version', 'd.name as design_name', 'd.brand_id', 'b.name as brand_name']);
}
export type TireJoinRow = Awaited<ReturnType<ReturnType<typeof tireQuery>['executeTakeFirstOrThrow']>>;

/** every tire by name (SPEC 7 GET /api/tire without list parameters) */
export function listTireRows(db: DB): Promise<TireJoinRow[]> {
  return tireQuery(db).orderBy(lower('t.name')).orderBy('t.id').execute();
}

/** the tires (rines) of one design by name (SPEC 2.9: the rin list follows the design chosen) */
export function listTireRowsOfDesign(db: DB, designId: number): Promise<TireJoinRow[]> {
  return tireQuery(db).where('t.design_id', '=', designId).orderBy(lower('t.name')).orderBy('t.id').execute();
}

// sortable by name, id, tire_code, design and brand (contract TIRE_SORT); q looks in the
// measure, the code, the description and the design's and brand's names
const LIST: ListSpec = {
  sortable: {
    name: { column: 't.name', text: true },
    id: { column: 't.id' },
    tire_code: { column: 't.tire_code', text: true },
    design: { column: 'd.name', text: true },
    brand: { column: 'b.name', text: true },
  },
  searchable: ['t.name', 't.tire_code', 't.description', 'd.name', 'b.name'],
  defaultSort: 'name',
  idColumn: 't.id',
};

/** the list contract's page of tires (contract/src/list.ts), paged in SQL */
export function pageTireRows(db: DB, params: ListQuery) {
  return listPage(tireQuery(db), params, LIST);
}

export function findTire(db: DB, id: number): Promise<TireJoinRow | undefined> {
  return tireQuery(db).where('t.id', '=', id).executeTakeFirst();
}

function pointsQuery(db: DB) {
  return db
    .selectFrom('tire_points as tp')
    .leftJoin('profiles as p', 'p.id', 'tp.profiles_id')
    .select(['tp.tire_id', 'tp.profiles_id', 'tp.points_general', 'tp.points_uhp', 'tp.points_total', 'p.name as profile_name'])
    .orderBy('tp.profiles_id')
    .orderBy('tp.id');
}

/** the points rows of these tires with their profile's name, by profile (one query per 500 tires) */
export function listTirePointRows(db: DB, tireIds: readonly number[]) {
  return inChunks(tireIds, (chunk) => pointsQuery(db).where('tp.tire_id', 'in', chunk).execute());
}
export type TirePointRow = Awaited<ReturnType<typeof listTirePointRows>>[number];

/** every points row (the whole list answers every tire: one query, no id list) */
export function listAllTirePointRows(db: DB): Promise<TirePointRow[]> {
  return pointsQuery(db).execute();
}

export async function designExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('designs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** which of these profile ids exist */
export async function existingProfileIds(db: DB, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('profiles').select('id').where('id', 'in', [...ids]).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * PostgreSQL: holds, until the transaction ends, a lock on one tire code (ignoring capitals), so two
 * writes of the same new code run one after the other and the second sees the first (tire_code
 * has no unique index; SQLite transactions already run one at a time).
 */
export async function lockTireCode(db: DB, code: string): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(hashtextextended(${`tire-code:${code.toLowerCase()}`}, 0))`.execute(db);
}

/** another tire with this code, ignoring capitals (and `exceptId`, the tire being edited) */
export function findTireByCode(db: DB, code: string, exceptId?: number) {
  let query = db.selectFrom('tires').select(['id', 'name', 'tire_code']).where((eb) => eb(eb.fn('lower', ['tire_code']), '=', code.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export interface TireValues { name: string; tire_code: string; description: string; design_id: number }
export interface TirePointsValues { profiles_id: number; points_general: number; points_uhp: number; points_total: number }

export async function insertTire(db: DB, values: TireValues): Promise<number> {
  return (await db.insertInto('tires').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Writes the tire and raises its version, only while it still has `version` (see cities). */
export async function updateTireAtVersion(db: DB, id: number, values: TireValues, version: number): Promise<boolean> {
  const row = await db.updateTable('tires')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id).where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** the tire's points per profile become exactly `points` (a PUT replaces them) */
export async function replaceTirePoints(db: DB, tireId: number, points: readonly TirePointsValues[]): Promise<void> {
  await db.deleteFrom('tire_points').where('tire_id', '=', tireId).execute();
  if (points.length > 0) await db.insertInto('tire_points').values(points.map((p) => ({ tire_id: tireId, ...p }))).execute();
}

/** invoice lines with the tire, and the invoices they belong to */
export async function countInvoiceUse(db: DB, tireId: number): Promise<{ lines: number; invoices: number }> {
  const row = await db.selectFrom('invoice_references')
    .select((eb) => [eb.fn.countAll<number>().as('lines'), eb.fn.count<number>('invoice_id').distinct().as('invoices')])
    .where('tire_id', '=', tireId)
    .executeTakeFirstOrThrow();
  return { lines: Number(row.lines), invoices: Number(row.invoices) };
}

/** deletes the tire; its points rows go with it (tire_points cascades) */
export async function deleteTire(db: DB, id: number): Promise<void> {
  await db.deleteFrom('tires').where('id', '=', id).execute();
}
