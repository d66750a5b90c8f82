// ARCHITECTURE "Points": the ledger is append-only. The engine only ever inserts (points/ledger.ts);
// these triggers make the database refuse an UPDATE or DELETE of a ledger row from anywhere else
// too (a script, a console), so history cannot be rewritten behind checkPointsInvariants' back.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const MESSAGE = 'points_ledger is append-only';

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create or replace function points_ledger_append_only() returns trigger language plpgsql as $$
      begin raise exception '${sql.raw(MESSAGE)}'; end; $$`.execute(db);
    await sql`create trigger points_ledger_append_only before update or delete on points_ledger
      for each row execute function points_ledger_append_only()`.execute(db);
    return;
  }
  for (const op of ['update', 'delete']) {
    await sql`create trigger ${sql.raw(`points_ledger_append_only_${op}`)} before ${sql.raw(op)} on points_ledger
      begin select raise(abort, '${sql.raw(MESSAGE)}'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists points_ledger_append_only on points_ledger`.execute(db);
    await sql`drop function if exists points_ledger_append_only()`.execute(db);
    return;
  }
  for (const op of ['update', 'delete']) await sql`drop trigger if exists ${sql.raw(`points_ledger_append_only_${op}`)}`.execute(db);
}
