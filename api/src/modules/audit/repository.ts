// The audit log's queries: the administrator reads audit_log, newest first, filtered by
// actor, kind of record, action and period, a page at a time (indexes: migration
// 20260114T000000-reports-indexes).
import { sql } from 'kysely';
import type { AuditQuery } from '@portal/contract';
import type { DB } from '../../db/schema';
import { endOfColombiaDay } from '../../db/time';
import { foldedColumn, searchCondition } from '../../http/list';

function filtered(db: DB, query: AuditQuery) {
  let rows = db.selectFrom('audit_log as a').leftJoin('users as u', 'u.id', 'a.actor_id');
  if (query.actor !== undefined) rows = rows.where('a.actor_id', '=', query.actor);
  if (query.entity !== undefined) rows = rows.where('a.entity', '=', query.entity);
  if (query.action !== undefined) rows = rows.where('a.action', '=', query.action);
  // days in Colombia (UTC-5), both included: from 00:00 of `from` to 00:00 of the day after `to`
  if (query.from) rows = rows.where('a.created_at', '>=', `${query.from}T05:00:00.000Z`);
  if (query.to) rows = rows.where('a.created_at', '<', endOfColombiaDay(query.to));
  // the actor's name as the lists compare it, or anything the row keeps (a typed identification
  // number, a name in the old and new values), under the one search rule
  const searched = searchCondition(query.q, [sql.ref('u.name_key'), foldedColumn('a.detail')]);
  if (searched) rows = rows.where(searched);
  return rows;
}

export async function pageAuditRows(db: DB, query: AuditQuery, page: { size: number; offset: number }) {
  const direction = query.sort === 'id' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .select(['a.id', 'a.created_at', 'a.actor_id', 'u.name as actor_name', 'a.action', 'a.entity', 'a.entity_id', 'a.detail', 'a.ip'])
      // by when it happened (a row written for a past moment, like the demo history's, sits in its
      // place), then by id; the (created_at, id) index serves the first page
      .orderBy('a.created_at', direction)
      .orderBy('a.id', direction)
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    filtered(db, query).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type AuditRow = Awaited<ReturnType<typeof pageAuditRows>>['rows'][number];
