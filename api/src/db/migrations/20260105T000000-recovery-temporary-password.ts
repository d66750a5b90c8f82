// A recovery must not lock anyone out, so it never replaces the password: it stores a temporary
// one next to it (argon2id hash and its expiry, ISO-8601 text like every date here), which
// becomes the password only when it is used to log in.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('temp_password_hash', 'text').execute();
  await db.schema.alterTable('users').addColumn('temp_password_expires_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('temp_password_expires_at').execute();
  await db.schema.alterTable('users').dropColumn('temp_password_hash').execute();
}
