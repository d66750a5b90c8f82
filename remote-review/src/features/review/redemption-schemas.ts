// The rules of a redemption request's three decisions (SPEC 5 "Redemption review"): the contract's
// bodies, the ones the api checks. Asked for on the person's first move in the decision
// (ConfirmRedeem), in a chunk of its own with zod, which 'Información de solicitud' does not wait
// for before its first paint.
import { redemptionApproveBody, redemptionBoughtBody, redemptionRejectBody } from '@portal/contract';

export const redemptionSchemas = { approve: redemptionApproveBody, reject: redemptionRejectBody, confirm: redemptionBoughtBody };
export type RedemptionSchemas = typeof redemptionSchemas;
