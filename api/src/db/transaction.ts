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
//
// A transaction that fails because the database was busy (SQLite: the write lock stayed taken for
// longer than busy_timeout) or because PostgreSQL chose it as the loser of a serialization failure
// or a deadlock was rolled back whole, so it is simply run again, a few times, after a short jittered
// pause. If it still fails, the error reaches the error handler, which answers 503 with
// a Spanish detail and Retry-After (http/error-handler.ts), never a bare 500.
import type { SelectQueryBuilder } from 'kysely';
import { isPostgres } from './dialect';
import { isRetryable } from './errors';
import type { DB, Trx } from './schema';

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  isolation?: IsolationLevel;
  /** runs of `fn` in all when the database answers busy/serialization/deadlock (default 3) */
  attempts?: number;
}

const DEFAULT_ATTEMPTS = 3;
/** pause before the 2nd, 3rd... run: base * 3^(n-1), each between half and the whole of it */
const BACKOFF_BASE_MS = 25;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const retryPauseMs = (retry: number) => {
  const ceiling = BACKOFF_BASE_MS * 3 ** (retry - 1);
  return ceiling / 2 + Math.random() * (ceiling / 2);
};

/**
 * Runs `fn` in a transaction and returns its result; a throw rolls everything back.
 * Called with a transaction already open, `fn` simply joins it (no nested BEGIN, and no retry:
 * the outermost call retries the whole transaction).
 *
 * `fn` may run more than once (see above): it must not do anything outside the database that
 * cannot be repeated (send mail or store files before or after, not inside).
 */
export async function inTransaction<T>(db: DB, fn: (trx: Trx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  if (db.isTransaction) return fn(db as Trx);
  const attempts = Math.max(1, options.attempts ?? DEFAULT_ATTEMPTS);
  for (let attempt = 1; ; attempt++) {
    let builder = db.transaction();
    // isolation levels are a PostgreSQL matter; SQLite transactions are always serializable
    if (options.isolation && isPostgres(db)) builder = builder.setIsolationLevel(options.isolation);
    try {
      return await builder.execute(fn);
    } catch (err) {
      if (attempt >= attempts || !isRetryable(err)) throw err;
      await pause(retryPauseMs(attempt));
    }
  }
}

/**
 * `SELECT ... FOR UPDATE` on PostgreSQL; on SQLite the IMMEDIATE transaction already excludes
 * every other writer, and SQLite has no FOR UPDATE, so the query is left as it is.
 */
export function forUpdate<QB extends SelectQueryBuilder<any, any, any>>(query: QB, db: DB): QB {
  return isPostgres(db) ? (query.forUpdate() as QB) : query;
}
