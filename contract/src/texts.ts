// The contract's Spanish texts, one module, by area: the field texts every form shares, invoices,
// redemptions, reports, users, products and slides, tires, the review queue, the ledger's and the
// audit log's names. Each area's plain values travel with its texts (form field names, limits, sort
// keys and states, the date helpers), apart from the zod rules that use them (validation.ts,
// invoices.ts, products.ts, tires.ts, review-queue.ts, redemptions.ts, reports.ts, users.ts): a
// screen that only shows these texts (a remote's messages read them) does not download and run zod
// and the contract's schemas before its first paint. Plain values, no zod.
import { POINTS_BALANCE_MAX, POINTS_INPUT_MAX, TIRE_QUANTITY } from './constants';
import { groupDigits } from './grouping';
import { REDEMPTION_STATE_ORDER, type LedgerKind } from './states';

// ===== the field texts every form shares (SPEC 5) =====

export const minText = (n: number) => `Mínimo ${n} caracteres`;
export const REQUIRED = 'Requerido';
export const DIGITS_ONLY = 'Solo números';
export const INVALID_EMAIL = 'Correo electrónico no válido';

/** only a form that skipped the loaded city could send it wrong: the fix is to reload */
export const VERSION_INVALID = 'Recargue la página e inténtelo de nuevo';

/** SPEC 5: 'Seleccione Una Marca' */
export const SELECT_BRAND = 'Seleccione Una Marca';

/** SPEC 5: 'Seleccione Una Ciudad' */
export const SELECT_CITY = 'Seleccione Una Ciudad';
/** SPEC 5: 'Seleccione Un Perfil' */
export const SELECT_PROFILE = 'Seleccione Un Perfil';

// ===== invoices (SPEC 5, SPEC 7): field names, limits, texts and the date helpers =====

/** Field names of the multipart form and the retry header. */
export const INVOICE_FORM = { data: 'data', tires: 'tires', image: 'image' } as const;
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const INVOICE_NUMBER_MIN = 3;
export const INVOICE_NUMBER_MAX = 40;
/** lines of one invoice (SPEC says only "tire lines"; a ceiling keeps one request bounded) */
export const INVOICE_LINES_MAX = 50;
/** largest total accepted, in COP */
export const INVOICE_PRICE_MAX = 999_999_999_999;

/**
 * SPEC 5 field texts and ours for the rest. SPEC 5 writes the tire line's as one pattern
 * ('Seleccione Una Marca/Diseño/Rin/Cantidad/Fecha/Imagen'); each is spelt out with the article
 * its noun takes in Spanish, in the pattern's capitals (docs/adr/0036-the-sale-forms-articles.md).
 */
export const INVOICE_TEXT = {
  selectBrand: 'Seleccione Una Marca',
  selectDesign: 'Seleccione Un Diseño',
  selectRin: 'Seleccione Un Rin',
  selectQuantity: 'Seleccione Una Cantidad',
  selectDate: 'Seleccione Una Fecha',
  selectImage: 'Seleccione Una Imagen',
  selectSubsidiary: 'Seleccione Un Punto de Venta',
  /** SPEC 2.9 hint under the number field */
  numberHint: "Agregue la letra 'C' al final para corregir una factura",
  dateInvalid: 'Fecha no válida (use AAAA-MM-DD)',
  dateTooEarly: 'La fecha debe ser posterior al 01/05/2023',
  dateFuture: 'La fecha no puede ser posterior a hoy',
  quantityRange: `La cantidad debe estar entre ${TIRE_QUANTITY.min} y ${TIRE_QUANTITY.max}`,
  priceMin: 'El total debe ser al menos 1',
  /** a total with cents ('1.850.000,50'): whole pesos only */
  priceWhole: 'El total va en pesos enteros, sin centavos',
  priceMax: 'El total es demasiado grande',
  numberMax: `Máximo ${INVOICE_NUMBER_MAX} caracteres`,
  linesMin: 'Agregue al menos una llanta',
  linesMax: `Máximo ${INVOICE_LINES_MAX} líneas por factura`,
} as const;

