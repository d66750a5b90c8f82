// Ours beside SPEC 7: GET /api/audit -> a page of the audit log on the list contract (contract/src/reports.ts
// auditQuery): always a page, newest first (sort '-id'), filtered by entity, action, actor and period.
import { API, TABLE_PAGE_SIZE, type AuditEntry } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';

export const useAuditLog = (filters: Record<string, string | number | undefined>) =>
  useServerList<AuditEntry>(API.auditLog, { pageSize: TABLE_PAGE_SIZE, defaultSort: { key: 'id', direction: 'desc' }, filters });
