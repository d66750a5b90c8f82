// Ours beside SPEC 7: GET /api/audit -> a page of the audit log on the list contract (contract/src/reports.ts
// auditQuery): always a page, newest first (sort '-id'), filtered by entity, action, actor and period.
import { API, type AuditEntry } from '@portal/contract';
import { useServerList } from '@portal/shared-auth';
import { AUDIT_ORDER, AUDIT_PAGE_SIZE } from './first-page';

export const useAuditLog = (filters: Record<string, string | number | undefined>) =>
  useServerList<AuditEntry>(API.auditLog, { pageSize: AUDIT_PAGE_SIZE, defaultSort: AUDIT_ORDER, filters });
