// docs/adr/0013-names-compared-by-stored-keys.md: every column a list sorts as text or
// searches gets a stored `<column>_key`, the column as contract/src/list.ts searchKey compares it
// (Spanish accents and 'ñ' replaced, then lower()). Computed by the database on every write:
// a generated column on PostgreSQL, a column kept by triggers on SQLite (ALTER TABLE cannot add a
// stored generated column there). Indexed with the id, so the first page of a list sorted by name
// reads ten index entries instead of folding and sorting every row, and a search compares plain
// text instead of calling replace() fourteen times per column and row.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// the replacements of SEARCH_FOLD as they were when this migration was written (a migration never
// changes with the code)
const FOLD: [string, string][] = [
  ['Á', 'a'], ['á', 'a'], ['É', 'e'], ['é', 'e'], ['Í', 'i'], ['í', 'i'], ['Ó', 'o'], ['ó', 'o'],
  ['Ú', 'u'], ['ú', 'u'], ['Ü', 'u'], ['ü', 'u'], ['Ñ', 'n~'], ['ñ', 'n~'],
];

const KEYED: Record<string, string[]> = {
  brands: ['name'],
  designs: ['name'],
  product_categories: ['name'],
  cities: ['name'],
  tires: ['name', 'tire_code', 'description'],
  products: ['name'],
};
/** the columns whose key is indexed (the lists' default and likely sorts) */
const INDEXED: Record<string, string[]> = {
  brands: ['name'], designs: ['name'], product_categories: ['name'], cities: ['name'], tires: ['name', 'tire_code'], products: ['name'],
};

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** the SQL text of `expr` folded (both databases have replace() and lower()) */
function fold(expr: string): string {
  let out = expr;
  for (const [from, to] of FOLD) out = `replace(${out}, ${quote(from)}, ${quote(to)})`;
  return `lower(${out})`;
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const [table, columns] of Object.entries(KEYED)) {
    for (const column of columns) {
      if (postgres) {
        await sql.raw(`alter table ${table} add column ${column}_key text generated always as (${fold(column)}) stored`).execute(db);
      } else {
        await sql.raw(`alter table ${table} add column ${column}_key text`).execute(db);
        await sql.raw(`update ${table} set ${column}_key = ${fold(column)}`).execute(db);
      }
    }
    if (!postgres) {
      const set = columns.map((c) => `${c}_key = ${fold(`new.${c}`)}`).join(', ');
      await sql.raw(`create trigger ${table}_keys_insert after insert on ${table} begin update ${table} set ${set} where id = new.id; end`).execute(db);
      await sql.raw(`create trigger ${table}_keys_update after update of ${columns.join(', ')} on ${table} begin update ${table} set ${set} where id = new.id; end`).execute(db);
    }
    for (const column of INDEXED[table]) {
      await sql.raw(`create index ${table}_${column}_key_idx on ${table} (${column}_key, id)`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const [table, columns] of Object.entries(KEYED)) {
    for (const column of INDEXED[table]) await sql.raw(`drop index if exists ${table}_${column}_key_idx`).execute(db);
    if (!postgres) {
      await sql.raw(`drop trigger if exists ${table}_keys_insert`).execute(db);
      await sql.raw(`drop trigger if exists ${table}_keys_update`).execute(db);
    }
    for (const column of columns) await sql.raw(`alter table ${table} drop column ${column}_key`).execute(db);
  }
}
