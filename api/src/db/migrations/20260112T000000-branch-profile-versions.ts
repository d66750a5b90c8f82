// docs/adr/0007-versioned-edits.md and "Catalogue administration": branches and
// profiles get what the catalogue tables have. `version`, raised by each edit, so a save over
// someone else's newer change is a 409 (existing rows start at 1, the version every new row gets);
// and `name_key`, the name as contract/src/list.ts searchKey compares it (a generated column on
// PostgreSQL, a column kept by triggers on SQLite, as migration 20260111T000000-list-keys),
// indexed with the id, for the lists' sort and search and the duplicate-name check.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// the replacements of SEARCH_FOLD as they were when this migration was written (a migration never
// changes with the code)
const FOLD: [string, string][] = [
  ['Á', 'a'], ['á', 'a'], ['É', 'e'], ['é', 'e'], ['Í', 'i'], ['í', 'i'], ['Ó', 'o'], ['ó', 'o'],
  ['Ú', 'u'], ['ú', 'u'], ['Ü', 'u'], ['ü', 'u'], ['Ñ', 'n~'], ['ñ', 'n~'],
];

const TABLES = ['subsidiaries', 'profiles'] as const;

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
/** the SQL text of `expr` folded (both databases have replace() and lower()) */
function fold(expr: string): string {
  let out = expr;
  for (const [from, to] of FOLD) out = `replace(${out}, ${quote(from)}, ${quote(to)})`;
  return `lower(${out})`;
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    if (postgres) {
      await sql.raw(`alter table ${table} add column name_key text generated always as (${fold('name')}) stored`).execute(db);
    } else {
      await sql.raw(`alter table ${table} add column name_key text`).execute(db);
      await sql.raw(`update ${table} set name_key = ${fold('name')}`).execute(db);
      await sql.raw(`create trigger ${table}_keys_insert after insert on ${table} begin update ${table} set name_key = ${fold('new.name')} where id = new.id; end`).execute(db);
      await sql.raw(`create trigger ${table}_keys_update after update of name on ${table} begin update ${table} set name_key = ${fold('new.name')} where id = new.id; end`).execute(db);
    }
    await sql.raw(`create index ${table}_name_key_idx on ${table} (name_key, id)`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of TABLES) {
    await sql.raw(`drop index if exists ${table}_name_key_idx`).execute(db);
    if (!postgres) {
      await sql.raw(`drop trigger if exists ${table}_keys_insert`).execute(db);
      await sql.raw(`drop trigger if exists ${table}_keys_update`).execute(db);
    }
    await sql.raw(`alter table ${table} drop column name_key`).execute(db);
    // SQLite has DROP COLUMN since 3.35 (better-sqlite3 bundles a newer one)
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
