// Runs every pending migration on start (ARCHITECTURE "The api": created and migrated on start).
import { Migrator, sql } from 'kysely';
import { isPostgres } from './dialect';
import { migrationProvider } from './migrations';
import type { DB } from './schema';

export interface MigrateOptions {
  /** PostgreSQL: schema holding the migration bookkeeping tables (tests work in their own schema) */
  schema?: string;
}

export async function migrateToLatest(db: DB, options: MigrateOptions = {}): Promise<string[]> {
  // Without a named schema, Kysely's Migrator takes a kysely_migration table in ANY schema of the
  // database for its own; a database chosen by search_path must keep its bookkeeping in its own schema.
  const schema = options.schema ?? (isPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined);
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
