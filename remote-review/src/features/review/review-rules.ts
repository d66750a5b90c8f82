// SPEC 4 / SPEC 6: who may act on a redemption request, and in which state.
import { REDEMPTION_STATE, roleOf } from '@portal/contract';

export interface ReviewControls {
  /** profile 4, request in Espera: approver comment, approve, reject */
  approver: boolean;
  /** profile 5, request Aprobado: buyer comment, date, confirm purchase */
  buyer: boolean;
}

export function reviewControls(profilesId: number | null | undefined, state: string): ReviewControls {
  const role = roleOf(profilesId);
  const current = state.toLowerCase();
  return {
    approver: role === 'approver' && current === REDEMPTION_STATE.PENDING,
    buyer: role === 'buyer' && current === REDEMPTION_STATE.APPROVED,
  };
}