/**
 * Today as 'YYYY-MM-DD' in Colombia (UTC-5, no daylight saving): the programme's country, so a
 * sale entered on a Colombian evening is not taken for tomorrow's (UTC) date, and no date after
 * the Colombian today passes.
 */
export function invoiceToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' naming a day that exists (no 2024-02-30). */
export function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

export const INVOICE_LIST_TEXT = {
  stateFilter: 'Estado no válido: use Creada, Aprobada o Rechazada',
  subsidiaryFilter: 'Sucursal no válida',
  dateFilter: 'Fecha no válida: use el formato AAAA-MM-DD',
  periodInverted: 'La fecha inicial no puede ser posterior a la fecha final',
} as const;

// ===== redemptions (SPEC 2.10, 2.11, SPEC 5 "Redemption review"; 'Lista de Redenciones') =====

// The requests' texts, sort keys and states: the review screens ('Lista de Redenciones',
// 'Información de solicitud') read these without the zod rules (redemptions.ts).
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
export const REDEMPTION_STATES = REDEMPTION_STATE_ORDER;
export const REDEMPTION_LIST_TEXT = {
  stateFilter: `Estado no válido: use ${REDEMPTION_STATES.slice(0, -1).join(', ')} o ${REDEMPTION_STATES[REDEMPTION_STATES.length - 1]}`,
} as const;

// ===== prize fulfilment (SPEC 1/9: a prize is delivered within one month of its request) =====

/** how a prize reaches the participant, stored as the value, shown as the label */
export const DELIVERY_METHODS = [
  { value: 'branch', label: 'En el punto de venta' },
  { value: 'address', label: 'A una dirección' },
  { value: 'voucher', label: 'Bono digital' },
] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]['value'];
export const DELIVERY_METHOD_VALUES = DELIVERY_METHODS.map((m) => m.value) as unknown as readonly [DeliveryMethod, ...DeliveryMethod[]];
export const deliveryMethodLabel = (method: string | null | undefined): string => DELIVERY_METHODS.find((m) => m.value === method)?.label ?? '';

/** the longest text each delivery field takes */
export const DELIVERY_MAX = { address: 200, recipient: 120, carrier: 80, guideNumber: 60, trackingUrl: 500, comment: 1000 } as const;
/** a claim says what went wrong in at least this many characters */
export const CLAIM_COMMENT_MIN = 10;
/** field names of the multipart form of 'Registrar entrega': the JSON `data` and the photo `image` (SPEC 7 uploads) */
export const DELIVERY_FORM = { data: 'data', image: 'image' } as const;

export const DELIVERY_TEXT = {
  selectMethod: 'Seleccione Un Método de Entrega',
  addressRequired: 'Escriba la dirección de entrega',
  cityRequired: 'Seleccione Una Ciudad',
  recipientRequired: 'Escriba quién recibe el premio',
  carrierRequired: 'Escriba la transportadora o quien entrega',
  guideRequired: 'Escriba el número de guía',
  guideOnVoucher: 'Un bono digital no lleva número de guía ni transportadora',
  trackingUrlInvalid: 'El enlace de seguimiento debe empezar por http:// o https://',
  max: (n: number) => `Máximo ${n} caracteres`,
  selectDate: 'Seleccione Una Fecha',
  dateInvalid: 'Fecha no válida (use AAAA-MM-DD)',
  dateFuture: 'La fecha no puede ser posterior a hoy',
  dispatchBeforePurchase: 'La fecha de despacho no puede ser anterior a la fecha de compra',
  deliveryBeforeDispatch: 'La fecha de entrega no puede ser anterior a la fecha de despacho',
  proofRequired: 'Adjunte la foto de la entrega',
  deliveryDataOnDispatch: 'La dirección y los datos de envío solo se fijan al despachar el premio',
  claimMin: `Cuente qué pasó en al menos ${CLAIM_COMMENT_MIN} caracteres`,
} as const;

// ===== reports: the filters' error texts =====

