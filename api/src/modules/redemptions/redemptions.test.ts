// SPEC 2.10 data: GET /api/product/applyfor/all, newest first; staff see all, a participant their own.
import { API } from '@portal/contract';
import type { DB } from '../../db/schema';
import { buildTestApp, createCity, createSubsidiary, createUser, participantProfile, type TestApp, type TestUser } from '../../test/helper';

/** a request's delivery fields before its dispatch (SPEC 1/9) */
const NOT_DISPATCHED = {
  delivery_method: null, delivery_address: null, delivery_city: null, recipient: null, carrier: null, guide_number: null, tracking_url: null,
  dispatch_date: null, delivery_date: null, proof_image: null, received_at: null, claim_comment: null, claim_at: null, delivery_comment: null,
};

let t: TestApp;
let ana: TestUser;
let beto: TestUser;
let productId: number;

async function applyFor(db: DB, usersId: number, createdAt: string, state: 'espera' | 'aprobado' = 'espera') {
  return (
    await db
      .insertInto('apply_for')
      .values({ product_id: productId, users_id: usersId, points: 500, created_at: createdAt, updated_at: createdAt, state, comment: null, buyer_comment: null, purchase_date: null })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const profile = await participantProfile(t.db);
  const city = await createCity(t.db, 'Bogotá');
  const branch = await createSubsidiary(t.db, city, profile, 'Llantas del Norte');
  ana = await createUser(t.db, { name: 'Ana Gómez', subsidiaryId: branch, points: 1200 });
  beto = await createUser(t.db, { name: 'Beto Ruiz' });
  const category = (await t.db.insertInto('product_categories').values({ name: 'Hogar' }).returning('id').executeTakeFirstOrThrow()).id;
  productId = (await t.db.insertInto('products').values({ name: 'Freidora de aire', points: 500, points_value: 500, estimated_value: 350000, image: null, product_categories_id: category }).returning('id').executeTakeFirstOrThrow()).id;
  await applyFor(t.db, ana.id, '2026-01-10T10:00:00.000Z');
  await applyFor(t.db, beto.id, '2026-03-01T09:00:00.000Z', 'aprobado');
  await applyFor(t.db, ana.id, '2026-02-15T12:00:00.000Z');
});
afterAll(async () => t.close());

const list = (u: TestUser) => t.app.inject({ method: 'GET', url: API.applyForAll, headers: u.auth });

describe('GET /api/product/applyfor/all', () => {
  it('gives staff every request, newest first, with product, user, branch and city names', async () => {
    for (const role of ['admin', 'approver', 'buyer'] as const) {
      const staff = await createUser(t.db, { role });
      const res = await list(staff);
      expect(res.statusCode).toBe(200);
      const rows = res.json();
      expect(rows.map((r: { created_at: string }) => r.created_at)).toEqual(['2026-03-01T09:00:00.000Z', '2026-02-15T12:00:00.000Z', '2026-01-10T10:00:00.000Z']);
    }
    const admin = await createUser(t.db, { role: 'admin' });
    const anaRow = (await list(admin)).json()[1];
    expect(anaRow).toEqual({
      id: expect.any(Number),
      product_id: productId,
      product: { id: productId, name: 'Freidora de aire' },
      users_id: ana.id,
      user: {
        id: ana.id,
        name: 'Ana Gómez',
        identification_number: ana.identification_number,
        points: 1200,
        subsidiary: { id: expect.any(Number), name: 'Llantas del Norte', city: { id: expect.any(Number), name: 'Bogotá' } },
      },
      points: 500,
      created_at: '2026-02-15T12:00:00.000Z',
      state: 'espera',
      comment: null,
      buyer_comment: null,
      purchase_date: null,
      // SPEC 1/9: one calendar month from the request's Colombian date; the days left count from today
      due_date: '2026-03-15',
      days_left: expect.any(Number),
      ...NOT_DISPATCHED,
    });
    // a user without a branch: subsidiary null
    expect((await list(admin)).json()[0].user.subsidiary).toBeNull();
  });

  it('gives a participant only their own requests', async () => {
    const rows = (await list(ana)).json();
    expect(rows).toHaveLength(2);
    expect(rows.every((r: { users_id: number }) => r.users_id === ana.id)).toBe(true);
    expect((await list(beto)).json().map((r: { state: string }) => r.state)).toEqual(['aprobado']);
    const newcomer = await createUser(t.db);
    expect((await list(newcomer)).json()).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: API.applyForAll })).statusCode).toBe(401);
  });
});
