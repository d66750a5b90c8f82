// The whole-database check of the points rules: a command that checks the whole database
// (balance = ledger sum, lot bounds, allocations = spent) and names any row that breaks it.
// Each broken rule is one line naming the table and row id (e.g. "users#12: ..."); [] when sound.
// Used by every points test after every scenario and by `npm run check-points`.
import { sql } from 'kysely';
import { REDEMPTION_STATE } from '@portal/contract';
import type { DB } from '../db/schema';

/** the request states whose points went back to their lots (the approver's rejection, a cancellation) */
const REFUNDED_STATES: ReadonlySet<string> = new Set([REDEMPTION_STATE.REJECTED, REDEMPTION_STATE.CANCELLED]);

const n = (v: unknown) => Number(v ?? 0);

export async function checkPointsInvariants(db: DB): Promise<string[]> {
  const problems: string[] = [];

  // 1. balance = sum of the ledger
  const users = await db
    .selectFrom('users as u')
    .leftJoin(
      (eb) => eb.selectFrom('points_ledger').select(['users_id', sql<number>`sum(amount)`.as('total')]).groupBy('users_id').as('s'),
      (join) => join.onRef('s.users_id', '=', 'u.id'),
    )
    .select(['u.id', 'u.points', 's.total'])
    .orderBy('u.id')
    .execute();
  for (const u of users) {
    if (n(u.points) !== n(u.total)) problems.push(`users#${u.id}: points ${n(u.points)} but its points_ledger rows sum ${n(u.total)}`);
  }

  // 2. balance_after is the running sum of the user's rows, in id order
  const running = await sql<{ id: number; users_id: number; balance_after: number; running: number }>`
    select id, users_id, balance_after, running from (
      select id, users_id, balance_after,
             sum(amount) over (partition by users_id order by id rows between unbounded preceding and current row) as running
      from points_ledger
    ) x where balance_after <> running order by id`.execute(db);
  for (const r of running.rows) {
    problems.push(`points_ledger#${r.id}: balance_after ${n(r.balance_after)} but the running sum of user ${r.users_id} is ${n(r.running)}`);
  }

  // 3. each kind moves points its own way; every row names its lot, of the row's own user
  const ledger = await db
    .selectFrom('points_ledger as p')
    .leftJoin('point_lots as l', 'l.id', 'p.lot_id')
    .select(['p.id', 'p.kind', 'p.amount', 'p.users_id', 'p.lot_id', 'l.users_id as lot_user'])
    .where((eb) =>
      eb.or([
        eb('p.amount', '=', 0),
        eb.and([eb('p.kind', 'in', ['earn', 'refund']), eb('p.amount', '<', 0)]),
        eb.and([eb('p.kind', 'in', ['spend', 'reversal', 'expiry']), eb('p.amount', '>', 0)]),
        eb.and([eb('p.lot_id', 'is not', null), eb('l.users_id', '<>', eb.ref('p.users_id'))]),
        eb('p.lot_id', 'is', null),
      ]),
    )
    .orderBy('p.id')
    .execute();
  for (const r of ledger) {
    if (r.lot_id !== null && r.lot_user !== null && r.lot_user !== r.users_id) {
      problems.push(`points_ledger#${r.id}: user ${r.users_id} but its lot ${r.lot_id} belongs to user ${r.lot_user}`);
    } else if (r.lot_id === null) {
      problems.push(`points_ledger#${r.id}: a '${r.kind}' row without its lot`);
    } else {
      problems.push(`points_ledger#${r.id}: a '${r.kind}' row cannot move ${n(r.amount)} points`);
    }
  }

  // 3b. every adjustment records the balance its actor saw, and that is the balance the
  //     row started from (a stale edit form moving points would show here)
  const adjustments = await db
    .selectFrom('points_ledger')
    .select(['id', 'users_id', 'amount', 'balance_after', 'seen_balance'])
    .where('kind', '=', 'adjustment')
    .where((eb) => eb.or([eb('seen_balance', 'is', null), eb('seen_balance', '<>', eb('balance_after', '-', eb.ref('amount')))]))
    .orderBy('id')
    .execute();
  for (const r of adjustments) {
    const before = n(r.balance_after) - n(r.amount);
    problems.push(
      r.seen_balance === null
        ? `points_ledger#${r.id}: an 'adjustment' row without the balance its actor saw (seen_balance)`
        : `points_ledger#${r.id}: adjustment made on a seen balance of ${n(r.seen_balance)} but the balance before it was ${before}`,
    );
  }

  // 4. lot bounds: 0 <= remaining <= points, points > 0, a closed lot keeps nothing
  const lots = await db.selectFrom('point_lots').selectAll().orderBy('id').execute();
  const held = new Map<number, number>();
  for (const a of await db.selectFrom('lot_allocations').select(['lot_id', sql<number>`sum(points)`.as('total')]).where('refunded_at', 'is', null).groupBy('lot_id').execute()) {
    held.set(a.lot_id, n(a.total));
  }
  const adjustedAway = new Map<number, number>();
  for (const a of await db.selectFrom('points_ledger').select(['lot_id', sql<number>`sum(amount)`.as('total')]).where('kind', '=', 'adjustment').where('amount', '<', 0).where('lot_id', 'is not', null).groupBy('lot_id').execute()) {
    adjustedAway.set(a.lot_id!, -n(a.total));
  }
  const reversedInvoices = new Set(
    (await db.selectFrom('points_ledger').select('ref_id').distinct().where('kind', '=', 'reversal').where('ref_type', '=', 'invoice').execute()).map((r) => r.ref_id),
  );
  const perUser = new Map<number, { open: number; debt: number }>();
  for (const lot of lots) {
    const acc = perUser.get(lot.users_id) ?? { open: 0, debt: 0 };
    perUser.set(lot.users_id, acc);
    if (lot.points <= 0 || lot.remaining < 0 || lot.remaining > lot.points) {
      problems.push(`point_lots#${lot.id}: remaining ${lot.remaining} outside 0..${lot.points}`);
      continue;
    }
    if (lot.closed_at !== null) {
      if (lot.remaining !== 0) problems.push(`point_lots#${lot.id}: closed but keeps ${lot.remaining} points`);
      if (lot.source === 'invoice' && lot.invoice_id !== null && reversedInvoices.has(lot.invoice_id)) acc.debt += held.get(lot.id) ?? 0;
      continue;
    }
    // 5. an open lot lacks exactly what redemptions hold from it and what adjustments took
    acc.open += lot.remaining;
    const taken = (held.get(lot.id) ?? 0) + (adjustedAway.get(lot.id) ?? 0);
    if (lot.points - lot.remaining !== taken) {
      problems.push(`point_lots#${lot.id}: ${lot.points - lot.remaining} points gone but allocations and adjustments account for ${taken}`);
    }
  }

  // 6. per user: balance = open lots' remaining - points still held on reversed lots (the debt)
  for (const u of users) {
    const acc = perUser.get(u.id) ?? { open: 0, debt: 0 };
    if (n(u.points) !== acc.open - acc.debt) {
      problems.push(`users#${u.id}: points ${n(u.points)} but its open lots hold ${acc.open} and its debt is ${acc.debt}`);
    }
  }

  // 7. allocations = spent: a live request holds exactly its cost, a rejected or cancelled one
  //    (its points refunded, SPEC 4 and SPEC 1/9) nothing;
  //    an allocation takes from a lot of the request's own user
  const requests = await db
    .selectFrom('apply_for as a')
    .leftJoin(
      (eb) => eb.selectFrom('lot_allocations').select(['apply_for_id', sql<number>`sum(points)`.as('total')]).where('refunded_at', 'is', null).groupBy('apply_for_id').as('h'),
      (join) => join.onRef('h.apply_for_id', '=', 'a.id'),
    )
    .select(['a.id', 'a.state', 'a.points', 'h.total'])
    .orderBy('a.id')
    .execute();
  for (const r of requests) {
    const expected = REFUNDED_STATES.has(r.state) ? 0 : r.points;
    if (n(r.total) !== expected) problems.push(`apply_for#${r.id}: state ${r.state}, cost ${r.points}, but its allocations hold ${n(r.total)}`);
  }
  const foreign = await db
    .selectFrom('lot_allocations as x')
    .innerJoin('point_lots as l', 'l.id', 'x.lot_id')
    .innerJoin('apply_for as a', 'a.id', 'x.apply_for_id')
    .select(['x.id', 'x.lot_id', 'x.apply_for_id'])
    .whereRef('l.users_id', '<>', 'a.users_id')
    .orderBy('x.id')
    .execute();
  for (const x of foreign) problems.push(`lot_allocations#${x.id}: request ${x.apply_for_id} takes from lot ${x.lot_id} of another user`);

  return problems;
}
