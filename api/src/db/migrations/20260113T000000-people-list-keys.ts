// docs/adr/0012-one-list-contract.md: 'Lista de Usuarios' and
// the administrator's 'Lista de Ventas' on the list contract. What they sort as text or search gets
// a stored `<column>_key`, the column as contract/src/list.ts searchKey compares it (a generated
// column on PostgreSQL, a column kept by triggers on SQLite, as migration 20260111T000000-list-keys):
// the user's name and e-mail, the invoice's number. Identification numbers and phones are digits
// and separators, which searchKey leaves as they are, so they are searched as stored (no key).
// Indexes, so the first page of 10,000 users and of 200,000 invoices, and its count, read index
// entries only (tools/perf/bench-people.ts):
// - users (name_key, id), (email_key, id): the name order (the default) and the e-mail order;
// - invoices (created_at, id): the default order, newest registration first;
// - invoices (state, created_at, id), (subsidiary_id, created_at, id): a state or a branch filter,
//   walked newest first; (sale_date, created_at, id), (state, sale_date, created_at, id): a period,
//   alone or with a state, counted and sorted without reading the table;
// - invoices (number_key, id): the number order.
// invoices (users_id, created_at), a participant's own, exists since the first migration.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// the replacements of SEARCH_FOLD as they were when this migration was written (a migration never
// changes with the code)
const FOLD: [string, string][] = [
  ['Á', 'a'], ['á', 'a'], ['É', 'e'], ['é', 'e'], ['Í', 'i'], ['í', 'i'], ['Ó', 'o'], ['ó', 'o'],
  ['Ú', 'u'], ['ú', 'u'], ['Ü', 'u'], ['ü', 'u'], ['Ñ', 'n~'], ['ñ', 'n~'],
];

const KEYED: Record<string, string[]> = {
  users: ['name', 'email'],
  invoices: ['number'],
};

const INDEXES: { name: string; table: string; columns: string }[] = [
  { name: 'users_name_key_idx', table: 'users', columns: 'name_key, id' },
  { name: 'users_email_key_idx', table: 'users', columns: 'email_key, id' },
  { name: 'invoices_created_at_id_idx', table: 'invoices', columns: 'created_at, id' },
  { name: 'invoices_state_created_at_idx', table: 'invoices', columns: 'state, created_at, id' },
  { name: 'invoices_subsidiary_created_at_idx', table: 'invoices', columns: 'subsidiary_id, created_at, id' },
  { name: 'invoices_sale_date_created_at_idx', table: 'invoices', columns: 'sale_date, created_at, id' },
  { name: 'invoices_state_sale_date_created_at_idx', table: 'invoices', columns: 'state, sale_date, created_at, id' },
  { name: 'invoices_number_key_idx', table: 'invoices', columns: 'number_key, id' },
];

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
  }
  for (const index of INDEXES) await sql.raw(`create index ${index.name} on ${index.table} (${index.columns})`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const index of INDEXES) await sql.raw(`drop index if exists ${index.name}`).execute(db);
  for (const [table, columns] of Object.entries(KEYED)) {
    if (!postgres) {
      await sql.raw(`drop trigger if exists ${table}_keys_insert`).execute(db);
      await sql.raw(`drop trigger if exists ${table}_keys_update`).execute(db);
    }
    for (const column of columns) await sql.raw(`alter table ${table} drop column ${column}_key`).execute(db);
  }
}
