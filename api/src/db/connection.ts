// Opens the database: PostgreSQL when a URL is given, else a SQLite file (ARCHITECTURE "The api").
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { Database, DB } from './schema';

// pg answers int8 (bigint columns, count(*), sum()) as strings; every such value here is far below
// 2^53, so parse them as numbers and both databases answer the same types.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric (sum() of integers on PostgreSQL) -> number as well
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DbOptions {
  /** postgres://... ; without it `sqliteFile` is used */
  databaseUrl?: string;
  /** path of the SQLite file, or ':memory:' */
  sqliteFile?: string;
  /** PostgreSQL only: work inside this schema (search_path), created if missing. Used by tests. */
  schema?: string;
  /** PostgreSQL pool size */
  poolSize?: number;
}

/**
 * SQLite: every transaction starts with BEGIN IMMEDIATE, so a writer takes the write lock at once
 * and concurrent writers (even in other processes) wait for each other (busy_timeout) instead of
 * failing when a read lock would have to be upgraded.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly cfg: SqliteDialectConfig) {
    super(cfg);
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.cfg);
  }
}

function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return `"${name}"`;
}

export function createDb(options: DbOptions): DB {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // search_path per connection, so tests can each work in their own schema
      ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
}

/** PostgreSQL only: creates the schema named in `options.schema` (tests) before migrating. */
export async function ensureSchema(db: DB, schema: string | undefined): Promise<void> {
  if (!schema) return;
  await db.executeQuery(CompiledQuery.raw(`create schema if not exists ${quoteIdent(schema)}`));
}

export async function dropSchema(db: DB, schema: string): Promise<void> {
  await db.executeQuery(CompiledQuery.raw(`drop schema if exists ${quoteIdent(schema)} cascade`));
}
