// Opens the database: PostgreSQL when a URL is given, else a SQLite file (ARCHITECTURE "The api").
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver,
  type DatabaseConnection, type Driver, type SqliteDatabase as KyselySqliteDatabase, type SqliteDialectConfig, type SqliteStatement,
} from 'kysely';
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
  /**
   * SQLite only: how long a statement waits for another connection's write lock before failing
   * with SQLITE_BUSY (ms, default 5000). Tests use a short one to see the busy answer quickly.
   */
  sqliteBusyTimeoutMs?: number;
}

const SQLITE_BUSY_TIMEOUT_MS = 5000;

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

/**
 * Kysely's SQLite driver prepares every statement anew (better-sqlite3 `prepare` on each query); a
 * profile of the api under load put that at ~12% of all CPU time. The same SQL text is prepared
 * once and reused: a better-sqlite3 statement can run any number of times with new parameters,
 * and SQLite re-prepares it by itself if the schema changed. Kysely runs one query at a time on
 * the single connection, so a cached statement is never in use twice at once. Bounded (least
 * recently used goes first), since `in (?, ?, ...)` lists and multi-row inserts make many texts.
 *
 * It also counts the statements that may change the database (db/unchanged.ts): every
 * query Kysely runs on this connection is prepared here first, in the same tick as it runs.
 */
export class StatementCache implements KyselySqliteDatabase {
  private readonly statements = new Map<string, { stmt: SqliteStatement; changes: boolean }>();
  private readonly dataVersion: SqliteDatabase.Statement;
  /** statements run so far that write, or control a transaction (conservative: any but a plain read) */
  private changing = 0;

  constructor(private readonly sqlite: SqliteDatabase.Database, private readonly max = 500) {
    this.dataVersion = sqlite.prepare('pragma data_version').pluck();
  }

  prepare(sql: string): SqliteStatement {
    let entry = this.statements.get(sql);
    if (entry) {
      // most recently used last
      this.statements.delete(sql);
    } else {
      const stmt = this.sqlite.prepare(sql);
      // readonly: SQLite's sqlite3_stmt_readonly (false for an insert ... returning, which is a reader)
      entry = { stmt: stmt as unknown as SqliteStatement, changes: !stmt.readonly || !stmt.reader };
      if (this.statements.size >= this.max) this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(sql, entry);
    if (entry.changes) this.changing += 1;
    return entry.stmt;
  }

  /**
   * A mark that stays the same for as long as the database does: SQLite's data_version,
   * which moves when any other connection (of this process or another) commits, read in a read
   * transaction of its own, and the count of this connection's changing statements. Null while
   * this connection is inside a transaction, where data_version would not see a commit made
   * elsewhere since the transaction began.
   */
  state(): string | null {
    if (this.sqlite.inTransaction) return null;
    try {
      return `${this.dataVersion.get() as number}.${this.changing}`;
    } catch {
      // unknown (say, the file is busy being recovered): nothing is kept or taken, the caller reads
      return null;
    }
  }

  get size(): number {
    return this.statements.size;
  }

  close(): void {
    this.statements.clear();
    this.sqlite.close();
  }
}

/** the statement cache behind each SQLite database opened here (db/unchanged.ts reads its state) */
const SQLITE_STATEMENTS = new WeakMap<Kysely<any>, StatementCache>();

/**
 * What `StatementCache.state()` says of this database: the same text while nothing in
 * it has changed; null when that cannot be known cheaply (PostgreSQL, or a transaction is open).
 */
export function databaseState(db: Kysely<any>): string | null {
  return SQLITE_STATEMENTS.get(db)?.state() ?? null;
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
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.sqliteBusyTimeoutMs ?? SQLITE_BUSY_TIMEOUT_MS))}`);
  sqlite.pragma('synchronous = NORMAL');
  const statements = new StatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: statements }) });
  SQLITE_STATEMENTS.set(db, statements);
  return db;
}

/** PostgreSQL only: creates the schema named in `options.schema` (tests) before migrating. */
export async function ensureSchema(db: DB, schema: string | undefined): Promise<void> {
  if (!schema) return;
  await db.executeQuery(CompiledQuery.raw(`create schema if not exists ${quoteIdent(schema)}`));
}

export async function dropSchema(db: DB, schema: string): Promise<void> {
  await db.executeQuery(CompiledQuery.raw(`drop schema if exists ${quoteIdent(schema)} cascade`));
}
