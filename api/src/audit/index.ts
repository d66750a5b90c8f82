// Every administrative write leaves a row in audit_log: who, what, on which entity (SPEC 7:
// "audit" is a server-side rule of ours).
import { nowIso } from '../db/time';
import type { DB } from '../db/schema';

export type AuditAction = 'create' | 'update' | 'delete' | 'approve' | 'reject' | 'confirm' | 'recover_password' | (string & {});

/**
 * Who makes a change through the api and from where: the signed-in user and the client's
 * address, request.ip (behind the proxies TRUST_PROXY names, the address they forwarded). Routes
 * make it with `actorOf(request)` (http/access.ts); services write both into their audit rows.
 */
export interface Actor {
  id: number;
  ip: string | null;
}

export interface AuditEntry {
  actorId: number | null;
  /** the client's address (`Actor.ip`); null or left out for rows written outside a request */
  ip?: string | null;
  action: AuditAction;
  /** table name, e.g. 'cities' */
  entity: string;
  entityId: number | null;
  /** anything worth keeping (old/new values); stored as JSON text */
  detail?: unknown;
  /** when it happened (default now): the demo history writes its decisions at their own past moments */
  at?: Date;
}

export async function recordAudit(db: DB, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
      created_at: entry.at ? entry.at.toISOString() : nowIso(),
      ip: entry.ip ?? null,
    })
    .execute();
}
