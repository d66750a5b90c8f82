// Every adjustment row records the balance its actor saw (check-points names a row whose
// seen balance differs from the balance before it). Existing adjustment rows get the balance that
// was before them (balance_after - amount): they were written under the user lock, so that is what
// the engine saw. The ledger is append-only through triggers (20260103T000000-ledger-append-only):
// they are dropped for the backfill and created again, the same, inside this migration.
import { sql, type Kysely } from 'kysely';
import { bigIntType, isPostgres } from '../dialect';

const MESSAGE = 'points_ledger is append-only';

async function dropAppendOnly(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists points_ledger_append_only on points_ledger`.execute(db);
    return;
  }
  for (const op of ['update', 'delete']) await sql`drop trigger if exists ${sql.raw(`points_ledger_append_only_${op}`)}`.execute(db);
}

async function createAppendOnly(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create trigger points_ledger_append_only before update or delete on points_ledger
      for each row execute function points_ledger_append_only()`.execute(db);
    return;
  }
  for (const op of ['update', 'delete']) {
    await sql`create trigger ${sql.raw(`points_ledger_append_only_${op}`)} before ${sql.raw(op)} on points_ledger
      begin select raise(abort, '${sql.raw(MESSAGE)}'); end`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('points_ledger').addColumn('seen_balance', sql.raw(bigIntType(db))).execute();
  await dropAppendOnly(db);
  await sql`update points_ledger set seen_balance = balance_after - amount where kind = 'adjustment'`.execute(db);
  await createAppendOnly(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('points_ledger').dropColumn('seen_balance').execute();
}
