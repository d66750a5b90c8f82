// SPEC 4. The states SPEC leaves unnamed are named here once, in Spanish, for every screen and the api.

/** Invoice states as stored and shown (SPEC 4: Creada, Rechazada, and an approved state). */
export const INVOICE_STATE = {
  CREATED: 'Creada',
  APPROVED: 'Aprobada',
  REJECTED: 'Rechazada',
} as const;
export type InvoiceState = (typeof INVOICE_STATE)[keyof typeof INVOICE_STATE];

/**
 * Redemption (apply-for) states: the one list of each stored value and its Spanish label, in the
 * order of a request's life (SPEC 2.10, SPEC 4). SPEC 4 names Espera and Aprobado; the buyer's
 * purchase is stored 'confirmado' and shown 'Comprado'. After the purchase the prize is dispatched,
 * delivered (by the buyer's proof or the participant's 'Recibido'), or not delivered, claimed or
 * cancelled (SPEC 1/9: prizes are delivered within one month of redemption).
 */
const REDEMPTION_STATE_LIST = [
  { key: 'PENDING', value: 'espera', label: 'Espera' },
  { key: 'APPROVED', value: 'aprobado', label: 'Aprobado' },
  { key: 'REJECTED', value: 'rechazado', label: 'Rechazado' },
  { key: 'CONFIRMED', value: 'confirmado', label: 'Comprado' },
  { key: 'DISPATCHED', value: 'despachado', label: 'Despachado' },
  { key: 'DELIVERED', value: 'entregado', label: 'Entregado' },
  { key: 'CANCELLED', value: 'cancelado', label: 'Cancelado' },
  { key: 'NOT_DELIVERED', value: 'no_entregado', label: 'No entregado' },
  { key: 'CLAIMED', value: 'reclamo', label: 'Reclamo' },
] as const;
type RedemptionStateEntry = (typeof REDEMPTION_STATE_LIST)[number];

/** each state's stored value by its name in code */
export const REDEMPTION_STATE = Object.fromEntries(REDEMPTION_STATE_LIST.map((s) => [s.key, s.value])) as {
  readonly [E in RedemptionStateEntry as E['key']]: E['value'];
};
export type RedemptionState = RedemptionStateEntry['value'];

/** every state, in the order of a request's life */
export const REDEMPTION_STATE_ORDER = REDEMPTION_STATE_LIST.map((s) => s.value) as unknown as readonly [RedemptionState, ...RedemptionState[]];

const REDEMPTION_LABELS: ReadonlyMap<string, string> = new Map(REDEMPTION_STATE_LIST.map((s) => [s.value, s.label]));

/** 'confirmado' -> 'Comprado', 'no_entregado' -> 'No entregado': how every screen shows a request's state */
export function redemptionStateLabel(state: string | null | undefined): string {
  if (!state) return '';
  return REDEMPTION_LABELS.get(state) ?? capitalize(state);
}

/** the states of a request the buyer bought (Comprado and every state of the prize's way after it) */
export const REDEMPTION_BOUGHT_STATES: readonly RedemptionState[] = ['confirmado', 'despachado', 'entregado', 'no_entregado', 'reclamo'];
/**
 * the states of a request the approver approved: Aprobado, every bought one, and a cancelled one
 * (only an approved request is cancelled); with Espera and Rechazado, every request is in one of the three
 */
export const REDEMPTION_APPROVED_STATES: readonly RedemptionState[] = ['aprobado', ...REDEMPTION_BOUGHT_STATES, 'cancelado'];

/** the states of a prize still owed to the participant (not delivered, cancelled or rejected) */
export const REDEMPTION_OPEN_STATES: readonly RedemptionState[] = REDEMPTION_STATE_ORDER.filter(
  (s) => s !== 'entregado' && s !== 'cancelado' && s !== 'rechazado',
);

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
