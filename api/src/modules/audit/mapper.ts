// An audit_log row as the administrator reads it (contract auditEntrySchema).
import type { AuditEntry } from '@portal/contract';
import type { AuditRow } from './repository';

/** the stored JSON text as its value; a text that is not JSON as it is */
function detailOf(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    created_at: row.created_at,
    // null: the system, nobody signed in (a refused login), or a user since deleted
    actor: row.actor_id === null || row.actor_name === null ? null : { id: row.actor_id, name: row.actor_name },
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    detail: detailOf(row.detail),
    ip: row.ip,
  };
}