// A list's period filter (shared-ui PeriodFilter, on 'Facturas por revisar' among others) shows
// them without the zod rules (reports.ts).
export const REPORT_TEXT = {
  dateFilter: 'Fecha no válida: use el formato AAAA-MM-DD',
  periodInverted: 'La fecha inicial no puede ser posterior a la fecha final',
  subsidiaryFilter: 'Sucursal no válida',
  cityFilter: 'Ciudad no válida',
  brandFilter: 'Marca no válida',
  actorFilter: 'Usuario no válido',
  entityFilter: 'Tipo de registro no válido',
  actionFilter: 'Acción no válida',
  stateFilter: 'Estado no válido: use Creada, Aprobada o Rechazada',
} as const;

// ===== users (SPEC 2.5, 2.6, 5 "Registration", "Edit user"; 'Mi Perfil'): texts, limits and form names =====

// A screen that only shows a user ('Mi Perfil') reads these without the zod rules (users.ts).
/** SPEC 5 texts (copied to the letter) and ours for the rest. */
export const USER_TEXT = {
  selectProfile: 'Seleccione un perfil',
  selectBranch: 'Seleccione un punto de venta',
  selectState: 'Seleccione un estado',
  selectNewPhoto: 'Seleccione una nueva foto de perfil',
  passwordsDiffer: 'Las contraseñas no coinciden',
  invalidPhone: 'Teléfono no válido',
  pointsWhole: 'Los puntos deben ser un número entero',
  pointsNegative: 'Los puntos no pueden ser negativos',
  pointsTooLarge: `Los puntos no pueden pasar de ${groupDigits(POINTS_BALANCE_MAX)}`,
  pointsChangeMax: `Un ajuste no puede pasar de ${groupDigits(POINTS_INPUT_MAX)} puntos`,
  pointsSeenRequired: 'Falta el saldo que mostraba el formulario: recargue la página',
  versionRequired: 'Falta la versión de los datos que mostraba el formulario: recargue la página',
  max: (n: number) => `Máximo ${n} caracteres`,
} as const;

/** SPEC 2.5: 'Stado' column, from the state flag */
export const USER_STATE_LABEL: Record<number, string> = { 1: 'ACTIVO', 0: 'DESACTIVADO' };
/** SPEC 2.6: state selector options (Activo=1, Inactivo=0) */
export const USER_STATE_OPTIONS = [{ value: 1, label: 'Activo' }, { value: 0, label: 'Inactivo' }] as const;

/**
 * Version of the texts a participant accepts in the wizard (terms and habeas data, shell/src/legal.ts);
 * stored with each consent row, so a later change of the texts can tell who accepted which.
 */
export const CONSENT_TEXT_VERSION = '2026-01';

export const USER_LIMITS = { nameMax: 150, identificationMax: 20, phoneMax: 30, passwordMax: 200, emailMax: 200 } as const;

/**
 * POST /api/users/photo (ours, 'Mi Perfil'): multipart/form-data with the one file field
 * `image`; it replaces the caller's own photo (there is no id: nobody changes another's photo).
 */
export const USER_PHOTO_FORM = { image: 'image' } as const;
/** the new photo's signed link (docs/adr/0008-private-uploads-through-signed-links.md), for the sidebar to show at once */
export interface UserPhotoAnswer { message: 'success'; detail: string; image: string }

// ===== products and slides (SPEC 5 "Products", "Slides") =====

/** largest slide order accepted */
export const SLIDE_ORDER_MAX = 99_999;

/** SPEC 5 texts (copied to the letter) and ours for the rest. */
export const PRODUCT_TEXT = {
  /** SPEC 5: category required, 'Seleccione Una Categoría' on create, 'Seleccione una categoría' on edit */
  selectCategory: 'Seleccione Una Categoría',
  selectCategoryEdit: 'Seleccione una categoría',
  /** SPEC 5: image required on create (the slide form's text) */
  selectImage: 'Seleccione Una Imagen',
  pointsMin: 'Los puntos deben ser al menos 1',
  tooLarge: (max: number) => `No puede pasar de ${groupDigits(max)}`,
  /** SPEC 4: a product is created active; ours: no other state is accepted on create */
  stateOnCreate: "Un producto se crea activo: el estado debe ser '1'",
  categoryFilter: 'Categoría no válida',
} as const;

