// docs/adr/0012-one-list-contract.md: 'Lista de
// Redenciones' on the list contract. Indexes, so its first page and the page's count read index
// entries only:
// - apply_for (created_at, id): the default order, newest request first, with the id tie-break;
// - apply_for (state, created_at, id): the state filter, walked newest first.
// A participant's own requests already have apply_for (users_id, created_at) (first migration).
// Nothing new is keyed: the list searches and sorts products.name_key (20260111T000000-list-keys)
// and users.name_key (20260113T000000-people-list-keys), and the identification number as stored.
// The slides need nothing: a few dozen rows, searched by their path as stored.
import type { Kysely } from 'kysely';

const INDEXES: { name: string; table: string; columns: string[] }[] = [
  { name: 'apply_for_created_at_id_idx', table: 'apply_for', columns: ['created_at', 'id'] },
  { name: 'apply_for_state_created_at_id_idx', table: 'apply_for', columns: ['state', 'created_at', 'id'] },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
}
