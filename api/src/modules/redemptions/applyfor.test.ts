// POST /api/product/applyfor and the reads of one user's requests, on SQLite and PostgreSQL:
// what each role may do, what the database holds afterwards, and 500 requests at once.
import { API, REDEMPTION_STATE } from '@portal/contract';
import { MSG } from '../../messages';
import { checkPointsInvariants } from '../../points';
import { earnInvoice, grant, insertProduct, ledgerOf, pointsOf, redeem, rejectInvoice } from '../../points/test-fixtures';
import { buildTestApp, createCity, createSubsidiary, createRoleUsers, createUser, participantProfile, type TestApp, type TestUser } from '../../test/helper';

/** a request's delivery fields before its dispatch (SPEC 1/9) */
const NOT_DISPATCHED = {
  delivery_method: null, delivery_address: null, delivery_city: null, recipient: null, carrier: null, guide_number: null, tracking_url: null,
  dispatch_date: null, delivery_date: null, proof_image: null, received_at: null, claim_comment: null, claim_at: null, delivery_comment: null,
};

let t: TestApp;
let admin: TestUser;
let approver: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, approver, buyer } = await createRoleUsers(t.db));
});
afterEach(async () => {
  expect(await checkPointsInvariants(t.db)).toEqual([]);
});
afterAll(async () => t.close());

const apply = (u: TestUser, body: unknown) => t.app.inject({ method: 'POST', url: API.applyFor, headers: u.auth, payload: body as object });
const requestsOf = (usersId: number) => t.db.selectFrom('apply_for').selectAll().where('users_id', '=', usersId).orderBy('id').execute();

async function participantWith(points: number): Promise<TestUser> {
  const u = await createUser(t.db);
  if (points > 0) await grant(t.db, u.id, points, new Date());
  return u;
}

describe('POST /api/product/applyfor', () => {
  it('takes the product points, starts the request in Espera and answers the SPEC 8 text with currentPoints', async () => {
    const u = await participantWith(1000);
    const product = await insertProduct(t.db, 300, { name: 'Freidora de aire' });
    const res = await apply(u, { product_id: product });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ message: 'success', detail: 'Producto Freidora de aire Redimido con Éxito', currentPoints: 700, id: expect.any(Number) });
    expect(await requestsOf(u.id)).toEqual([
      expect.objectContaining({ id: body.id, product_id: product, points: 300, state: REDEMPTION_STATE.PENDING, comment: null, buyer_comment: null, purchase_date: null }),
    ]);
    expect(await pointsOf(t.db, u.id)).toBe(700);
    expect((await ledgerOf(t.db, u.id)).at(-1)).toMatchObject({ kind: 'spend', amount: -300, balance_after: 700, ref_type: 'apply_for', ref_id: body.id, actor_id: u.id, reason: 'Redención de Freidora de aire' });
    // the product id may come as digits (form values)
    expect((await apply(u, { product_id: String(product) })).json()).toMatchObject({ currentPoints: 400 });
  });

  it('refuses what the balance does not cover, with the Spanish detail, and stores nothing', async () => {
    const u = await participantWith(299);
    const product = await insertProduct(t.db, 300);
    const res = await apply(u, { product_id: product });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'error', detail: MSG.pointsInsufficient, statusCode: 409 });
    expect(await requestsOf(u.id)).toEqual([]);
    expect(await pointsOf(t.db, u.id)).toBe(299);
  });

  it('refuses any request while the balance is below zero (a rejected invoice already redeemed)', async () => {
    const u = await createUser(t.db);
    const inv = await earnInvoice(t.db, u.id, 500, '2026-10-01');
    await redeem(t.db, u.id, await insertProduct(t.db, 400), 400);
    await rejectInvoice(t.db, inv.invoiceId, admin.id);
    expect(await pointsOf(t.db, u.id)).toBe(-400);
    const res = await apply(u, { product_id: await insertProduct(t.db, 1) });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(MSG.pointsNegativeBalance);
    expect(await requestsOf(u.id)).toHaveLength(1);
  });

  it('refuses an unknown, inactive or malformed product with a Spanish detail', async () => {
    const u = await participantWith(1000);
    expect((await apply(u, { product_id: 999999 })).json()).toEqual({ message: 'error', detail: MSG.redemptionProductNotFound, statusCode: 404 });
    const inactive = await insertProduct(t.db, 10, { state: '0' });
    expect((await apply(u, { product_id: inactive })).json()).toEqual({ message: 'error', detail: MSG.redemptionProductInactive, statusCode: 409 });
    for (const bad of [{}, { product_id: 'abc' }, { product_id: -3 }, { product_id: 1.5 }]) {
      const res = await apply(u, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^Campo producto: /);
    }
    expect(await requestsOf(u.id)).toEqual([]);
    expect(await pointsOf(t.db, u.id)).toBe(1000);
  });

  it('is for participants only', async () => {
    const product = await insertProduct(t.db, 1);
    for (const staff of [admin, approver, buyer]) expect((await apply(staff, { product_id: product })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: API.applyFor, payload: { product_id: product } })).statusCode).toBe(401);
  });

  it('500 requests at once from one user: exactly the affordable number succeed, the rest get the Spanish detail', async () => {
    const u = await participantWith(10_000);
    const product = await insertProduct(t.db, 300);
    const answers = await Promise.all(Array.from({ length: 500 }, () => apply(u, { product_id: product })));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(33); // floor(10000 / 300)
    expect(refused).toHaveLength(467);
    for (const r of refused) expect(r.json()).toEqual({ message: 'error', detail: MSG.pointsInsufficient, statusCode: 409 });
    // every success saw a different balance, from 9700 down to 100
    expect(ok.map((r) => r.json().currentPoints).sort((a, b) => b - a)).toEqual(Array.from({ length: 33 }, (_, i) => 9700 - 300 * i));
    expect(await requestsOf(u.id)).toHaveLength(33);
    expect(await pointsOf(t.db, u.id)).toBe(100);
    const spends = (await ledgerOf(t.db, u.id)).filter((l) => l.kind === 'spend');
    expect(spends).toHaveLength(33);
  });
});

