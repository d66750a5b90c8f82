// The few places where SQLite and PostgreSQL differ, in one helper (ARCHITECTURE "The api":
// the same migrations and queries serve both).
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Which database a Kysely instance (or transaction) talks to. */
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

export const isPostgres = (db: Kysely<any>) => dialectOf(db) === 'postgres';

/** Autoincrement integer primary key: `integer primary key autoincrement` / `serial primary key`. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Integer that may pass 2^31 (money in COP): bigint on PostgreSQL (parsed back to number, see connection.ts). */
export function bigIntType(db: Kysely<any>) {
  return dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
}

/** Foreign key column: not null unless nullable, referencing table.id. */
export function fk(ref: string, opts: { nullable?: boolean; onDelete?: 'cascade' | 'restrict' | 'set null' } = {}) {
  return (c: ColumnDefinitionBuilder) => {
    let col = c.references(ref).onDelete(opts.onDelete ?? 'restrict');
    if (!opts.nullable) col = col.notNull();
    return col;
  };
}

/** Case-insensitive "contains" that behaves the same on both (SQLite LIKE is already ASCII-insensitive). */
export function ilike(db: Kysely<any>) {
  return dialectOf(db) === 'postgres' ? 'ilike' : 'like';
}

/** `lower(col)` for sorting names alike on both databases. */
export const lower = (column: string) => sql`lower(${sql.ref(column)})`;

/**
 * An instant stored as nowIso writes it ('2026-01-02T10:00:00.000Z', column `column`)
 * moved by `hours`, written the same way, so it compares as text with other stored instants (an
 * index range on created_at: "within 24 hours of this invoice").
 */
export function shiftedInstant(db: Kysely<any>, column: string, hours: number): RawBuilder<string> {
  if (!Number.isInteger(hours)) throw new Error(`shiftedInstant: whole hours only, got ${hours}`);
  if (dialectOf(db) === 'postgres') {
    return sql<string>`to_char((cast(${sql.ref(column)} as timestamptz) + interval '1 hour' * ${sql.lit(hours)}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.ref(column)}, ${sql.lit(`${hours >= 0 ? '+' : ''}${hours} hours`)})`;
}
