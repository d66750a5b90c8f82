// POST /api/invoice/create (SPEC 7, SPEC 2.9): earning by profile, every bad input refused with a
// Spanish detail and nothing stored, duplicates, retries and a 200-request race.
import fs from 'node:fs';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '@portal/contract';
import { checkPointsInvariants } from '../../points';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import {
  balanceOf, createRequest, daysAgo, footprint, line, newNumber, participant, seedCatalogue, uniquePng, validData, type Catalogue, type InvoiceRequest,
} from './test-fixtures';

let t: TestApp;
let c: Catalogue;
let ana: TestUser; // profile Oro
let beto: TestUser; // profile Plata

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  ana = await participant(t.db, c.gold, c.subsidiaryId);
  beto = await participant(t.db, c.silver, c.otherSubsidiaryId);
});
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));
afterAll(async () => t.close());

const fiveLines = () => [line(c, 0, 2), line(c, 1, 4), line(c, 2, 1), line(c, 3, 3), line(c, 4, 24)];
const amounts = [2, 4, 1, 3, 24];

describe('earning', () => {
  it('credits a 5-line invoice with the sum of tire points x quantity for the participant profile, as one lot', async () => {
    const expected = c.tires.reduce((sum, tire, i) => sum + tire.gold * amounts[i], 0);
    const before = await balanceOf(t.db, ana.id);
    const data = validData(c, { number: '  fv-1001 ', sale_date: daysAgo(10), price: '1250000' });
    const res = await createRequest(t, ana, { data, tires: fiveLines() });
    expect(res.json()).toEqual({
      message: 'success',
      detail: `Factura Creada con Éxito, Se le han agregado ${expected} puntos`,
      points: expected,
      currentPoints: before + expected,
    });
    expect(res.statusCode).toBe(200);

    const invoice = await t.db.selectFrom('invoices').selectAll().where('users_id', '=', ana.id).where('number', '=', 'FV-1001').executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ number: 'FV-1001', price: 1250000, sale_date: daysAgo(10), state: 'Creada', subsidiary_id: c.subsidiaryId, comment_rejected: null, request_key: null });
    expect(invoice.image).toMatch(/^\/uploads\/invoices\/[0-9a-f-]{36}\.png$/);
    expect(fs.existsSync(path.join(t.config.STORAGE_DIR, invoice.image!.replace('/uploads/', '')))).toBe(true);
    expect(invoice.image_sha256).toMatch(/^[0-9a-f]{64}$/);

    const refs = await t.db.selectFrom('invoice_references').select(['tire_id', 'amount', 'points']).where('invoice_id', '=', invoice.id).orderBy('id').execute();
    expect(refs).toEqual(c.tires.map((tire, i) => ({ tire_id: tire.id, amount: amounts[i], points: tire.gold * amounts[i] })));

    const lots = await t.db.selectFrom('point_lots').selectAll().where('invoice_id', '=', invoice.id).execute();
    expect(lots).toHaveLength(1);
    expect(lots[0]).toMatchObject({ users_id: ana.id, source: 'invoice', points: expected, remaining: expected, closed_at: null });
    expect(lots[0].earned_at.slice(0, 10)).toBe(daysAgo(10));
    const ledger = await t.db.selectFrom('points_ledger').selectAll().where('users_id', '=', ana.id).where('lot_id', '=', lots[0].id).execute();
    expect(ledger).toEqual([expect.objectContaining({ kind: 'earn', amount: expected, balance_after: before + expected, ref_type: 'invoice', ref_id: invoice.id, actor_id: ana.id })]);
    expect(await balanceOf(t.db, ana.id)).toBe(before + expected);
  });

  it('gives a participant of another profile that profile\'s points for the same lines', async () => {
    const gold = c.tires.reduce((sum, tire, i) => sum + tire.gold * amounts[i], 0);
    const silver = c.tires.reduce((sum, tire, i) => sum + tire.silver * amounts[i], 0);
    expect(silver).not.toBe(gold);
    const res = await createRequest(t, beto, { data: validData(c), tires: fiveLines() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ points: silver, currentPoints: silver });
    expect(await balanceOf(t.db, beto.id)).toBe(silver);
  });

  it('accepts form values sent as strings (ids, quantities, total)', async () => {
    const l = line(c, 0, 5);
    const tires = [{ brand_id: String(l.brand_id), design_id: String(l.design_id), tire_id: String(l.tire_id), amount: '5' }];
    const res = await createRequest(t, ana, { data: validData(c, { subsidiary_id: String(c.subsidiaryId), price: '99000' }), tires });
    expect(res.statusCode).toBe(200);
    expect(res.json().points).toBe(c.tires[0].gold * 5);
  });

  it('registers a sale whose tires earn nothing for the profile, without a lot', async () => {
    const plain = await createUser(t.db, { subsidiaryId: c.subsidiaryId }); // a participant profile without tire points
    const res = await createRequest(t, plain, { data: validData(c), tires: [line(c, 0, 3)] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Factura Creada con Éxito, Se le han agregado 0 puntos', points: 0, currentPoints: 0 });
    const invoice = await t.db.selectFrom('invoices').select('id').where('users_id', '=', plain.id).executeTakeFirstOrThrow();
    expect(await t.db.selectFrom('point_lots').select('id').where('invoice_id', '=', invoice.id).execute()).toEqual([]);
  });
});

