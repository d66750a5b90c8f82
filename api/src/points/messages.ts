// Spanish texts of the points engine for stale saves and the balance bound (its other texts are in
// src/messages.ts, MSG.points*). Modules that answer the same situation reuse these, so a stale
// save reads the same wherever it happens.
import { POINTS_BALANCE_MAX, groupDigits } from '@portal/contract';

export const POINTS_MSG = {
  /** the form (or the caller) saw a balance or a version that is no longer the current one */
  stale: 'Los datos de este usuario cambiaron mientras tanto. Recargue la página y vuelva a intentarlo.',
  /** overflow: a credit or adjustment would take the balance past POINTS_BALANCE_MAX */
  balanceTooLarge: `El saldo de puntos no puede pasar de ${groupDigits(POINTS_BALANCE_MAX)}.`,
} as const;