describe('GET /api/product/applyfor/getbyuser/{userId} and /get/{id}', () => {
  let ana: TestUser;
  let beto: TestUser;
  let anaRequest: number;
  let betoRequest: number;

  beforeAll(async () => {
    const branch = await createSubsidiary(t.db, await createCity(t.db, 'Medellín'), await participantProfile(t.db), 'Llantas del Valle');
    ana = await createUser(t.db, { name: 'Ana Pérez', subsidiaryId: branch });
    await grant(t.db, ana.id, 900, new Date());
    beto = await participantWith(900);
    const product = await insertProduct(t.db, 250, { name: 'Parlante Bluetooth' });
    anaRequest = (await apply(ana, { product_id: product })).json().id;
    betoRequest = (await apply(beto, { product_id: product })).json().id;
  });

  const byUser = (u: TestUser, userId: number) => t.app.inject({ method: 'GET', url: API.applyForByUser(userId), headers: u.auth });
  const one = (u: TestUser, id: number) => t.app.inject({ method: 'GET', url: API.applyForGet(id), headers: u.auth });

  it("gives a participant their own requests and 403 for another user's", async () => {
    const res = await byUser(ana, ana.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: number }) => r.id)).toEqual([anaRequest]);
    const other = await byUser(ana, beto.id);
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(MSG.redemptionOtherUser);
  });

  it("gives staff any user's requests; an unknown user is 404", async () => {
    for (const staff of [admin, approver, buyer]) {
      expect((await byUser(staff, beto.id)).json().map((r: { id: number }) => r.id)).toEqual([betoRequest]);
    }
    expect((await byUser(admin, 999999)).statusCode).toBe(404);
  });

  it('answers one request in the SPEC 3 shape; a participant sees only their own (404 otherwise)', async () => {
    const res = await one(ana, anaRequest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: anaRequest,
      product_id: expect.any(Number),
      product: { id: expect.any(Number), name: 'Parlante Bluetooth' },
      users_id: ana.id,
      user: {
        id: ana.id, name: 'Ana Pérez', identification_number: ana.identification_number, points: 650,
        subsidiary: { id: expect.any(Number), name: 'Llantas del Valle', city: { id: expect.any(Number), name: 'Medellín' } },
      },
      points: 250,
      created_at: expect.any(String),
      state: 'espera',
      comment: null,
      buyer_comment: null,
      purchase_date: null,
      due_date: expect.any(String),
      days_left: expect.any(Number),
      ...NOT_DISPATCHED,
      points_from_unreviewed_invoices: 0,
    });
    expect((await one(ana, betoRequest)).statusCode).toBe(404);
    for (const staff of [admin, approver, buyer]) expect((await one(staff, betoRequest)).json().users_id).toBe(beto.id);
    expect((await one(admin, 999999)).json()).toEqual({ message: 'error', detail: MSG.redemptionNotFound, statusCode: 404 });
    expect((await one(admin, 0)).statusCode).toBe(400);
  });
});

describe('points paid from invoices nobody has reviewed', () => {
  const one = (u: TestUser, id: number) => t.app.inject({ method: 'GET', url: API.applyForGet(id), headers: u.auth });
  const unreviewed = async (id: number) => (await one(approver, id)).json().points_from_unreviewed_invoices;
  /** a sale date some days ago, so the lots are alive whenever the test runs */
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const review = (invoiceId: number, state: 'Aprobada' | 'Creada') =>
    t.db.updateTable('invoices').set({ state }).where('id', '=', invoiceId).execute();

  it('answers the points of the request\'s live allocations on lots of invoices still in Creada', async () => {
    const u = await createUser(t.db);
    // spending order: the invoice lots expire first (older sale dates), the adjustment last
    const created = await earnInvoice(t.db, u.id, 100, daysAgo(20));
    const approved = await earnInvoice(t.db, u.id, 60, daysAgo(19));
    await grant(t.db, u.id, 500, new Date());
    await review(approved.invoiceId, 'Aprobada');
    const product = await insertProduct(t.db, 200);
    const res = await apply(u, { product_id: product });
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    // 100 from the invoice in Creada, 60 from the approved one, 40 from the adjustment
    expect(await unreviewed(id)).toBe(100);
    expect((await one(u, id)).json().points_from_unreviewed_invoices).toBe(100);

    // once the invoice is reviewed (approved) nothing of the request rests on an unreviewed one
    await review(created.invoiceId, 'Aprobada');
    expect(await unreviewed(id)).toBe(0);
    await review(created.invoiceId, 'Creada');

    // a rejected request holds nothing any more
    const reject = await t.app.inject({ method: 'POST', url: API.redemptionReject(id), headers: approver.auth, payload: { comment: 'Sin existencias' } });
    expect(reject.statusCode).toBe(200);
    expect(await unreviewed(id)).toBe(0);
  });

  it('a rejected invoice stops counting: its redeemed points were paid again from the other lots', async () => {
    const u = await createUser(t.db);
    const invoice = await earnInvoice(t.db, u.id, 100, daysAgo(20));
    await grant(t.db, u.id, 300, new Date());
    const id = (await apply(u, { product_id: await insertProduct(t.db, 80) })).json().id;
    expect(await unreviewed(id)).toBe(80);
    await rejectInvoice(t.db, invoice.invoiceId, admin.id);
    expect(await unreviewed(id)).toBe(0);
  });
});
