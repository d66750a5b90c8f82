// GET /api/audit: who did what to which record and when, for the administrator; always
// a page, newest first unless `sort=id`.
import { LIST_DEFAULT_PAGE_SIZE, type AuditEntry, type AuditQuery, type ListPage } from '@portal/contract';
import type { DB } from '../../db/schema';
import { toAuditEntry } from './mapper';
import { pageAuditRows } from './repository';

export async function listAudit(db: DB, query: AuditQuery): Promise<ListPage<AuditEntry>> {
  const size = query.pageSize ?? LIST_DEFAULT_PAGE_SIZE;
  const page = await pageAuditRows(db, query, { size, offset: ((query.page ?? 1) - 1) * size });
  return { rows: page.rows.map(toAuditEntry), total: page.total };
}