describe('bad input: a Spanish detail, the right status, nothing stored', () => {
  const other = () => c.tires[3]; // a BFGoodrich tire
  const cases: [string, () => InvoiceRequest & { user?: () => TestUser }, number, string | RegExp][] = [
    ['quantity 0', () => ({ data: validData(c), tires: [line(c, 0, 0)] }), 400, 'Campo llantas #1 cantidad: La cantidad debe estar entre 1 y 24'],
    ['quantity 25', () => ({ data: validData(c), tires: [line(c, 0, 1), line(c, 1, 25)] }), 400, 'Campo llantas #2 cantidad: La cantidad debe estar entre 1 y 24'],
    ['quantity 2.5', () => ({ data: validData(c), tires: [line(c, 0, 2.5)] }), 400, 'Campo llantas #1 cantidad: La cantidad debe estar entre 1 y 24'],
    ['quantity missing', () => ({ data: validData(c), tires: [{ ...line(c, 0, 1), amount: undefined }] }), 400, 'Campo llantas #1 cantidad: Seleccione Una Cantidad'],
    ['brand missing', () => ({ data: validData(c), tires: [{ ...line(c, 0, 1), brand_id: null }] }), 400, 'Campo llantas #1 marca: Seleccione Una Marca'],
    ['unknown tire', () => ({ data: validData(c), tires: [line(c, 0, 1), { ...line(c, 1, 1), tire_id: 999999 }] }), 400, 'Línea 2: la llanta (rin) no existe'],
    ['unknown brand', () => ({ data: validData(c), tires: [{ ...line(c, 0, 1), brand_id: 999999 }] }), 400, 'Línea 1: la marca no existe'],
    ['unknown design', () => ({ data: validData(c), tires: [{ ...line(c, 0, 1), design_id: 999999 }] }), 400, 'Línea 1: el diseño no existe'],
    ['design of another brand', () => ({ data: validData(c), tires: [{ brand_id: c.brands.michelin, design_id: c.designs.kot, tire_id: other().id, amount: 1 }] }), 400, 'Línea 1: el diseño no pertenece a la marca seleccionada'],
    ['tire of another design', () => ({ data: validData(c), tires: [{ ...line(c, 0, 1), tire_id: c.tires[2].id }] }), 400, 'Línea 1: la llanta (rin) no pertenece al diseño seleccionado'],
    ['no lines', () => ({ data: validData(c), tires: [] }), 400, 'Campo llantas: Agregue al menos una llanta'],
    ['no tires field', () => ({ data: validData(c) }), 400, 'Campo llantas: Agregue al menos una llanta'],
    ['sale date 2023-05-01', () => ({ data: validData(c, { sale_date: '2023-05-01' }), tires: [line(c, 0, 1)] }), 400, 'Campo fecha: La fecha debe ser posterior al 01/05/2023'],
    ['sale date tomorrow (Colombia)', () => ({ data: validData(c, { sale_date: daysAgo(-1) }), tires: [line(c, 0, 1)] }), 400, 'Campo fecha: La fecha no puede ser posterior a hoy'],
    ['sale date that does not exist', () => ({ data: validData(c, { sale_date: '2025-02-30' }), tires: [line(c, 0, 1)] }), 400, 'Campo fecha: Fecha no válida (use AAAA-MM-DD)'],
    ['sale date missing', () => ({ data: validData(c, { sale_date: undefined }), tires: [line(c, 0, 1)] }), 400, 'Campo fecha: Seleccione Una Fecha'],
    ['sale date whose points would be expired', () => ({ data: validData(c, { sale_date: daysAgo(400) }), tires: [line(c, 0, 1)] }), 400, /^La fecha de venta es demasiado antigua: los puntos vencen 12 meses/],
    ['negative price', () => ({ data: validData(c, { price: -5 }), tires: [line(c, 0, 1)] }), 400, 'Campo total: El total debe ser al menos 1'],
    ['negative price as text', () => ({ data: validData(c, { price: '-5' }), tires: [line(c, 0, 1)] }), 400, 'Campo total: Solo números'],
    ['non-numeric price', () => ({ data: validData(c, { price: '12abc' }), tires: [line(c, 0, 1)] }), 400, 'Campo total: Solo números'],
    ['price 0', () => ({ data: validData(c, { price: 0 }), tires: [line(c, 0, 1)] }), 400, 'Campo total: El total debe ser al menos 1'],
    ['short number', () => ({ data: validData(c, { number: ' ab ' }), tires: [line(c, 0, 1)] }), 400, 'Campo número de factura: Mínimo 3 caracteres'],
    ['unknown branch', () => ({ data: validData(c, { subsidiary_id: 999999 }), tires: [line(c, 0, 1)] }), 400, 'La sucursal seleccionada no existe'],
    ['malformed data JSON', () => ({ data: '{"sale_date": "2026-01-01",', tires: [line(c, 0, 1)] }), 400, 'El campo data no contiene JSON válido'],
    ['malformed tires JSON', () => ({ data: validData(c), tires: '[{"brand_id": 1' }), 400, 'El campo tires no contiene JSON válido'],
    ['no image', () => ({ data: validData(c), tires: [line(c, 0, 1)], image: null }), 400, 'Campo imagen: Seleccione Una Imagen'],
    ['a non-image', () => ({ data: validData(c), tires: [line(c, 0, 1)], image: Buffer.from('%PDF-1.4 una factura en PDF, no una foto') }), 400, 'El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)'],
    ['an oversize image', () => ({ data: validData(c), tires: [line(c, 0, 1)], image: Buffer.concat([uniquePng(), Buffer.alloc(MAX_IMAGE_BYTES)]) }), 413, 'La imagen supera el tamaño máximo permitido (5 MB)'],
    ['another user\'s id', () => ({ data: validData(c, { users_id: beto.id }), tires: [line(c, 0, 1)] }), 403, 'No puede registrar facturas a nombre de otro usuario'],
    ['a bad Idempotency-Key', () => ({ data: validData(c), tires: [line(c, 0, 1)], headers: { 'idempotency-key': 'x'.repeat(101) } }), 400, 'El encabezado Idempotency-Key no es válido (de 1 a 100 caracteres visibles)'],
  ];

  it.each(cases)('%s', async (_name, build, status, detail) => {
    const before = await footprint(t);
    const req = build();
    const res = await createRequest(t, req.user ? req.user() : ana, req);
    expect(res.json()).toEqual({ message: 'error', detail: typeof detail === 'string' ? detail : expect.stringMatching(detail), statusCode: status });
    expect(res.statusCode).toBe(status);
    expect(await footprint(t)).toEqual(before);
  });

  it('names every problem of data and lines at once', async () => {
    const res = await createRequest(t, ana, { data: { sale_date: '2023-04-01', number: 'x', price: 'mil' }, tires: [line(c, 0, 30)] });
    expect(res.statusCode).toBe(400);
    const detail: string = res.json().detail;
    for (const part of ['Campo fecha:', 'Campo número de factura:', 'Campo total:', 'Campo sucursal: Seleccione Un Punto de Venta', 'Campo llantas #1 cantidad:']) expect(detail).toContain(part);
  });

  it('is for participants only: staff get 403 and nothing is stored', async () => {
    for (const role of ['admin', 'approver', 'buyer'] as const) {
      const before = await footprint(t);
      const staff = await createUser(t.db, { role });
      const res = await createRequest(t, staff, { data: validData(c), tires: [line(c, 0, 1)] });
      expect(res.statusCode).toBe(403);
      expect({ ...(await footprint(t)), points: 0 }).toEqual({ ...before, points: 0 });
    }
  });

  it('needs a session and a multipart form', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/invoice/create', payload: {} })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/invoice/create', headers: ana.auth, payload: { data: validData(c) } });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe('La petición debe enviarse como formulario (multipart/form-data)');
  });
});

