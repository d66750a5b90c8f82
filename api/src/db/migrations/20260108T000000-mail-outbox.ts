// Mail to participants is written here inside the transaction of the decision it
// tells about, then sent by mail/outbox.ts (right after the decision and every minute), retried
// with backoff. A decision that commits always has its mail; a rolled-back one has none.
import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  // the sender's one question: unsent rows by due time (sent rows stay out of the index)
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['next_attempt_at', 'id'])
    .where(sql<boolean>`sent_at is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_due_idx').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
