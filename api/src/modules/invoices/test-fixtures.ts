// Test fixtures of the invoice calls: a small tire catalogue with points for two participant
// profiles, unique PNGs, the multipart form of POST /api/invoice/create, and counts of everything
// an invoice writes (rows and image files), to prove "nothing stored".
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { uniquePng } from '../../proofs/harness';
import { API, INVOICE_STATE, invoiceToday, searchKey, type INVOICE_SORT, type InvoiceCreateData, type InvoiceLine, type InvoiceState, type ReviewQueueRow } from '@portal/contract';
import type { DB } from '../../db/schema';
import { createCity, createSubsidiary, createUser, participantProfile, type TestApp, type TestUser } from '../../test/helper';
import { flagCodes } from './queue-repository';

/** a valid PNG whose bytes (and so sha256) are unique: the proof kit's */
export { uniquePng };

export interface Part { name: string; value: string | Buffer; filename?: string; type?: string }

/** multipart/form-data body from parts */
export function multipart(parts: Part[]) {
  const boundary = `----invoice-test-${crypto.randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if (p.filename !== undefined) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface InvoiceRequest {
  data?: Partial<InvoiceCreateData> | Record<string, unknown> | string;
  tires?: InvoiceLine[] | unknown[] | string;
  /** null: no image part */
  image?: Buffer | null;
  imageName?: string;
  headers?: Record<string, string>;
}

/** a date some days before today (Colombia), inside the points' lifetime */
export function daysAgo(days: number): string {
  const d = new Date(`${invoiceToday()}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export function createRequest(t: TestApp, user: TestUser, req: InvoiceRequest) {
  const parts: Part[] = [];
  if (req.data !== undefined) parts.push({ name: 'data', value: typeof req.data === 'string' ? req.data : JSON.stringify(req.data) });
  if (req.tires !== undefined) parts.push({ name: 'tires', value: typeof req.tires === 'string' ? req.tires : JSON.stringify(req.tires) });
  if (req.image !== null) parts.push({ name: 'image', value: req.image ?? uniquePng(), filename: req.imageName ?? 'factura.png', type: 'image/png' });
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: API.invoiceCreate, headers: { ...user.auth, ...body.headers, ...(req.headers ?? {}) }, payload: body.payload });
}

export interface Catalogue {
  /** two participant profiles earning differently (like the demo's Oro and Plata) */
  gold: number;
  silver: number;
  subsidiaryId: number;
  otherSubsidiaryId: number;
  brands: { michelin: number; bfg: number };
  designs: { primacy: number; pilot: number; kot: number };
  /** tire -> its design and points per profile */
  tires: { id: number; design: number; brand: number; gold: number; silver: number }[];
}

