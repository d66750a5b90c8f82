// The catalogues that are a name and nothing else (SPEC 3 Brand and product category: id, name;
// plus version): one set of queries, parameterised by the table and by what refers to its
// rows. Each query takes `db` (or a transaction) first, like every repository function.
import { searchKey, type ListPage, type ListQuery } from '@portal/contract';
import { foldedColumn, listAll, listPage, type ListSpec } from '../http/list';
import type { DB } from './schema';

/** a row as the lists answer it */
export interface NamedRow { id: number; name: string }
/** a row as its edit form loads it, with the `version` the edit sends back ("Stale edits") */
export interface VersionedNamedRow extends NamedRow { version: number }

/**
 * The table of the catalogue, and the table and column whose rows refer to one of its rows (a
 * brand's designs, a category's products): a row they refer to is not deleted.
 */
export type NamedCatalogueTables =
  | { table: 'brands'; usedBy: { table: 'designs'; column: 'brand_id' } }
  | { table: 'product_categories'; usedBy: { table: 'products'; column: 'product_categories_id' } };

const COLUMNS = ['id', 'name'] as const;
const VERSIONED = ['id', 'name', 'version'] as const;

/**
 * The list of a catalogue of names (LIST_SORT: brands, categories, cities): by name (capitals and
 * accents do not count, contract searchKey) or id; `q` looks in the name.
 */
export const NAMED_LIST: ListSpec = {
  sortable: { name: { column: 'name', text: true }, id: { column: 'id' } },
  searchable: ['name'],
  defaultSort: 'name',
  idColumn: 'id',
};

export interface NamedCatalogue {
  /** every row by name (SPEC 9: pick lists alphabetically), the list's default order */
  list(db: DB): Promise<NamedRow[]>;
  /** the list contract's page of rows (contract/src/list.ts) */
  page(db: DB, params: ListQuery): Promise<ListPage<NamedRow>>;
  find(db: DB, id: number): Promise<VersionedNamedRow | undefined>;
  /**
   * another row with the same name as the list compares names (capitals and accents do not count,
   * contract searchKey), other than `exceptId`, the row being edited
   */
  findByName(db: DB, name: string, exceptId?: number): Promise<{ id: number } | undefined>;
  insert(db: DB, name: string): Promise<VersionedNamedRow>;
  /**
   * Renames the row and raises its version, only while it still has `version`: undefined when
   * another edit got there first (the condition is part of the UPDATE, see cities).
   */
  updateAtVersion(db: DB, id: number, name: string, version: number): Promise<VersionedNamedRow | undefined>;
  /** how many rows of `usedBy` refer to the row */
  countUses(db: DB, id: number): Promise<number>;
  remove(db: DB, id: number): Promise<void>;
}

export function namedCatalogue({ table, usedBy }: NamedCatalogueTables): NamedCatalogue {
  const rows = (db: DB) => db.selectFrom(table).select(COLUMNS);
  return {
    list: (db) => listAll(rows(db), NAMED_LIST),
    page: (db, params) => listPage(rows(db), params, NAMED_LIST),
    find: (db, id) => db.selectFrom(table).select(VERSIONED).where('id', '=', id).executeTakeFirst(),
    findByName(db, name, exceptId) {
      let query = db.selectFrom(table).select('id').where(foldedColumn('name'), '=', searchKey(name));
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return query.executeTakeFirst();
    },
    insert: (db, name) => db.insertInto(table).values({ name }).returning(VERSIONED).executeTakeFirstOrThrow(),
    updateAtVersion: (db, id, name, version) => db.updateTable(table)
      .set((eb) => ({ name, version: eb('version', '+', 1) }))
      .where('id', '=', id).where('version', '=', version)
      .returning(VERSIONED)
      .executeTakeFirst(),
    async countUses(db, id) {
      const row = await db.selectFrom(usedBy.table).select((eb) => eb.fn.countAll<number>().as('n'))
        .where(usedBy.column, '=', id).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async remove(db, id) {
      await db.deleteFrom(table).where('id', '=', id).execute();
    },
  };
}
