// SPEC 7 GET /api/brand/all through the HTTP api: the brand list of the 'Ingresar Venta' form
// (SPEC 2.9), for any signed-in user.
import { API } from '@portal/contract';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { seedCatalogue, type Catalogue } from '../invoices/test-fixtures';

let t: TestApp;
let c: Catalogue;
let participant: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  participant = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId });
});
afterAll(async () => t.close());

describe('GET /api/brand/all', () => {
  it('answers every brand as {id, name}, by name whatever the capitals, to a participant and to staff', async () => {
    const lower = (await t.db.insertInto('brands').values({ name: 'continental' }).returning('id').executeTakeFirstOrThrow()).id;
    const expected = [
      { id: c.brands.bfg, name: 'BFGoodrich' },
      { id: lower, name: 'continental' },
      { id: c.brands.michelin, name: 'Michelin' },
    ];
    for (const user of [participant, await createUser(t.db, { role: 'admin' }), await createUser(t.db, { role: 'buyer' })]) {
      const res = await t.app.inject({ method: 'GET', url: API.brandsAll, headers: user.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
  });

  it('401 with a Spanish detail without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.brandsAll });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'error', statusCode: 401 });
    expect(res.json().detail).toMatch(/sesión/i);
  });
});
