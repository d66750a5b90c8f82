// docs/adr/0033-disputed-claims-instead-of-a-lock-out.md: a number already registered at a branch
// by another participant is stored as a claim in dispute instead of being refused. So the one-number-
// per-branch constraint becomes two unique indexes:
// - (subsidiary_id, number) where claim_of is null: one first registration ("original") per number;
// - (subsidiary_id, number, users_id): a participant never registers the same number twice at a
//   branch (their own duplicate keeps its 409);
// and invoices.claim_of names the original a claim disputes (null for every other invoice).
// Also for the review queue: invoices.price_usual, the usual total of the invoice's tires when it was
// registered (null: too little history; contract REVIEW_PRICE_FAR), and invoice_references
// (tire_id, invoice_id), which reads a tire's most recent invoices for it.
// SQLite cannot drop a table constraint: the table is rebuilt as its documentation says (foreign
// keys off, new table, copy, drop, rename, the indexes and triggers written again, foreign_key_check).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const OLD = 'invoices_subsidiary_number_unique';

async function sqliteRebuild(db: Kysely<any>, edit: (createSql: string) => string): Promise<void> {
  const table = (await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'invoices'`.execute(db)).rows[0]?.sql;
  if (!table) throw new Error('invoices: table not found');
  // the indexes and triggers written by earlier migrations (the automatic ones have no sql)
  const dependents = (await sql<{ sql: string }>`select sql from sqlite_master where tbl_name = 'invoices' and type in ('index', 'trigger') and sql is not null order by type, name`.execute(db)).rows;
  const created = edit(table).replace(/^CREATE TABLE "invoices"/, 'CREATE TABLE "invoices_rebuilt"');
  if (!created.startsWith('CREATE TABLE "invoices_rebuilt"')) throw new Error(`invoices: unexpected table definition: ${table}`);
  const columns = (await sql<{ name: string }>`select name from pragma_table_info('invoices') order by cid`.execute(db)).rows.map((c) => `"${c.name}"`).join(', ');

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(created).execute(trx);
      await sql.raw(`insert into invoices_rebuilt (${columns}) select ${columns} from invoices`).execute(trx);
      await sql`drop table invoices`.execute(trx);
      await sql`alter table invoices_rebuilt rename to invoices`.execute(trx);
      for (const d of dependents) await sql.raw(d.sql).execute(trx);
      const broken = (await sql`pragma foreign_key_check`.execute(trx)).rows;
      if (broken.length > 0) throw new Error(`invoices rebuild: foreign keys broken: ${JSON.stringify(broken.slice(0, 5))}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(`alter table invoices drop constraint ${OLD}`).execute(db);
  } else {
    await sqliteRebuild(db, (table) => {
      const without = table.replace(new RegExp(`, constraint "${OLD}" unique \\("subsidiary_id", "number"\\)`), '');
      if (without === table) throw new Error(`invoices: constraint ${OLD} not found in ${table}`);
      return without;
    });
  }
  await db.schema.alterTable('invoices').addColumn('claim_of', 'integer', (c) => c.references('invoices.id').onDelete('restrict')).execute();
  await sql`create unique index invoices_original_number_unique on invoices (subsidiary_id, number) where claim_of is null`.execute(db);
  await sql`create unique index invoices_subsidiary_number_user_unique on invoices (subsidiary_id, number, users_id)`.execute(db);
  await sql`create index invoices_claim_of_idx on invoices (claim_of) where claim_of is not null`.execute(db);
  await db.schema.alterTable('invoices').addColumn('price_usual', isPostgres(db) ? 'bigint' : 'integer').execute();
  await sql`create index invoice_references_tire_invoice_idx on invoice_references (tire_id, invoice_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // only possible while no claim is stored (the old constraint would refuse the pair)
  await sql`drop index invoice_references_tire_invoice_idx`.execute(db);
  await db.schema.alterTable('invoices').dropColumn('price_usual').execute();
  await sql`drop index invoices_claim_of_idx`.execute(db);
  await sql`drop index invoices_subsidiary_number_user_unique`.execute(db);
  await sql`drop index invoices_original_number_unique`.execute(db);
  await db.schema.alterTable('invoices').dropColumn('claim_of').execute();
  if (isPostgres(db)) {
    await sql.raw(`alter table invoices add constraint ${OLD} unique (subsidiary_id, number)`).execute(db);
  } else {
    await sqliteRebuild(db, (table) => table.replace(/, constraint "invoices_state"/, `, constraint "${OLD}" unique ("subsidiary_id", "number"), constraint "invoices_state"`));
  }
}
