// docs/adr/0007-versioned-edits.md (every edit call carries a version): tires and products
// get the `version` cities, brands, designs and categories have, raised by each edit, so a save
// over someone else's newer change is a 409. Existing rows start at 1, the version every new row gets.
import type { Kysely } from 'kysely';

const TABLES = ['tires', 'products'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('version').execute();
}
