// Runs every pending migration on start (ARCHITECTURE "The api": created and migrated on start).
import { Migrator } from 'kysely';
import { migrationProvider } from './migrations';
import type { DB } from './schema';

export interface MigrateOptions {
  /** PostgreSQL: schema holding the migration bookkeeping tables (tests work in their own schema) */
  schema?: string;
}

export async function migrateToLatest(db: DB, options: MigrateOptions = {}): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
