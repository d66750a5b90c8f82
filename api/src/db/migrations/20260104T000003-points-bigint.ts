// Points on PostgreSQL need 64 bits: 32-bit integer columns overflow (two adjustments of 1e9
// answer 500). Balances, ledger amounts, lots, allocations, request costs and invoice line points
// become bigint there (connection.ts parses int8 back to numbers; the bounds in the contract,
// POINTS_INPUT_MAX and POINTS_BALANCE_MAX, keep every value far below 2^53). SQLite integers are
// 64-bit already.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const COLUMNS: [string, string][] = [
  ['users', 'points'],
  ['points_ledger', 'amount'],
  ['points_ledger', 'balance_after'],
  ['points_ledger', 'seen_balance'],
  ['point_lots', 'points'],
  ['point_lots', 'remaining'],
  ['lot_allocations', 'points'],
  ['apply_for', 'points'],
  ['invoice_references', 'points'],
];

async function setType(db: Kysely<any>, type: 'bigint' | 'integer'): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, column] of COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type ${sql.raw(type)}`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await setType(db, 'bigint');
}

export async function down(db: Kysely<any>): Promise<void> {
  await setType(db, 'integer');
}
