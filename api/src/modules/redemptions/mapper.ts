// apply_for row (joined with product, user, branch, city) -> the contract's ApplyFor (SPEC 3), with
// the prize's due date and the days it has left at `now` (SPEC 1/9), and the delivery photo as a
// short-lived signed link (storage/links.ts: private, like invoice photos).
import type { ApplyFor } from '@portal/contract';
import { daysUntil, redemptionDueDate } from '../../db/time';
import type { ImageUrl } from '../../storage/links';
import type { ApplyForJoinRow } from './repository';

export function toApplyFor(r: ApplyForJoinRow, now: Date, imageUrl: ImageUrl): ApplyFor {
  // a row written without the api (a tool's bulk data) has no stored due date: the same rule gives it
  const dueDate = r.due_date ?? redemptionDueDate(r.created_at);
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
    due_date: dueDate,
    days_left: daysUntil(dueDate, now),
    delivery_method: r.delivery_method,
    delivery_address: r.delivery_address,
    delivery_city: r.delivery_city_id === null ? null : { id: r.delivery_city_id, name: r.delivery_city_name ?? '' },
    recipient: r.recipient,
    carrier: r.carrier,
    guide_number: r.guide_number,
    tracking_url: r.tracking_url,
    dispatch_date: r.dispatch_date,
    delivery_date: r.delivery_date,
    proof_image: imageUrl(r.proof_image),
    received_at: r.received_at,
    claim_comment: r.claim_comment,
    claim_at: r.claim_at,
    delivery_comment: r.delivery_comment,
  };
}
