// apply_for row (joined with product, user, branch, city) -> the contract's ApplyFor (SPEC 3).
import type { ApplyFor } from '@portal/contract';
import type { ApplyForJoinRow } from './repository';

export function toApplyFor(r: ApplyForJoinRow): ApplyFor {
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
            // the shown balance
            points: Number(r.user_points ?? 0),
            subsidiary:
              r.subsidiary_id === null
                ? null
                : { id: r.subsidiary_id, name: r.subsidiary_name ?? '', city: r.city_id === null ? null : { id: r.city_id, name: r.city_name ?? '' } },
          },
    points: Number(r.points),
    created_at: r.created_at,
    state: r.state,
    comment: r.comment,
    buyer_comment: r.buyer_comment,
    purchase_date: r.purchase_date,
  };
}
