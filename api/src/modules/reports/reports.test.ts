// GET /api/reports/invoiceByUser and /api/reports/invoices/full on SQLite and PostgreSQL, over data
// made by the real calls: invoices through POST /api/invoice/create, requests and reviews through
// the redemption calls, a rejected invoice, and an expired lot swept.
import { API } from '@portal/contract';
import { checkPointsInvariants, runExpirySweep } from '../../points';
import { earnInvoice, insertProduct } from '../../points/test-fixtures';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { createRequest, line, seedCatalogue, validData, type Catalogue } from '../invoices/test-fixtures';

let t: TestApp;
let cat: Catalogue;
let admin: TestUser;
let approver: TestUser;
let buyer: TestUser;
let ana: TestUser;
let beto: TestUser;
const invoiceIds: Record<string, number> = {};

async function invoice(u: TestUser, number: string, lines: ReturnType<typeof line>[]) {
  const res = await createRequest(t, u, { data: validData(cat, { number }), tires: lines });
  expect(res.statusCode).toBe(200);
  invoiceIds[number] = (await t.db.selectFrom('invoices').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;
}

async function request(u: TestUser, points: number, name: string): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: API.applyFor, headers: u.auth, payload: { product_id: await insertProduct(t.db, points, { name }) } });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

const review = async (u: TestUser, url: string, payload: object) => expect((await t.app.inject({ method: 'POST', url, headers: u.auth, payload })).statusCode).toBe(200);

beforeAll(async () => {
  t = await buildTestApp();
  cat = await seedCatalogue(t.db);
  admin = await createUser(t.db, { role: 'admin' });
  approver = await createUser(t.db, { role: 'approver' });
  buyer = await createUser(t.db, { role: 'buyer' });
  ana = await createUser(t.db, { name: 'Ana Gómez', profilesId: cat.gold, subsidiaryId: cat.subsidiaryId });
  beto = await createUser(t.db, { name: 'Beto Ruiz', profilesId: cat.silver });

  await invoice(ana, 'FV-100', [line(cat, 0, 2), line(cat, 2, 1)]); // 2 x 40 + 90 = 170
  await invoice(ana, 'FV-101', [line(cat, 3, 4)]); // 4 x 70 = 280
  const approved = await request(ana, 100, 'Audífonos');
  await review(approver, API.redemptionApprove(approved), { comment: 'Aprobada' });
  const rejected = await request(ana, 50, 'Morral');
  await review(approver, API.redemptionReject(rejected), { comment: 'Sin existencias' });
  await request(ana, 30, 'Balón');
  const confirmed = await request(ana, 20, 'Camiseta');
  await review(approver, API.redemptionApprove(confirmed), {});
  await review(buyer, API.redemptionBought(confirmed), { buyer_comment: 'Entregada', purchase_date: '2026-11-02' });
  // a lot long expired, closed by the sweep
  await earnInvoice(t.db, ana.id, 60, '2025-01-10', 12);
  await runExpirySweep(t.db);

  await invoice(beto, 'FV-200', [line(cat, 4, 1)]); // silver: 60
  await review(admin, API.invoiceReject(invoiceIds['FV-200']), { comment_rejected: 'Factura ilegible' });
});
afterAll(async () => t.close());

describe('GET /api/reports/invoiceByUser', () => {
  it('gives one SPEC 3 row per participant: balance, spent net of refunds, expired, requests by state, invoices, branch', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.reportInvoiceByUser, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: ana.id, name: 'Ana Gómez', identification_number: ana.identification_number, points: 300, gastados: 150, vencidos: 60,
        apply_aprobado: 2, apply_rechazado: 1, apply_espera: 1, apply_confirmado: 1, invoices_count: 3, subsidiary: 'Llantas del Norte',
      },
      {
        id: beto.id, name: 'Beto Ruiz', identification_number: beto.identification_number, points: 0, gastados: 0, vencidos: 0,
        apply_aprobado: 0, apply_rechazado: 0, apply_espera: 0, apply_confirmado: 0, invoices_count: 1, subsidiary: null,
      },
    ]);
    expect(await checkPointsInvariants(t.db)).toEqual([]);
  });
});

describe('GET /api/reports/invoices/full', () => {
  it('gives every invoice with user, branch, city, lines, points and used points', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.reportInvoicesFull, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(4);
    const first = rows.find((r: { number: string }) => r.number === 'FV-100');
    expect(first).toEqual({
      id: invoiceIds['FV-100'], number: 'FV-100', price: 1250000, sale_date: expect.any(String), created_at: expect.any(String), state: 'Creada',
      comment_rejected: null, image: expect.stringMatching(/^\/uploads\//),
      user: { id: ana.id, name: 'Ana Gómez', identification_number: ana.identification_number },
      subsidiary: { id: cat.subsidiaryId, name: 'Llantas del Norte' },
      city: { id: expect.any(Number), name: 'Bogotá' },
      lines: [
        { id: expect.any(Number), tire: { id: cat.tires[0].id, name: '205/55R16', tire_code: 'C-205/55R16' }, design: { id: cat.designs.primacy, name: 'Primacy 4' }, brand: { id: cat.brands.michelin, name: 'Michelin' }, amount: 2, points: 80 },
        { id: expect.any(Number), tire: { id: cat.tires[2].id, name: '245/40R18', tire_code: 'C-245/40R18' }, design: { id: cat.designs.pilot, name: 'Pilot Sport 4' }, brand: { id: cat.brands.michelin, name: 'Michelin' }, amount: 1, points: 90 },
      ],
      points: 170,
      // 100 approved + 30 waiting + 20 confirmed; the 50 rejected came back
      used_points: 150,
      remaining_points: 20,
      expires_at: expect.any(String),
    });
    expect(rows.find((r: { number: string }) => r.number === 'FV-101')).toMatchObject({ points: 280, used_points: 0, remaining_points: 280 });
    expect(rows.find((r: { number: string }) => r.number === 'FV-200')).toMatchObject({
      state: 'Rechazada', comment_rejected: 'Factura ilegible', points: 60, used_points: 0, remaining_points: 0, subsidiary: { name: 'Llantas del Norte' },
      user: { id: beto.id, name: 'Beto Ruiz', identification_number: beto.identification_number },
    });
    // newest first
    expect(rows.map((r: { created_at: string }) => r.created_at)).toEqual([...rows.map((r: { created_at: string }) => r.created_at)].sort().reverse());
  });
});

describe('who may read the reports', () => {
  it('administrators only', async () => {
    for (const url of [API.reportInvoiceByUser, API.reportInvoicesFull]) {
      for (const u of [approver, buyer, ana]) expect((await t.app.inject({ method: 'GET', url, headers: u.auth })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
