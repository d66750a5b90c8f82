// SPEC 7: POST /api/product/approve/{id} { comment | null }, /reject/{id} { comment },
// /bought/{id} { buyer_comment, purchase_date }; each answers { message, detail } (SPEC 8). A refusal
// (wrong state from a second tab: 409) is a 4xx whose Spanish detail goes to the red panel.
import { API, type RedemptionApproveBody, type RedemptionBoughtBody, type RedemptionRejectBody, type RedemptionReviewAnswer } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';

export type RedemptionDecision =
  | { action: 'approve'; id: number; body: RedemptionApproveBody }
  | { action: 'reject'; id: number; body: RedemptionRejectBody }
  | { action: 'confirm'; id: number; body: RedemptionBoughtBody };

const pathOf = { approve: API.redemptionApprove, reject: API.redemptionReject, confirm: API.redemptionBought } as const;

export async function reviewRedemption({ action, id, body }: RedemptionDecision): Promise<RedemptionReviewAnswer> {
  return (await http.post<RedemptionReviewAnswer>(pathOf[action](id), body)).data;
}

// after a decision: every redemption read (the list, this request) and every user read (a reject
// gives the points back) show it
export const useReviewRedemption = () => useSubmit(reviewRedemption, { refetch: ['/api/product/applyfor', '/api/users'] });
