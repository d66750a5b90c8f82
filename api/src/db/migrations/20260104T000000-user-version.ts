// A stale edit form must not move points: every user row carries a version, bumped by each
// successful POST /api/users/update/{id} (never by points movements). The edit form sends back the
// version it loaded, and a save over a newer row is refused with 409.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('version').execute();
}
