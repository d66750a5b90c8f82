// The redemption requests' texts, sort keys and states (SPEC 2.10, 2.11, SPEC 5 "Redemption review";
// 'Lista de Redenciones'), apart from their zod rules (redemptions.ts): the review screens ('Lista
// de Redenciones', 'Información de solicitud') read these without downloading and running zod and
// the contract's schemas before their first paint. Plain values.
import { REDEMPTION_STATE } from './states';

export const REDEMPTION_TEXT = {
  /** SPEC 5: 'Seleccione Una Fecha' when the confirmation date is missing */
  selectDate: 'Seleccione Una Fecha',
  dateInvalid: 'Fecha no válida (use AAAA-MM-DD)',
  dateTooEarly: 'La fecha debe ser posterior al 01/03/2019',
  dateFuture: 'La fecha no puede ser posterior a hoy',
  commentMax: 'Máximo 1000 caracteres',
} as const;

/**
 * GET /api/product/applyfor/all with list parameters (contract/src/list.ts) answers `{ rows, total }`
 * of the same rows: staff every request, a participant their own (whatever else is sent). It sorts
 * by 'created' (the default, newest first: the plain answer's order), 'id', 'product' and 'user'
 * (names), 'document' (the identification number), 'points', 'state', 'city' and 'subsidiary' (the
 * participant's branch and its city; a user without one goes last ascending). `state` (one of
 * REDEMPTION_STATE, as stored) filters, with or without paging. `q` looks in the product's name and
 * the participant's name and identification number, ignoring capitals and accents.
 */
export const REDEMPTION_SORT = [
  'created', 'id', 'product', 'user', 'document', 'points', 'state', 'city', 'subsidiary',
] as const satisfies readonly [string, ...string[]];
/** the states a request can be in, in the order of their life (the filter's options) */
export const REDEMPTION_STATES = [
  REDEMPTION_STATE.PENDING, REDEMPTION_STATE.APPROVED, REDEMPTION_STATE.REJECTED, REDEMPTION_STATE.CONFIRMED,
] as const;
export const REDEMPTION_LIST_TEXT = {
  stateFilter: 'Estado no válido: use espera, aprobado, rechazado o confirmado',
} as const;
