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

/** SQLite busy (lock wait ran out) or PostgreSQL serialization/deadlock: the caller may retry. */
export function isRetryable(err: unknown): boolean {
  const code = codeOf(err);
  return code === 'SQLITE_BUSY' || code === '40001' || code === '40P01';
}
