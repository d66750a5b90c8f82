// SPEC 1/9: a prize is delivered within one month of its request. apply_for carries the way there:
// - states after the purchase ('confirmado', shown 'Comprado'): despachado, entregado, cancelado,
//   no_entregado, reclamo (contract states.ts), so the state check is written again; SQLite cannot
//   change a table constraint, and the table is rebuilt as its documentation says (foreign keys off,
//   new table, copy, drop, rename, the indexes and triggers written again, foreign_key_check);
// - due_date ('YYYY-MM-DD'), the request's Colombian date plus one calendar month
//   (docs/adr/0054-fulfilment-clock-starts-at-the-request.md), written here for the rows there are;
// - the dispatch (delivery_method, delivery_address, delivery_city_id, recipient, carrier,
//   guide_number, tracking_url, dispatch_date), the delivery (delivery_date, proof_image: a stored
//   path of the private 'deliveries' folder; received_at: the participant's 'Recibido'), a claim
//   (claim_comment, claim_at) and the comment of a prize not delivered or cancelled (delivery_comment);
// - alert_soon_at / alert_overdue_at: when the alerts sweep mailed the staff that the prize is due
//   soon or overdue, so each goes once;
// - an index on (state, due_date) for the sweep's open prizes.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { redemptionDueDate } from '../time';

const STATES = ['espera', 'aprobado', 'rechazado', 'confirmado', 'despachado', 'entregado', 'cancelado', 'no_entregado', 'reclamo'];
const FIRST_STATES = ['espera', 'aprobado', 'rechazado', 'confirmado'];
const METHODS = ['branch', 'address', 'voucher'];

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const CHECK = /constraint "apply_for_state" check \(state in \([^)]*\)\)/;

/**
 * Rebuilds apply_for from its definition as `edit` rewrites it, with the state check of `states`;
 * the rows keep the columns the new table has.
 */
async function sqliteRebuild(db: Kysely<any>, states: readonly string[], edit: (createSql: string) => string = (t) => t): Promise<void> {
  const table = (await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'apply_for'`.execute(db)).rows[0]?.sql;
  if (!table) throw new Error('apply_for: table not found');
  if (!CHECK.test(table)) throw new Error(`apply_for: state check not found in ${table}`);
  const dependents = (await sql<{ sql: string }>`select sql from sqlite_master where tbl_name = 'apply_for' and type in ('index', 'trigger') and sql is not null order by type, name`.execute(db)).rows;
  const created = edit(table)
    .replace(CHECK, `constraint "apply_for_state" check (state in (${list(states)}))`)
    .replace(/^CREATE TABLE "apply_for"/, 'CREATE TABLE "apply_for_rebuilt"');
  if (!created.startsWith('CREATE TABLE "apply_for_rebuilt"')) throw new Error(`apply_for: unexpected table definition: ${table}`);
  const columnsOf = async (trx: Kysely<any>, name: string) =>
    (await sql<{ name: string }>`select name from pragma_table_info(${name}) order by cid`.execute(trx)).rows.map((c) => c.name);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(created).execute(trx);
      const kept = new Set(await columnsOf(trx, 'apply_for_rebuilt'));
      const columns = (await columnsOf(trx, 'apply_for')).filter((c) => kept.has(c)).map((c) => `"${c}"`).join(', ');
      await sql.raw(`insert into apply_for_rebuilt (${columns}) select ${columns} from apply_for`).execute(trx);
      await sql`drop table apply_for`.execute(trx);
      await sql`alter table apply_for_rebuilt rename to apply_for`.execute(trx);
      for (const d of dependents) await sql.raw(d.sql).execute(trx);
      const broken = (await sql`pragma foreign_key_check`.execute(trx)).rows;
      if (broken.length > 0) throw new Error(`apply_for rebuild: foreign keys broken: ${JSON.stringify(broken.slice(0, 5))}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function setStates(db: Kysely<any>, states: readonly string[]): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table apply_for drop constraint apply_for_state`.execute(db);
    await sql.raw(`alter table apply_for add constraint apply_for_state check (state in (${list(states)}))`).execute(db);
  } else {
    await sqliteRebuild(db, states);
  }
}

const TEXT_COLUMNS = [
  'due_date', 'delivery_address', 'recipient', 'carrier', 'guide_number', 'tracking_url', 'dispatch_date', 'delivery_date', 'proof_image',
  'received_at', 'claim_comment', 'claim_at', 'delivery_comment', 'alert_soon_at', 'alert_overdue_at',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await setStates(db, STATES);
  for (const column of TEXT_COLUMNS) await db.schema.alterTable('apply_for').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('apply_for')
    .addColumn('delivery_method', 'text', (c) => c.check(sql.raw(`delivery_method in (${list(METHODS)})`)))
    .execute();
  await db.schema.alterTable('apply_for').addColumn('delivery_city_id', 'integer', (c) => c.references('cities.id').onDelete('restrict')).execute();
  await sql`create index apply_for_delivery_city_idx on apply_for (delivery_city_id) where delivery_city_id is not null`.execute(db);
  await sql`create index apply_for_state_due_idx on apply_for (state, due_date)`.execute(db);

  // the due date of every request there is, by the same rule the api applies to a new one
  const rows = await db.selectFrom('apply_for').select(['id', 'created_at']).orderBy('id').execute();
  const byDue = new Map<string, number[]>();
  for (const r of rows as { id: number; created_at: string }[]) {
    const due = redemptionDueDate(r.created_at);
    byDue.set(due, [...(byDue.get(due) ?? []), Number(r.id)]);
  }
  for (const [due, ids] of byDue) {
    for (let i = 0; i < ids.length; i += 500) {
      await db.updateTable('apply_for').set({ due_date: due }).where('id', 'in', ids.slice(i, i + 500)).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // only possible while every request is in one of the first four states
  await sql`drop index apply_for_state_due_idx`.execute(db);
  await sql`drop index apply_for_delivery_city_idx`.execute(db);
  if (isPostgres(db)) {
    await db.schema.alterTable('apply_for').dropColumn('delivery_city_id').execute();
    await db.schema.alterTable('apply_for').dropColumn('delivery_method').execute();
    for (const column of [...TEXT_COLUMNS].reverse()) await db.schema.alterTable('apply_for').dropColumn(column).execute();
    await setStates(db, FIRST_STATES);
    return;
  }
  // SQLite cannot drop a column a foreign key names: the table is rebuilt without the columns up
  // added (SQLite wrote each as `, "<name>" <definition>` among the columns)
  await sqliteRebuild(db, FIRST_STATES, (table) => {
    let without = table.replace(/, "delivery_method" text check \(delivery_method in \([^)]*\)\)/, '');
    for (const column of [...TEXT_COLUMNS, 'delivery_city_id']) without = without.replace(new RegExp(`, "${column}" [^,]*`), '');
    if (/"(due_date|delivery_method|delivery_city_id)"/.test(without)) throw new Error(`apply_for: the added columns are still in ${without}`);
    return without;
  });
}
