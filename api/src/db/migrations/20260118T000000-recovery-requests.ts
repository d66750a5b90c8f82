// A password recovery is answered at once and mailed afterwards, from this
// queue, so the answer and the work inside the request are the same whether or not the pair
// matched, and a restart loses no recovery. A row with `users_id` null (no match, or the owner's
// hourly quota spent) is written done: it is the same one insert, and nothing is ever mailed for
// it. The temporary password is made by the sender, so it is never stored in clear.
import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('recovery_requests'))
    .addColumn('users_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('recovery_requests_due_idx')
    .on('recovery_requests')
    .columns(['next_attempt_at', 'id'])
    .where(sql<boolean>`done_at is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('recovery_requests_due_idx').execute();
  await db.schema.dropTable('recovery_requests').execute();
}