export const SLIDE_TEXT = {
  /** SPEC 5 "Slides" */
  selectPosition: 'Seleccione Una Posición',
  selectImage: 'Seleccione Una Imagen',
  /** SPEC 3: position Up or Down, shown Arriba/Abajo */
  positionLabel: { Up: 'Arriba', Down: 'Abajo' } as Record<'Up' | 'Down', string>,
  orderTooLarge: `El orden no puede pasar de ${groupDigits(SLIDE_ORDER_MAX)}`,
  flagInvalid: 'Valor no válido: use 1 (sí) o 0 (no)',
} as const;

/** SPEC 9 "Slide positions Down (Abajo), Up (Arriba)": the options of the position select */
export const SLIDE_POSITION_OPTIONS = [{ value: 'Up', label: 'Arriba' }, { value: 'Down', label: 'Abajo' }] as const;

// ===== tires (SPEC 5 "Tire") =====

/** ours: bounds that keep one row and one request small */
export const TIRE_LIMITS = { codeMax: 50, descriptionMax: 500, pointsRowsMax: 100 } as const;

/** SPEC 5 texts (copied to the letter) and ours for the rest. */
export const TIRE_TEXT = {
  /** SPEC 5: design required */
  selectDesign: 'Seleccione Una Diseño',
  profileInvalid: 'Perfil no válido',
  /** SPEC 5 "points fields numeric", SPEC 9 "numeric fields digits only" */
  pointsDigits: DIGITS_ONLY,
  pointsNegative: 'Los puntos no pueden ser negativos',
  /** a points number typed by a person is at most POINTS_INPUT_MAX */
  pointsMax: `Máximo ${groupDigits(POINTS_INPUT_MAX)} puntos`,
  /** SPEC 2.8: the total is general plus UHP; a client that sent another number is refused */
  totalMismatch: (sum: number) => `El total debe ser la suma de los puntos generales y UHP (${sum})`,
  profileRepeated: 'Este perfil ya tiene un bloque de puntos: cada perfil va una sola vez',
  pointsRowsMax: `Máximo ${TIRE_LIMITS.pointsRowsMax} bloques de puntos`,
  max: (n: number) => `Máximo ${n} caracteres`,
} as const;

// ===== the review queue =====

export const REVIEW_QUEUE_TEXT = {
  subsidiaryFilter: INVOICE_LIST_TEXT.subsidiaryFilter,
  userFilter: 'Participante no válido',
  dateFilter: INVOICE_LIST_TEXT.dateFilter,
  periodInverted: INVOICE_LIST_TEXT.periodInverted,
  warningsFilter: 'Advertencias no válido: use 1 (solo las facturas con advertencias) o 0',
} as const;

// ===== users' list and ledger =====

export const USER_LIST_TEXT = {
  stateFilter: 'Estado no válido: use 1 (activo) o 0 (inactivo)',
  subsidiaryFilter: 'Sucursal no válida',
  profileFilter: 'Perfil no válido',
} as const;

/** Spanish names of the ledger kinds (contract LEDGER_KIND), the same on every screen and export */
export const LEDGER_KIND_LABEL: Record<LedgerKind, string> = {
  earn: 'Ganados',
  spend: 'Redimidos',
  refund: 'Devueltos',
  reversal: 'Reversados',
  expiry: 'Vencidos',
  adjustment: 'Ajuste',
};

// ===== the audit log =====

/** Spanish names of the audit actions and entities the screen filters by */
export const AUDIT_ACTION_LABEL: Record<string, string> = {
  create: 'Creación', update: 'Edición', delete: 'Borrado', approve: 'Aprobación', reject: 'Rechazo', confirm: 'Compra confirmada',
  dispatch: 'Despacho', deliver: 'Entrega registrada', receive: 'Recibido', claim: 'Reclamo', not_deliver: 'No entregado', cancel: 'Cancelación',
  recover_password: 'Recuperación de contraseña', login_refused: 'Ingreso rechazado',
};
export const AUDIT_ENTITY_LABEL: Record<string, string> = {
  users: 'Usuarios', invoices: 'Facturas', apply_for: 'Redenciones', cities: 'Ciudades', subsidiaries: 'Sucursales', profiles: 'Perfiles',
  brands: 'Marcas', designs: 'Diseños', tires: 'Llantas', product_categories: 'Categorías', products: 'Productos', slides: 'Slides', session: 'Sesiones',
};
