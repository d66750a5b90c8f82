// Indexes for the points engine's hot queries (helper PERF, the points benchmark). Partial indexes,
// so a user's history (spent lots, expired and reversed lots) never lengthens a spend or a credit:
// - point_lots_spendable_idx: the lots a spend takes from, already in spending order
//   (expires_at, earned_at, id); the spend reads only the first few (points/lot-helpers.ts openLots).
// - point_lots_open_idx: the user's open lots by expiry: the due ones (expireUserLots,
//   dueOpenPoints) without walking every lot that expired before.
// - point_lots_closed_idx: closed lots of a user, where a debt can sit (points/debt.ts).
// The queries write these conditions as literals (not parameters), so SQLite can match them to the
// index's WHERE; PostgreSQL matches either way.
import { sql, type Kysely } from 'kysely';

const INDEXES = [
  { name: 'point_lots_spendable_idx', columns: ['users_id', 'expires_at', 'earned_at', 'id'], where: sql<boolean>`closed_at is null and remaining > 0` },
  { name: 'point_lots_open_idx', columns: ['users_id', 'expires_at'], where: sql<boolean>`closed_at is null` },
  { name: 'point_lots_closed_idx', columns: ['users_id'], where: sql<boolean>`closed_at is not null` },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on('point_lots').columns(index.columns).where(index.where).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of INDEXES) await db.schema.dropIndex(index.name).ifExists().execute();
}
