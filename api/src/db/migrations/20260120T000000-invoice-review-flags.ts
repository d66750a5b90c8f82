// docs/adr/0034-stored-warning-flags-of-the-review-queue.md: judging every waiting invoice's
// six warnings at each call of 'Facturas por revisar' with `warnings=1` costs ~1 s at 200,000, so
// each invoice keeps its warnings as bits (invoices.review_flags, one per contract
// REVIEW_WARNING_CODES code), written by the api when it is registered and again whenever a related
// invoice or person changes (queue-repository.ts refreshReviewFlags); null: never judged (written
// without the api), judged at the query. A partial index holds the invoices with a warning (or not
// judged yet) by state in the queue's order, so the filter's first page and its count read only
// those of Creada.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema';
import { refreshReviewFlags } from '../../modules/invoices/queue-repository';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('review_flags', 'integer').execute();
  await db.schema
    .createIndex('invoices_review_flagged_idx')
    .on('invoices')
    // the state leads, as in the queue's other index (state, created_at, id): with an equality on it
    // SQLite prefers this smaller one even without statistics (a partial index scanned whole lost to it)
    .columns(['state', 'created_at', 'id'])
    .where(sql<boolean>`coalesce(review_flags, 1) <> 0`)
    .execute();
  // the invoices already waiting are judged once now, by the queue's own rule; the decided ones have
  // none to keep (and so stay out of the index)
  await sql`update invoices set review_flags = 0 where state <> 'Creada'`.execute(db);
  await refreshReviewFlags(db as unknown as DB, { all: true });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('invoices_review_flagged_idx').execute();
  await db.schema.alterTable('invoices').dropColumn('review_flags').execute();
}
