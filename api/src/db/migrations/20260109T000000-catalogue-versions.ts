// docs/adr/0007-versioned-edits.md (every edit call carries a version): brands, designs and
// product categories get the `version` cities have, raised by each edit, so a save over someone
// else's newer change is a 409. Existing rows start at 1, the version every new row gets.
import type { Kysely } from 'kysely';

const TABLES = ['brands', 'designs', 'product_categories'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // SQLite has DROP COLUMN since 3.35 (better-sqlite3 bundles a newer one)
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
