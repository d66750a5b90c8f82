// SPEC 4. The states SPEC leaves unnamed are named here once, in Spanish, for every screen and the api.

/** Invoice states as stored and shown (SPEC 4: Creada, Rechazada, and an approved state). */
export const INVOICE_STATE = {
  CREATED: 'Creada',
  APPROVED: 'Aprobada',
  REJECTED: 'Rechazada',
} as const;
export type InvoiceState = (typeof INVOICE_STATE)[keyof typeof INVOICE_STATE];

/** Redemption (apply-for) states, stored lower-case and shown capitalised (SPEC 2.10, SPEC 4). */
export const REDEMPTION_STATE = {
  PENDING: 'espera',
  APPROVED: 'aprobado',
  REJECTED: 'rechazado',
  CONFIRMED: 'confirmado',
} as const;
export type RedemptionState = (typeof REDEMPTION_STATE)[keyof typeof REDEMPTION_STATE];

/** User state flag (SPEC 3, SPEC 4). */
export const USER_STATE = { ACTIVE: 1, INACTIVE: 0 } as const;

/** Points ledger kinds (ARCHITECTURE "Points"). */
export const LEDGER_KIND = ['earn', 'spend', 'refund', 'reversal', 'expiry', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KIND)[number];

/** 'espera' -> 'Espera' (SPEC 2.10: Estado capitalised). */
export function capitalize(text: string | null | undefined): string {
  if (!text) return '';
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/**
 * SPEC 2.5 "Branch and profile names are capitalised", without undoing how they are written
 * ('Llantas del Norte Av. 68' must not read 'Llantas del norte av. 68'): the first letter up, the
 * rest as stored; a name stored all in capitals ('MECÁNICO') reads as a name ('Mecánico').
 */
export function capitalizeName(text: string | null | undefined): string {
  if (!text) return '';
  const written = text === text.toUpperCase() ? text.toLowerCase() : text;
  return written.charAt(0).toUpperCase() + written.slice(1);
}
