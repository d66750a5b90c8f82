// GET /api/invoice/all, /api/invoice/get/{id} and /api/users/historyinvoice/{userId}: the SPEC 3
// Invoice shape with its "points used" entries and SPEC 2.11's figures; who may see what.
import { API } from '@portal/contract';
import { inTransaction } from '../../db/transaction';
import { checkPointsInvariants, refundRedemption, spendPoints } from '../../points';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { createRequest, daysAgo, line, participant, seedCatalogue, validData, type Catalogue } from './test-fixtures';

let t: TestApp;
let c: Catalogue;
let ana: TestUser;
let beto: TestUser;
let admin: TestUser;
let productId: number;
const anaInvoices: { id: number; number: string; points: number }[] = [];
let betoInvoice: { id: number; number: string; points: number };

async function invoiceOf(user: TestUser, lines = [line(c, 0, 2), line(c, 2, 1)], overrides: Record<string, unknown> = {}) {
  const data = validData(c, overrides);
  const res = await createRequest(t, user, { data, tires: lines });
  expect(res.statusCode).toBe(200);
  const { id } = await t.db.selectFrom('invoices').select('id').where('number', '=', data.number).executeTakeFirstOrThrow();
  return { id, number: data.number, points: res.json().points as number };
}

/** a redemption of `points` by the user through the engine; returns its id */
async function redeem(usersId: number, points: number) {
  const at = new Date().toISOString();
  return inTransaction(t.db, async (trx) => {
    const { id } = await trx.insertInto('apply_for')
      .values({ product_id: productId, users_id: usersId, points, created_at: at, updated_at: at, state: 'espera', comment: null, buyer_comment: null, purchase_date: null })
      .returning('id').executeTakeFirstOrThrow();
    await spendPoints(trx, { usersId, applyForId: id, points, actorId: usersId });
    return id;
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  ana = await participant(t.db, c.gold, c.subsidiaryId);
  beto = await participant(t.db, c.silver, c.otherSubsidiaryId);
  admin = await createUser(t.db, { role: 'admin' });
  const category = (await t.db.insertInto('product_categories').values({ name: 'Hogar' }).returning('id').executeTakeFirstOrThrow()).id;
  productId = (await t.db.insertInto('products').values({ name: 'Freidora de aire', points: 100, points_value: 100, estimated_value: 350000, image: null, product_categories_id: category }).returning('id').executeTakeFirstOrThrow()).id;
  // the older sale expires first, so redemptions take from it first
  anaInvoices.push(await invoiceOf(ana, [line(c, 0, 2), line(c, 2, 1)], { sale_date: daysAgo(30) }));
  anaInvoices.push(await invoiceOf(ana, [line(c, 4, 3)], { sale_date: daysAgo(2) }));
  betoInvoice = await invoiceOf(beto);
});
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));
afterAll(async () => t.close());

const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });

describe('GET /api/invoice/all', () => {
  it('gives staff every invoice, newest first, in the SPEC 3 shape', async () => {
    for (const role of ['admin', 'approver', 'buyer'] as const) {
      const staff = await createUser(t.db, { role });
      const res = await get(staff, API.invoicesAll);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((i: { id: number }) => i.id)).toEqual([betoInvoice.id, anaInvoices[1].id, anaInvoices[0].id]);
    }
    const first = (await get(admin, API.invoicesAll)).json()[2];
    expect(first).toEqual({
      id: anaInvoices[0].id,
      number: anaInvoices[0].number,
      price: 1250000,
      sale_date: daysAgo(30),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      state: 'Creada',
      image: expect.stringMatching(/^\/uploads\/invoices\//),
      comment_rejected: null,
      users_id: ana.id,
      user: { id: ana.id, name: ana.name },
      subsidiary_id: c.subsidiaryId,
      subsidiary: { id: c.subsidiaryId, name: 'Llantas del Norte' },
      invoice_references: [
        { id: expect.any(Number), points: c.tires[0].gold * 2, amount: 2, tire: { id: c.tires[0].id, name: '205/55R16', design: { id: c.designs.primacy, name: 'Primacy 4', brand: { id: c.brands.michelin, name: 'Michelin' } } } },
        { id: expect.any(Number), points: c.tires[2].gold, amount: 1, tire: { id: c.tires[2].id, name: '245/40R18', design: { id: c.designs.pilot, name: 'Pilot Sport 4', brand: { id: c.brands.michelin, name: 'Michelin' } } } },
      ],
      points: [],
      total_points: anaInvoices[0].points,
      used_points: 0,
      remaining_points: anaInvoices[0].points,
      // no other registration of its number at its branch
      dispute: null,
    });
  });

  it('gives a participant only their own', async () => {
    expect((await get(ana, API.invoicesAll)).json().map((i: { id: number }) => i.id)).toEqual([anaInvoices[1].id, anaInvoices[0].id]);
    expect((await get(beto, API.invoicesAll)).json().map((i: { id: number }) => i.id)).toEqual([betoInvoice.id]);
    expect((await get(await createUser(t.db), API.invoicesAll)).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: API.invoicesAll })).statusCode).toBe(401);
  });
});

