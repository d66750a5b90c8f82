// Recognising constraint violations the same way on both databases.

interface DriverError { code?: unknown; message?: unknown }

const codeOf = (err: unknown) => String((err as DriverError | null)?.code ?? '');

/** unique / primary key violation: SQLite SQLITE_CONSTRAINT_UNIQUE|PRIMARYKEY, PostgreSQL 23505 */
export function isUniqueViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** foreign key violation: SQLite SQLITE_CONSTRAINT_FOREIGNKEY, PostgreSQL 23503 */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** CHECK violation: SQLite SQLITE_CONSTRAINT_CHECK, PostgreSQL 23514 */
export function isCheckViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK';
}

/**
 * SQLite busy (the lock wait of busy_timeout ran out; better-sqlite3 reports extended codes such
 * as SQLITE_BUSY_SNAPSHOT too) or PostgreSQL serialization failure (40001) / deadlock (40P01): the
 * statement or transaction failed as a whole and may simply be run again (db/transaction.ts).
 */
export function isRetryable(err: unknown): boolean {
  const code = codeOf(err);
  return code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_') || code === '40001' || code === '40P01';
}
