// One way to run writes that must be atomic (ARCHITECTURE "Points": two requests at once can never
// spend the same points, on SQLite or on PostgreSQL).
//
// - SQLite: every transaction begins IMMEDIATE (see connection.ts), so it holds the write lock
//   from its first statement: writers run one after another, a read-then-write inside `fn` can
//   never be overtaken by another writer, and other processes wait (busy_timeout).
// - PostgreSQL: READ COMMITTED by default; inside `fn` lock the rows you are about to change, so a
//   concurrent transaction waits for this one to commit and then reads the new values. For a
//   user's points always use the points engine's `lockUser` (FOR NO KEY UPDATE: a plain FOR UPDATE
//   on the user deadlocks against transactions that insert rows referencing that user first);
//   `forUpdate` below is for other rows.
import type { SelectQueryBuilder } from 'kysely';
import { isPostgres } from './dialect';
import type { DB, Trx } from './schema';

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

/**
 * Runs `fn` in a transaction and returns its result; a throw rolls everything back.
 * Called with a transaction already open, `fn` simply joins it (no nested BEGIN).
 */
export async function inTransaction<T>(db: DB, fn: (trx: Trx) => Promise<T>, options: { isolation?: IsolationLevel } = {}): Promise<T> {
  if (db.isTransaction) return fn(db as Trx);
  let builder = db.transaction();
  // isolation levels are a PostgreSQL matter; SQLite transactions are always serializable
  if (options.isolation && isPostgres(db)) builder = builder.setIsolationLevel(options.isolation);
  return builder.execute(fn);
}

/**
 * `SELECT ... FOR UPDATE` on PostgreSQL; on SQLite the IMMEDIATE transaction already excludes
 * every other writer, and SQLite has no FOR UPDATE, so the query is left as it is.
 */
export function forUpdate<QB extends SelectQueryBuilder<any, any, any>>(query: QB, db: DB): QB {
  return isPostgres(db) ? (query.forUpdate() as QB) : query;
}
