// The last write must not silently win: every city edit raises `version`, and PUT
// /api/city/{id} refuses a body whose version is not the stored one (409), so an administrator
// saving a form loaded before someone else's edit cannot silently overwrite it. Existing rows
// start at 1, the version every new city gets.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cities').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // SQLite has DROP COLUMN since 3.35 (better-sqlite3 bundles a newer one)
  await db.schema.alterTable('cities').dropColumn('version').execute();
}