describe('duplicates', () => {
  // another participant's registration of the number is a claim in dispute (invoices.dispute.test.ts)
  it('refuses a number the same participant already registered at the branch (trimmed, any case) and keeps nothing', async () => {
    const number = newNumber();
    expect((await createRequest(t, ana, { data: validData(c, { number }), tires: [line(c, 0, 1)] })).statusCode).toBe(200);
    for (const again of [number, ` ${number.toLowerCase()}  `]) {
      const before = await footprint(t);
      const res = await createRequest(t, ana, { data: validData(c, { number: again }), tires: [line(c, 0, 1)] });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(`La factura ${number} ya fue registrada para esta sucursal.`);
      expect(await footprint(t)).toEqual(before);
    }
  });

  it("accepts the same number ending in 'C' (a correction) and the same number at another branch", async () => {
    const number = newNumber();
    expect((await createRequest(t, ana, { data: validData(c, { number }), tires: [line(c, 0, 1)] })).statusCode).toBe(200);
    const corrected = await createRequest(t, ana, { data: validData(c, { number: `${number}c` }), tires: [line(c, 0, 1)] });
    expect(corrected.statusCode).toBe(200);
    const elsewhere = await createRequest(t, ana, { data: validData(c, { number, subsidiary_id: c.otherSubsidiaryId }), tires: [line(c, 0, 1)] });
    expect(elsewhere.statusCode).toBe(200);
    const rows = await t.db.selectFrom('invoices').select(['number', 'subsidiary_id']).where('number', 'in', [number, `${number}C`]).orderBy('id').execute();
    expect(rows).toEqual([
      { number, subsidiary_id: c.subsidiaryId },
      { number: `${number}C`, subsidiary_id: c.subsidiaryId },
      { number, subsidiary_id: c.otherSubsidiaryId },
    ]);
  });

  it('refuses an image whose content was already used on another invoice', async () => {
    const image = uniquePng();
    expect((await createRequest(t, ana, { data: validData(c), tires: [line(c, 0, 1)], image })).statusCode).toBe(200);
    const before = await footprint(t);
    const res = await createRequest(t, beto, { data: validData(c), tires: [line(c, 0, 1)], image: Buffer.from(image) });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('La imagen de esta factura ya fue registrada en otra factura.');
    expect(await footprint(t)).toEqual(before);
  });
});

