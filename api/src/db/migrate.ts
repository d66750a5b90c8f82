// Runs every pending migration on start (ARCHITECTURE "The api": created and migrated on start).
import SqliteDatabase from 'better-sqlite3';
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

export interface StartupLockOptions {
  /** SQLite: the database file (the lock is a file beside it); unset or ':memory:' on PostgreSQL */
  sqliteFile?: string;
  /** give up after this long (ms, default 5 minutes): another process is stuck in its start */
  timeoutMs?: number;
}

const STARTUP_LOCK = 'portal-startup';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Exactly once: runs `fn` (migrations and the demo seed) while no other api process on
 * the same database runs it, so several processes started together on an empty database migrate
 * and seed it once; the ones that wait find it done.
 * - PostgreSQL: a session-level advisory lock on one reserved connection, named after the schema
 *   (tests in schemas of their own do not wait for each other). A process that dies loses its
 *   session, and with it the lock.
 * - SQLite (one machine): an exclusive lock on a small SQLite file beside the database, taken
 *   without blocking the event loop (polled); the operating system drops it with a dead process.
 */
export async function withStartupLock<T>(db: DB, options: StartupLockOptions, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 5 * 60_000);
  const timedOut = () => new Error(`Another api process has held the start-up lock for too long (${Math.round((options.timeoutMs ?? 300_000) / 1000)} s); start again once it has started or stopped.`);

  if (isPostgres(db)) {
    return db.connection().execute(async (conn) => {
      const key = sql`hashtextextended(${STARTUP_LOCK} || ':' || coalesce(current_schema(), ''), 0)`;
      // pg_try_advisory_lock polled, not pg_advisory_lock: a bounded wait, and no pooled query stuck behind it
      for (;;) {
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(conn);
        if (rows[0]?.locked) break;
        if (Date.now() > deadline) throw timedOut();
        await sleep(100);
      }
      try {
        return await fn();
      } finally {
        await sql`select pg_advisory_unlock(${key})`.execute(conn).catch(() => undefined);
      }
    });
  }

  if (!options.sqliteFile || options.sqliteFile === ':memory:') return fn();
  const lockFile = new SqliteDatabase(`${options.sqliteFile}.startup-lock`);
  try {
    // busy at once instead of waiting inside SQLite, which would block the whole process
    lockFile.pragma('busy_timeout = 0');
    for (;;) {
      try {
        lockFile.exec('begin exclusive');
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err;
        if (Date.now() > deadline) throw timedOut();
        await sleep(100);
      }
    }
    try {
      return await fn();
    } finally {
      lockFile.exec('rollback');
    }
  } finally {
    lockFile.close();
  }
}
