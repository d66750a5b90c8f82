// An audit row keeps the address of the client whose request wrote it (request.ip: behind
// nginx the client's address, TRUST_PROXY naming nginx: http/trust-proxy.ts), next to who did it.
// Null for rows written outside a request (the demo history, `create-admin`) and for every row
// older than this migration.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('ip', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('ip').execute();
}
