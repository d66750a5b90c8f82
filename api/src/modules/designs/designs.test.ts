// SPEC 7 GET /api/design/byBrand/{brand} through the HTTP api: the design list of a tire line in
// 'Ingresar Venta' (SPEC 2.9: filtered by the brand chosen), for any signed-in user.
import { API } from '@portal/contract';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { seedCatalogue, type Catalogue } from '../invoices/test-fixtures';

let t: TestApp;
let c: Catalogue;
let participant: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  participant = await createUser(t.db, { profilesId: c.silver, subsidiaryId: c.otherSubsidiaryId });
});
afterAll(async () => t.close());

const byBrand = (brand: number | string, user: TestUser | null = participant) =>
  t.app.inject({ method: 'GET', url: API.designsByBrand(brand), headers: user ? user.auth : {} });

describe('GET /api/design/byBrand/{brand}', () => {
  it('answers the brand\'s designs in the SPEC 3 shape, by name, and nothing of another brand', async () => {
    const res = await byBrand(c.brands.michelin);
    expect(res.statusCode).toBe(200);
    const michelin = { id: c.brands.michelin, name: 'Michelin' };
    expect(res.json()).toEqual([
      { id: c.designs.pilot, name: 'Pilot Sport 4', brand_id: c.brands.michelin, brand: michelin },
      { id: c.designs.primacy, name: 'Primacy 4', brand_id: c.brands.michelin, brand: michelin },
    ]);
    expect((await byBrand(c.brands.bfg, await createUser(t.db, { role: 'approver' }))).json().map((d: { id: number }) => d.id)).toEqual([c.designs.kot]);
  });

  it('a brand without designs answers an empty list', async () => {
    const brand = (await t.db.insertInto('brands').values({ name: 'Marca Nueva' }).returning('id').executeTakeFirstOrThrow()).id;
    const res = await byBrand(brand);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('404 with a Spanish detail for a brand that does not exist; 400 for an id that is not one', async () => {
    const unknown = await byBrand(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'error', detail: 'La marca no existe', statusCode: 404 });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await byBrand(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'error', detail: 'Campo id: Id no válido', statusCode: 400 });
    }
  });

  it('401 without a session', async () => {
    expect((await byBrand(c.brands.michelin, null)).statusCode).toBe(401);
  });
});