describe('retries (Idempotency-Key)', () => {
  it('answers a retry with the first answer and credits once', async () => {
    const data = validData(c);
    const key = { 'idempotency-key': `retry-${data.number}` };
    const first = await createRequest(t, ana, { data, tires: fiveLines(), headers: key });
    expect(first.statusCode).toBe(200);
    const after = await footprint(t);
    // the client may re-read the file: the retry carries the same form, even with new bytes
    for (let i = 0; i < 3; i += 1) {
      const retry = await createRequest(t, ana, { data, tires: fiveLines(), headers: key });
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
    }
    expect(await footprint(t)).toEqual(after);
    const row = await t.db.selectFrom('invoices').select('request_key').where('number', '=', data.number).executeTakeFirstOrThrow();
    expect(row.request_key).toBe(`${ana.id}:retry-${data.number}`);
  });

  it('keeps keys per user, and refuses a key reused for another invoice', async () => {
    const key = { 'idempotency-key': `shared-${newNumber()}` };
    expect((await createRequest(t, ana, { data: validData(c), tires: [line(c, 0, 1)], headers: key })).statusCode).toBe(200);
    // another user's request with the same key is a request of its own
    const theirs = await createRequest(t, beto, { data: validData(c), tires: [line(c, 0, 1)], headers: key });
    expect(theirs.statusCode).toBe(200);
    const before = await footprint(t);
    const reused = await createRequest(t, ana, { data: validData(c), tires: [line(c, 0, 1)], headers: key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().detail).toBe('El encabezado Idempotency-Key ya se usó para otra factura');
    expect(await footprint(t)).toEqual(before);
  });
});

describe('200 concurrent submissions of one invoice', () => {
  it('without a key: exactly one invoice and one lot, the others get the 409 and leave no file', async () => {
    const data = validData(c);
    const image = uniquePng();
    const before = await footprint(t);
    const balance = await balanceOf(t.db, ana.id);
    const answers = await Promise.all(Array.from({ length: 200 }, () => createRequest(t, ana, { data, tires: fiveLines(), image })));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(new Set(refused.map((r) => r.statusCode))).toEqual(new Set([409]));
    for (const r of refused) expect([`La factura ${data.number} ya fue registrada para esta sucursal.`, 'La imagen de esta factura ya fue registrada en otra factura.']).toContain(r.json().detail);
    const after = await footprint(t);
    expect(after).toMatchObject({ invoices: before.invoices + 1, references: before.references + 5, lots: before.lots + 1, ledger: before.ledger + 1, files: before.files + 1 });
    expect(await balanceOf(t.db, ana.id)).toBe(balance + ok[0].json().points);
  });

  it('one image under 50 different numbers at once: exactly one invoice (the image has no unique constraint)', async () => {
    const image = uniquePng();
    // different users, so nothing else (the user row lock) puts them in a line
    const users = await Promise.all(Array.from({ length: 10 }, () => participant(t.db, c.gold, c.subsidiaryId)));
    const before = await footprint(t);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => createRequest(t, users[i % 10], { data: validData(c), tires: [line(c, 0, 1)], image })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expect(r.json()).toEqual({ message: 'error', detail: 'La imagen de esta factura ya fue registrada en otra factura.', statusCode: 409 });
    expect(await footprint(t)).toMatchObject({ invoices: before.invoices + 1, lots: before.lots + 1, files: before.files + 1 });
  });

  it('with one key: every answer is the first answer, one invoice and one lot', async () => {
    const data = validData(c);
    const image = uniquePng();
    const before = await footprint(t);
    const headers = { 'idempotency-key': `race-${data.number}` };
    const answers = await Promise.all(Array.from({ length: 200 }, () => createRequest(t, beto, { data, tires: fiveLines(), image, headers })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
    const bodies = new Set(answers.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(await footprint(t)).toMatchObject({ invoices: before.invoices + 1, lots: before.lots + 1, ledger: before.ledger + 1, files: before.files + 1 });
  });
});