export async function seedCatalogue(db: DB): Promise<Catalogue> {
  const gold = await participantProfile(db, 'Oro');
  const silver = await participantProfile(db, 'Plata');
  const city = await createCity(db, 'Bogotá');
  const subsidiaryId = await createSubsidiary(db, city, gold, 'Llantas del Norte');
  const otherSubsidiaryId = await createSubsidiary(db, city, silver, 'Llantas del Sur');
  const brand = async (name: string) => (await db.insertInto('brands').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
  const design = async (name: string, brandId: number) => (await db.insertInto('designs').values({ name, brand_id: brandId }).returning('id').executeTakeFirstOrThrow()).id;
  const michelin = await brand('Michelin');
  const bfg = await brand('BFGoodrich');
  const primacy = await design('Primacy 4', michelin);
  const pilot = await design('Pilot Sport 4', michelin);
  const kot = await design('All-Terrain KO2', bfg);
  const tires: Catalogue['tires'] = [];
  const specs: [string, number, number, number, number][] = [
    ['205/55R16', primacy, michelin, 40, 30],
    ['225/45R17', primacy, michelin, 55, 40],
    ['245/40R18', pilot, michelin, 90, 65],
    ['265/70R16', kot, bfg, 70, 50],
    ['285/75R16', kot, bfg, 85, 60],
  ];
  for (const [name, designId, brandId, goldPts, silverPts] of specs) {
    const id = (await db.insertInto('tires').values({ name, tire_code: `C-${name}`, description: `Llanta ${name}`, design_id: designId }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('tire_points').values([
      { tire_id: id, profiles_id: gold, points_general: goldPts - 10, points_uhp: 10, points_total: goldPts },
      { tire_id: id, profiles_id: silver, points_general: silverPts, points_uhp: 0, points_total: silverPts },
    ]).execute();
    tires.push({ id, design: designId, brand: brandId, gold: goldPts, silver: silverPts });
  }
  return { gold, silver, subsidiaryId, otherSubsidiaryId, brands: { michelin, bfg }, designs: { primacy, pilot, kot }, tires };
}

/** a line of the catalogue's n-th tire */
export function line(c: Catalogue, n: number, amount: number): InvoiceLine {
  const tire = c.tires[n];
  return { brand_id: tire.brand, design_id: tire.design, tire_id: tire.id, amount };
}

let numberSeq = 0;
export const newNumber = () => `FV-${Date.now() % 1e7}-${++numberSeq}`;

export function validData(c: Catalogue, overrides: Record<string, unknown> = {}) {
  return { sale_date: daysAgo(3), number: newNumber(), price: 1250000, subsidiary_id: c.subsidiaryId, ...overrides };
}

export async function participant(db: DB, profilesId: number, subsidiaryId: number): Promise<TestUser> {
  return createUser(db, { profilesId, subsidiaryId });
}

/** Every row and file an invoice can leave behind. */
export async function footprint(t: TestApp) {
  const count = async (table: 'invoices' | 'invoice_references' | 'point_lots' | 'points_ledger' | 'audit_log') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const dir = path.join(t.config.STORAGE_DIR, 'invoices');
  return {
    invoices: await count('invoices'),
    references: await count('invoice_references'),
    lots: await count('point_lots'),
    ledger: await count('points_ledger'),
    audit: await count('audit_log'),
    files: fs.existsSync(dir) ? fs.readdirSync(dir).length : 0,
    points: Number((await t.db.selectFrom('users').select((eb) => eb.fn.sum<number>('points').as('s')).executeTakeFirstOrThrow()).s ?? 0),
  };
}

export async function balanceOf(db: DB, usersId: number): Promise<number> {
  return (await db.selectFrom('users').select('points').where('id', '=', usersId).executeTakeFirstOrThrow()).points;
}

/**
 * The warnings each waiting invoice keeps stored (invoices.review_flags, what `warnings=1`
 * reads) against the ones the queue computes and shows now: one line per invoice that disagrees,
 * `[]` when all agree. An invoice not judged yet (null: written without the api) is one of them when
 * `judged` (every invoice of the scenario came through the api).
 */
export async function storedFlagsDisagreements(t: TestApp, reader: TestUser, judged: boolean): Promise<string[]> {
  const stored = await t.db.selectFrom('invoices').select(['id', 'number', 'review_flags']).where('state', '=', INVOICE_STATE.CREATED).execute();
  const shown = new Map<number, string[]>();
  for (let page = 1; ; page++) {
    const res = await t.app.inject({ method: 'GET', url: `${API.invoiceReviewQueue}?page=${page}&pageSize=100`, headers: reader.auth });
    const body = res.json() as { rows: ReviewQueueRow[]; total: number };
    for (const row of body.rows) shown.set(row.id, [...new Set(row.warnings.map((w) => w.code))]);
    if (body.rows.length === 0 || page * 100 >= body.total) break;
  }
  const out: string[] = [];
  for (const row of stored) {
    const codes = shown.get(row.id) ?? [];
    if (row.review_flags === null) {
      if (judged) out.push(`${row.number}: not judged (review_flags null), the queue shows [${codes}]`);
      continue;
    }
    const kept = flagCodes(row.review_flags);
    if (kept.join() !== codes.join()) out.push(`${row.number}: stored [${kept}], the queue shows [${codes}]`);
  }
  return out;
}

/** the ids of `rows` ordered as a list call must: by `key` (nulls last ascending), ties by id the same way */
export function expectedOrder<R extends { id: number }>(rows: R[], key: (row: R) => string | number | null, descending = false): number[] {
  const sign = descending ? -1 : 1;
  return [...rows]
    .sort((x, y) => {
      const a = key(x);
      const b = key(y);
      if (a !== b) {
        if (a === null) return sign;
        if (b === null) return -sign;
        return (a < b ? -1 : 1) * sign;
      }
      return (x.id - y.id) * sign;
    })
    .map((r) => r.id);
}

/** an invoice as a list test stored it: what the expected orders and filters are computed from */
export interface StoredInvoice {
  id: number; number: string; price: number; sale_date: string; created_at: string; state: InvoiceState;
  users_id: number; userName: string; subsidiary_id: number | null; subsidiaryName: string | null;
}

/** each sort key of the invoice lists (INVOICE_SORT, the queue's REVIEW_QUEUE_SORT) as the api compares it */
export const INVOICE_SORT_VALUE: Record<(typeof INVOICE_SORT)[number], (i: StoredInvoice) => string | number | null> = {
  created: (i) => i.created_at,
  date: (i) => i.sale_date,
  number: (i) => searchKey(i.number),
  price: (i) => i.price,
  user: (i) => searchKey(i.userName),
  // an invoice of a deleted branch's past has none: last ascending
  subsidiary: (i) => (i.subsidiaryName === null ? null : searchKey(i.subsidiaryName)),
  state: (i) => i.state,
  id: (i) => i.id,
};
