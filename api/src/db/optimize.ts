// SQLite's query planner needs statistics (sqlite_stat1) to choose between two indexes of a table;
// without them it guesses, and for the points report it guesses wrong: each participant's
// redemption requests are counted through the state index instead of the participant's own, 20 ms
// a participant, so the 10,000-line CSV takes minutes. SQLite's own advice for long-running
// applications is `PRAGMA optimize` at start (0x10002: every table, including those never
// analysed) and every few hours, with `analysis_limit` bounding the work to a sample of each index
// (half a second at 500,000 ledger rows). PostgreSQL's autovacuum keeps its statistics itself.
import { sql } from 'kysely';
import { isPostgres } from './dialect';
import type { DB } from './schema';

/** rows sampled per index by ANALYZE: close enough for the planner, bounded in time */
const ANALYSIS_LIMIT = 1000;
/** SQLite: how often the statistics are refreshed while the api runs */
export const OPTIMIZE_EVERY_MS = 3 * 60 * 60 * 1000;

/** refreshes the planner's statistics where they are missing or stale (SQLite); nothing on PostgreSQL */
export async function optimizeDatabase(db: DB, { everyTable = true } = {}): Promise<void> {
  if (isPostgres(db)) return;
  await sql.raw(`pragma analysis_limit = ${ANALYSIS_LIMIT}`).execute(db);
  await sql.raw(`pragma optimize${everyTable ? ' = 0x10002' : ''}`).execute(db);
}

/** `optimizeDatabase` every OPTIMIZE_EVERY_MS (SQLite only); returns the stop function */
export function startOptimizeSchedule(db: DB, log: { warn(obj: unknown, msg?: string): void }): () => void {
  if (isPostgres(db)) return () => undefined;
  const timer = setInterval(() => {
    optimizeDatabase(db).catch((err) => log.warn({ err }, 'Could not refresh the SQLite statistics'));
  }, OPTIMIZE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
