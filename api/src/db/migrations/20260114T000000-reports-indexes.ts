// docs/adr/0037-reports-page-chart-and-stream-on-the-api.md: the indexes the reports, their charts
// and the audit log read by, so a first page of 10,000 participants or 200,000 invoices reads a few
// index entries instead of every row:
// - points_ledger (users_id, kind, created_at, amount): a participant's spent / expired points of a
//   period, read from the index alone (the points report);
// - points_ledger (created_at): the ledger of a period by month (the points chart);
// - invoice_references (invoice_id, tire_id, points): an invoice's points, of every line or of one
//   brand's tires, from the index alone (the invoice charts sum them per invoice);
// - audit_log (created_at, id), (entity, id), (action, id): the audit log, newest first, by
//   period, kind of record or action.
// Already there: audit_log (actor_id) and (entity, entity_id), invoices (users_id, created_at) and
// (subsidiary_id), apply_for (users_id, created_at), users (subsidiary_id), subsidiaries
// (cities_id) (first migration); invoices by sale date, state and number, users by name
// (20260113T000000-people-list-keys); tires, brands, designs, cities and branches by name; and
// apply_for (created_at, id), which the charts' requests of a period read
// (20260115T000000-slides-redemptions-lists).
import type { Kysely } from 'kysely';

const INDEXES: { name: string; table: string; columns: string[] }[] = [
  { name: 'points_ledger_users_kind_created_idx', table: 'points_ledger', columns: ['users_id', 'kind', 'created_at', 'amount'] },
  { name: 'points_ledger_created_at_idx', table: 'points_ledger', columns: ['created_at'] },
  { name: 'invoice_references_invoice_tire_points_idx', table: 'invoice_references', columns: ['invoice_id', 'tire_id', 'points'] },
  { name: 'audit_log_created_at_by_id_idx', table: 'audit_log', columns: ['created_at', 'id'] },
  { name: 'audit_log_entity_by_id_idx', table: 'audit_log', columns: ['entity', 'id'] },
  { name: 'audit_log_action_by_id_idx', table: 'audit_log', columns: ['action', 'id'] },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
}
