// SPEC 7: GET /api/products/categories/all (id, name), on SQLite and PostgreSQL.
import { API } from '@portal/contract';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let participant: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  participant = await createUser(t.db, { role: 'participant' });
  for (const name of ['Viajes', 'Tecnología', 'Bonos', 'hogar', 'Électrica']) {
    await t.db.insertInto('product_categories').values({ name }).execute();
  }
});
afterAll(async () => t.close());

describe('GET /api/products/categories/all', () => {
  it('lists id and name, alphabetically in Spanish (accents and capitals do not push a name to the end)', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.categoriesAll, headers: participant.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((c: { name: string }) => c.name)).toEqual(['Bonos', 'Électrica', 'hogar', 'Tecnología', 'Viajes']);
    for (const c of body) expect(Object.keys(c).sort()).toEqual(['id', 'name']);
    expect(body[0].id).toEqual(expect.any(Number));
  });

  it('refuses a call without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.categoriesAll });
    expect(res.statusCode).toBe(401);
  });
});
