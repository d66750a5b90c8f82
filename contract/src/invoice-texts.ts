// The plain part of the invoice contract (SPEC 5, SPEC 7): field names, limits, texts and the date
// helpers, without zod: a screen that only shows these texts (a remote's messages read them) does
// not load zod for them; invoices.ts builds the schemas.
import { TIRE_QUANTITY } from './constants';

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