describe('GET /api/invoice/get/{id}', () => {
  it('gives the owner and staff the invoice, and another participant a 404', async () => {
    const own = await get(ana, API.invoiceGet(anaInvoices[0].id));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: anaInvoices[0].id, number: anaInvoices[0].number, total_points: anaInvoices[0].points });
    expect((await get(admin, API.invoiceGet(betoInvoice.id))).json().id).toBe(betoInvoice.id);
    const foreign = await get(ana, API.invoiceGet(betoInvoice.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('La factura no existe');
    expect((await get(admin, API.invoiceGet(999999))).statusCode).toBe(404);
    expect((await get(admin, API.invoiceGet('abc'))).statusCode).toBe(400);
  });
});

describe('GET /api/users/historyinvoice/{userId}', () => {
  it('shows per invoice its points, the points used from it and what remains, as redemptions and refunds happen', async () => {
    const [older, newer] = anaInvoices;
    // 1) a redemption takes part of the older lot (it expires first)
    const firstSpend = older.points - 10;
    const first = await redeem(ana.id, firstSpend);
    // 2) a second one empties the older lot and takes 15 from the newer
    const second = await redeem(ana.id, 25);
    let rows = (await get(ana, API.userInvoiceHistory(ana.id))).json();
    expect(rows.map((r: { id: number }) => r.id)).toEqual([newer.id, older.id]);
    expect(rows[1]).toMatchObject({ total_points: older.points, used_points: older.points, remaining_points: 0 });
    expect(rows[1].points.map((p: { points: number }) => p.points)).toEqual([firstSpend, 10]);
    expect(rows[0]).toMatchObject({ total_points: newer.points, used_points: 15, remaining_points: newer.points - 15 });
    expect(rows[0].points).toEqual([{ id: expect.any(Number), points: 15 }]);

    // 3) the first redemption is rejected: its points go back and leave the "used" entries
    await inTransaction(t.db, (trx) => refundRedemption(trx, { applyForId: first, actorId: admin.id, reason: 'Solicitud Rechazada' }));
    await t.db.updateTable('apply_for').set({ state: 'rechazado' }).where('id', '=', first).execute();
    rows = (await get(admin, API.userInvoiceHistory(ana.id))).json();
    expect(rows[1]).toMatchObject({ used_points: 10, remaining_points: older.points - 10 });
    expect(rows[1].points.map((p: { points: number }) => p.points)).toEqual([10]);
    expect(second).toBeGreaterThan(first);
  });

  it('lets staff read any user, a participant only themselves (403), and answers 404 for an unknown user', async () => {
    for (const role of ['admin', 'approver', 'buyer'] as const) {
      const staff = await createUser(t.db, { role });
      const res = await get(staff, API.userInvoiceHistory(beto.id));
      expect(res.statusCode).toBe(200);
      expect(res.json().map((r: { id: number }) => r.id)).toEqual([betoInvoice.id]);
    }
    const foreign = await get(ana, API.userInvoiceHistory(beto.id));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toBe('No tiene permisos para esta acción');
    const unknown = await get(admin, API.userInvoiceHistory(999999));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('El usuario no existe');
    expect((await get(await createUser(t.db), API.userInvoiceHistory(ana.id))).statusCode).toBe(403);
  });
});
