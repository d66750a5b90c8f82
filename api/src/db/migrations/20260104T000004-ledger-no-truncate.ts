// PostgreSQL refuses TRUNCATE of the ledger as well as UPDATE
// and DELETE (20260103T000000-ledger-append-only). TRUNCATE fires no row trigger, so it gets a
// statement trigger calling the same function. SQLite has no TRUNCATE (its DELETE without WHERE is
// already refused row by row).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create trigger points_ledger_no_truncate before truncate on points_ledger
    for each statement execute function points_ledger_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger if exists points_ledger_no_truncate on points_ledger`.execute(db);
}
