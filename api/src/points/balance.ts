// The balance every call shows: the spendable one. users.points still counts lots that
// are due until the sweep (or the user's next points step) closes them; a read subtracts them, so
// what a person sees is what they can spend, whether or not the sweep has run.
import { sql } from 'kysely';
import { nowIso } from '../db/time';
import type { DB } from '../db/schema';
import { dueOpenPoints } from './lot-helpers';

/** users.points less the user's open lots already due at `now` (what the sweep is about to take) */
export async function shownBalance(db: DB, usersId: number, now: Date = new Date()): Promise<number> {
  const user = await db.selectFrom('users').select('points').where('id', '=', usersId).executeTakeFirst();
  if (!user) return 0;
  return Number(user.points) - (await dueOpenPoints(db, usersId, now));
}

/**
 * For lists (one query, not one per user): per user, the points of open lots already due at `now`.
 * LEFT JOIN it as `due` on the user and select `shownPoints('u.points')`:
 *   db.selectFrom('users as u').leftJoin(dueLotsByUser(db, now).as('due'), 'due.users_id', 'u.id')
 */
export function dueLotsByUser(db: DB, now: Date) {
  return db
    .selectFrom('point_lots')
    .select(['users_id', sql<number>`sum(remaining)`.as('due_points')])
    .where('closed_at', 'is', null)
    .where('expires_at', '<=', nowIso(now))
    .groupBy('users_id');
}

/** `<users.points column> - coalesce(due.due_points, 0)`: the shown balance in a query joined to dueLotsByUser as `due` */
export const shownPoints = (pointsColumn: string) => sql<number>`${sql.ref(pointsColumn)} - coalesce(${sql.ref('due.due_points')}, 0)`;
