// Redemption requests (apply_for) in the SPEC 3 shape, with product, user, branch and city names.
import type { ApplyFor } from '@portal/contract';
import type { DB } from '../../db/schema';

function applyForQuery(db: DB) {
  return db
    .selectFrom('apply_for as a')
    .leftJoin('products as p', 'p.id', 'a.product_id')
    .leftJoin('users as u', 'u.id', 'a.users_id')
    .leftJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .leftJoin('cities as c', 'c.id', 's.cities_id')
    .select([
      'a.id', 'a.product_id', 'a.users_id', 'a.points', 'a.created_at', 'a.state', 'a.comment', 'a.buyer_comment', 'a.purchase_date',
      'p.name as product_name',
      'u.name as user_name', 'u.identification_number', 'u.points as user_points',
      's.id as subsidiary_id', 's.name as subsidiary_name',
      'c.id as city_id', 'c.name as city_name',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof applyForQuery>['execute']>>[number];

export function toApplyFor(r: Row): ApplyFor {
  return {
    id: r.id,
    product_id: r.product_id,
    product: r.product_name === null ? null : { id: r.product_id, name: r.product_name },
    users_id: r.users_id,
    user:
      r.user_name === null
        ? null
        : {
            id: r.users_id,
            name: r.user_name,
            identification_number: r.identification_number ?? '',
            points: r.user_points ?? 0,
            subsidiary:
              r.subsidiary_id === null
                ? null
                : { id: r.subsidiary_id, name: r.subsidiary_name ?? '', city: r.city_id === null ? null : { id: r.city_id, name: r.city_name ?? '' } },
          },
    points: r.points,
    created_at: r.created_at,
    state: r.state,
    comment: r.comment,
    buyer_comment: r.buyer_comment,
    purchase_date: r.purchase_date,
  };
}

/** SPEC 2.10: newest first. `usersId` limits the list to one user's own requests. */
export async function listApplyFor(db: DB, options: { usersId?: number } = {}): Promise<ApplyFor[]> {
  let query = applyForQuery(db).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc');
  if (options.usersId !== undefined) query = query.where('a.users_id', '=', options.usersId);
  return (await query.execute()).map(toApplyFor);
}

export async function findApplyFor(db: DB, id: number): Promise<ApplyFor | undefined> {
  const row = await applyForQuery(db).where('a.id', '=', id).executeTakeFirst();
  return row ? toApplyFor(row) : undefined;
}
