// SPEC 7 design reads through the HTTP api, on SQLite and PostgreSQL, for any signed-in user:
// GET /api/design ('Lista de Diseños', SPEC 2.8: id, design, brand; on the list contract when
// asked), GET /api/design/{id} (the edit form, with its version) and GET /api/design/byBrand/{brand}
// (the design list of a tire line in 'Ingresar Venta', SPEC 2.9). The writes: designs.write.test.ts.
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

describe('GET /api/design', () => {
  const list = (query = '', user: TestUser | null = participant) =>
    t.app.inject({ method: 'GET', url: `${API.designs}${query}`, headers: user ? user.auth : {} });
  const michelin = () => ({ id: c.brands.michelin, name: 'Michelin' });
  const bfg = () => ({ id: c.brands.bfg, name: 'BFGoodrich' });

  it('without parameters: SPEC 3 designs {id, name, brand_id, brand {id, name}}, every one, by name', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: c.designs.kot, name: 'All-Terrain KO2', brand_id: c.brands.bfg, brand: bfg() },
      { id: c.designs.pilot, name: 'Pilot Sport 4', brand_id: c.brands.michelin, brand: michelin() },
      { id: c.designs.primacy, name: 'Primacy 4', brand_id: c.brands.michelin, brand: michelin() },
    ]);
  });

  it('LIST_SORT.designs: by name, id or brand (ties by id), each both ways, paged with the total', async () => {
    const ids = async (query: string) => {
      const res = await list(query);
      expect(res.statusCode).toBe(200);
      return (res.json().rows as { id: number }[]).map((d) => d.id);
    };
    const { kot, pilot, primacy } = c.designs;
    expect(await ids('?sort=name')).toEqual([kot, pilot, primacy]);
    expect(await ids('?sort=-name')).toEqual([primacy, pilot, kot]);
    expect(await ids('?sort=id')).toEqual([primacy, pilot, kot]);
    expect(await ids('?sort=-id')).toEqual([kot, pilot, primacy]);
    // BFGoodrich before Michelin; Michelin's two designs tie and go by id
    expect(await ids('?sort=brand')).toEqual([kot, primacy, pilot]);
    expect(await ids('?sort=-brand')).toEqual([pilot, primacy, kot]);
    const page = (await list('?sort=brand&page=2&pageSize=2')).json();
    expect(page).toEqual({ rows: [{ id: pilot, name: 'Pilot Sport 4', brand_id: c.brands.michelin, brand: michelin() }], total: 3 });
  });

  it("q looks in the design's name and in its brand's name, whatever the capitals", async () => {
    const names = async (q: string) => ((await list(`?q=${encodeURIComponent(q)}`)).json().rows as { name: string }[]).map((d) => d.name);
    expect(await names('PRIMACY')).toEqual(['Primacy 4']);
    expect(await names('michelín')).toEqual(['Pilot Sport 4', 'Primacy 4']);
    expect(await names('goodrich')).toEqual(['All-Terrain KO2']);
    expect(await names(' 4 ')).toEqual(['Pilot Sport 4', 'Primacy 4']);
    expect((await list('?q=nada&page=1')).json()).toEqual({ rows: [], total: 0 });
  });

  it('400 with a Spanish detail for a sort it does not know; 401 without a session', async () => {
    const bad = await list('?sort=brand_id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain("use una de: name, id, brand (con '-' delante para orden descendente)");
    expect((await list('', null)).statusCode).toBe(401);
  });
});

describe('GET /api/design/{id}', () => {
  const one = (id: number | string, user: TestUser | null = participant) =>
    t.app.inject({ method: 'GET', url: API.design(id), headers: user ? user.auth : {} });

  it('answers the design with its brand and the version its edit form sends back', async () => {
    const res = await one(c.designs.kot);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: c.designs.kot, name: 'All-Terrain KO2', brand_id: c.brands.bfg, brand: { id: c.brands.bfg, name: 'BFGoodrich' }, version: 1 });
  });

  it('404 with a Spanish detail for a design that does not exist; 400 for an id that is not one; 401 without a session', async () => {
    const unknown = await one(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'error', detail: 'El diseño no existe', statusCode: 404 });
    for (const bad of ['abc', '0', String(2 ** 31)]) {
      const res = await one(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Campo id: Id no válido');
    }
    expect((await one(c.designs.kot, null)).statusCode).toBe(401);
  });
});
