// The balance every call shows (issue 6): the spendable one. users.points still counts lots that
// are due until the sweep (or the user's next points step) closes them; a read subtracts them, so
// what a person sees is what they can spend, whether or not the sweep has run.
import type { DB } from '../db/schema';
import { dueOpenPoints } from './lot-helpers';

/** users.points less the user's open lots already due at `now` (what the sweep is about to take) */
export async function shownBalance(db: DB, usersId: number, now: Date = new Date()): Promise<number> {
  const user = await db.selectFrom('users').select('points').where('id', '=', usersId).executeTakeFirst();
  if (!user) return 0;
  return Number(user.points) - (await dueOpenPoints(db, usersId, now));
}
