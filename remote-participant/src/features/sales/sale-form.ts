// The 'Ingresar Venta' form (SPEC 2.9, SPEC 5 "Invoice create"): what it holds, the points it will
// earn and what it sends. The contract's rules it is checked with (the same the api applies) are in
// sale-schema.ts, a chunk of its own that comes after the form is drawn (zod is not needed to draw it).
import type { ApiGet } from '@portal/shared-auth';
import { IMAGE_TYPES, INVOICE_MIN_DATE, MAX_IMAGE_BYTES, invoiceToday, type Tire } from '@portal/contract';
import { messages } from '../../messages';
import type { SaleForm } from './sale-schema';

/**
 * What an option list says instead of its options, or null once it has them: offline with no copy
 * on the phone, loading, or the read's error (SPEC 8: the api's text).
 */
export function listState(read: Pick<ApiGet<unknown>, 'offline' | 'loading' | 'error'>, loading: string = messages.sales.listLoading): string | null {
  if (read.offline) return messages.sales.listOffline;
  if (read.loading) return loading;
  return read.error;
}

/** One tire line as the selects hold it ('' until chosen). */
export interface SaleLineValues {
  /** React key: lines can be removed from the middle */
  key: string;
  brand_id: string;
  design_id: string;
  /** SPEC 2.9 "size (rin)": the tire, named by its measure */
  tire_id: string;
  amount: string;
  /** what one tire of the chosen rin earns for the participant's profile (0 until a rin is chosen) */
  tirePoints: number;
}

export interface SaleFormValues {
  /** 'YYYY-MM-DD' or '' */
  sale_date: string;
  number: string;
  price: string;
  subsidiary_id: string;
  image: File | null;
  tires: SaleLineValues[];
}


let lineCount = 0;
export function emptyLine(): SaleLineValues {
  lineCount += 1;
  return { key: `line-${lineCount}`, brand_id: '', design_id: '', tire_id: '', amount: '', tirePoints: 0 };
}

export function emptySale(branchId: number | null): SaleFormValues {
  return { sale_date: '', number: '', price: '', subsidiary_id: branchId === null ? '' : String(branchId), image: null, tires: [emptyLine()] };
}

/** a sale kept on the phone, as the form holds it again to be corrected */
export function keptSaleValues(sale: {
  data: { sale_date: string; number: string; price: number; subsidiary_id: number };
  image: Blob; imageName: string;
  lines: readonly { brand_id: number; design_id: number; tire_id: number; amount: number; tirePoints: number }[];
}): SaleFormValues {
  const image = sale.image instanceof File ? sale.image : new File([sale.image], sale.imageName, { type: sale.image.type });
  return {
    sale_date: sale.data.sale_date,
    number: sale.data.number,
    price: String(sale.data.price),
    subsidiary_id: String(sale.data.subsidiary_id),
    image,
    tires: sale.lines.map((l) => ({
      ...emptyLine(), brand_id: String(l.brand_id), design_id: String(l.design_id), tire_id: String(l.tire_id), amount: String(l.amount), tirePoints: l.tirePoints,
    })),
  };
}

/** a tire earns its total points for the participant's profile (none listed: 0). */
export function tirePointsFor(tire: Tire, profileId: number | null | undefined): number {
  return tire.tire_points_by_profile.find((p) => p.profiles_id === profileId)?.total_points ?? 0;
}

/** The points the invoice will earn: each chosen rin's points times its quantity. */
export function salePoints(lines: readonly SaleLineValues[]): number {
  return lines.reduce((sum, line) => {
    const amount = Number(line.amount);
    return line.tire_id && Number.isInteger(amount) && amount > 0 ? sum + line.tirePoints * amount : sum;
  }, 0);
}

/** The picked file's problem, checked before anything is sent (the api refuses the same files). */
export function imageProblem(file: File): string | null {
  if (file.size === 0 || !(IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.sales.imageType;
  if (file.size > MAX_IMAGE_BYTES) return messages.sales.imageTooLarge;
  return null;
}

/** SPEC 9: the first day that can be picked is the one after INVOICE_MIN_DATE; the last is today in Colombia. */
export function saleDateBounds(now: Date = new Date()): { first: string; last: string } {
  const [y, m, d] = INVOICE_MIN_DATE.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return { first, last: invoiceToday(now) };
}

export interface SalePayload {
  data: { sale_date: string; number: string; price: number; subsidiary_id: number };
  tires: { brand_id: number; design_id: number; tire_id: number; amount: number }[];
  image: File;
}

/** The three multipart parts, from the parsed form (the schema drops the lines' key and points). */
export function toPayload(form: SaleForm): SalePayload {
  const { sale_date, number, price, subsidiary_id, tires, image } = form;
  return {
    data: { sale_date, number, price, subsidiary_id },
    tires: tires.map(({ brand_id, design_id, tire_id, amount }) => ({ brand_id, design_id, tire_id, amount })),
    image,
  };
}

/**
 * The Idempotency-Key of one sale. A retry of the same invoice (same number and branch)
 * keeps its key, so a send that reached the api before the connection dropped answers the first
 * answer instead of registering the sale twice; another number or branch is another invoice and
 * takes a new key (the api refuses a key reused for another invoice).
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
