// The two reports of SPEC 7 "Invoices and reports", read with a few grouped queries each (no query
// per row), the same on SQLite and PostgreSQL.
import { sql } from 'kysely';
import { PROFILE, REDEMPTION_APPROVED_STATES, REDEMPTION_BOUGHT_STATES, type PointsReportRow, type ReportInvoiceRow } from '@portal/contract';
import { inChunks } from '../../db/chunks';
import type { DB } from '../../db/schema';
import { nowIso } from '../../db/time';
import { dueLotsByUser, shownPoints } from '../../points';
import type { ImageUrl } from '../../storage/links';
import { invoiceLines } from '../invoices';

const n = (v: unknown) => Number(v ?? 0);
/** a participant's requests in any of `states` */
const countOf = (byState: Record<string, number>, states: readonly string[]) => states.reduce((sum, state) => sum + (byState[state] ?? 0), 0);

/**
 * SPEC 3 "Report user row", one per participant (staff profiles 1, 4, 5 earn and spend nothing).
 * `points` is the shown balance at `now` (lots already due are left out before the sweep).
 */
export async function pointsByUser(db: DB, now: Date): Promise<PointsReportRow[]> {
  const users = await db
    .selectFrom('users as u')
    .leftJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .leftJoin(dueLotsByUser(db, now).as('due'), 'due.users_id', 'u.id')
    .select(['u.id', 'u.name', 'u.identification_number', 's.name as subsidiary'])
    .select(shownPoints('u.points').as('points'))
    .where('u.profiles_id', 'not in', [PROFILE.ADMIN, PROFILE.APPROVER, PROFILE.BUYER])
    .orderBy('u.id')
    .execute();
  const ledger = await db
    .selectFrom('points_ledger')
    .select([
      'users_id',
      sql<number>`sum(case when kind in ('spend', 'refund') then amount else 0 end)`.as('spent'),
      sql<number>`sum(case when kind = 'expiry' then amount else 0 end)`.as('expired'),
    ])
    .groupBy('users_id')
    .execute();
  const requests = await db.selectFrom('apply_for').select(['users_id', 'state', sql<number>`count(*)`.as('n')]).groupBy(['users_id', 'state']).execute();
  const invoices = await db.selectFrom('invoices').select(['users_id', sql<number>`count(*)`.as('n')]).groupBy('users_id').execute();

  const spent = new Map(ledger.map((l) => [l.users_id, { gastados: -n(l.spent), vencidos: -n(l.expired) }]));
  const invoiceCount = new Map(invoices.map((i) => [i.users_id, n(i.n)]));
  const byState = new Map<number, Record<string, number>>();
  for (const r of requests) byState.set(r.users_id, { ...(byState.get(r.users_id) ?? {}), [r.state]: n(r.n) });

  return users.map((u) => {
    const states = byState.get(u.id) ?? {};
    const points = spent.get(u.id) ?? { gastados: 0, vencidos: 0 };
    return {
      id: u.id,
      name: u.name,
      identification_number: u.identification_number,
      points: n(u.points),
      gastados: points.gastados,
      vencidos: points.vencidos,
      apply_aprobado: countOf(states, REDEMPTION_APPROVED_STATES),
      apply_rechazado: states.rechazado ?? 0,
      apply_espera: states.espera ?? 0,
      apply_confirmado: countOf(states, REDEMPTION_BOUGHT_STATES),
      invoices_count: invoiceCount.get(u.id) ?? 0,
      subsidiary: u.subsidiary ?? null,
    };
  });
}

/**
 * Every invoice, newest first, with user, branch, city, lines (tire, design, brand) and points.
 * A lot already due at `now` shows nothing remaining, swept or not.
 */
export async function invoicesFull(db: DB, now: Date, imageUrl: ImageUrl): Promise<ReportInvoiceRow[]> {
  const invoices = await db
    .selectFrom('invoices as i')
    .leftJoin('users as u', 'u.id', 'i.users_id')
    .leftJoin('subsidiaries as s', 's.id', 'i.subsidiary_id')
    .leftJoin('cities as c', 'c.id', 's.cities_id')
    .leftJoin('point_lots as l', 'l.invoice_id', 'i.id')
    .select([
      'i.id', 'i.number', 'i.price', 'i.sale_date', 'i.created_at', 'i.state', 'i.comment_rejected', 'i.image', 'i.users_id', 'i.subsidiary_id',
      'u.name as user_name', 'u.identification_number', 's.name as subsidiary_name', 'c.id as city_id', 'c.name as city_name',
      'l.id as lot_id', 'l.remaining as lot_remaining', 'l.expires_at as lot_expires_at',
    ])
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  if (invoices.length === 0) return [];
  const ids = invoices.map((i) => i.id);
  const lines = await invoiceLines(db, ids);
  const lotIds = invoices.flatMap((i) => (i.lot_id === null ? [] : [i.lot_id]));
  const used = await inChunks(lotIds, (chunk) =>
    db.selectFrom('lot_allocations').select(['lot_id', sql<number>`sum(points)`.as('total')]).where('lot_id', 'in', chunk).where('refunded_at', 'is', null).groupBy('lot_id').execute(),
  );
  const usedByLot = new Map(used.map((u) => [u.lot_id, n(u.total)]));

  const rows = new Map<number, ReportInvoiceRow>();
  const result = invoices.map((i) => {
    const row: ReportInvoiceRow = {
      id: i.id,
      number: i.number,
      price: n(i.price),
      sale_date: i.sale_date,
      created_at: i.created_at,
      state: i.state,
      comment_rejected: i.comment_rejected,
      image: imageUrl(i.image),
      user: i.user_name === null ? null : { id: i.users_id, name: i.user_name, identification_number: i.identification_number ?? '' },
      subsidiary: i.subsidiary_id === null || i.subsidiary_name === null ? null : { id: i.subsidiary_id, name: i.subsidiary_name },
      city: i.city_id === null ? null : { id: i.city_id, name: i.city_name ?? '' },
      lines: [],
      points: 0,
      used_points: i.lot_id === null ? 0 : usedByLot.get(i.lot_id) ?? 0,
      remaining_points: i.lot_expires_at !== null && i.lot_expires_at <= nowIso(now) ? 0 : n(i.lot_remaining),
      expires_at: i.lot_expires_at ?? null,
    };
    rows.set(i.id, row);
    return row;
  });
  for (const l of lines) {
    const row = rows.get(l.invoice_id)!;
    row.lines.push({
      id: l.id,
      tire: l.tire_name === null ? null : { id: l.tire_id, name: l.tire_name, tire_code: l.tire_code ?? '' },
      design: l.design_id === null ? null : { id: l.design_id, name: l.design_name ?? '' },
      brand: l.brand_id === null ? null : { id: l.brand_id, name: l.brand_name ?? '' },
      amount: n(l.amount),
      points: n(l.points),
    });
    row.points += n(l.points);
  }
  return result;
}
