// SPEC 7 GET /api/tire/byDesign/{id} through the HTTP api: the rin list of a tire line in
// 'Ingresar Venta' (SPEC 2.9: filtered by the design chosen), each tire with its points per
// profile (the form shows the points an invoice will earn), for any signed-in user.
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

const byDesign = (design: number | string, user: TestUser | null = participant) =>
  t.app.inject({ method: 'GET', url: API.tiresByDesign(design), headers: user ? user.auth : {} });

describe('GET /api/tire/byDesign/{id}', () => {
  it('answers the design\'s tires in the SPEC 3 shape, by name, with the points of every profile', async () => {
    // added out of order: the answer is by name
    const late = (await t.db.insertInto('tires').values({ name: '195/65R15', tire_code: 'C-195/65R15', description: 'Llanta sin puntos', design_id: c.designs.primacy })
      .returning('id').executeTakeFirstOrThrow()).id;
    const res = await byDesign(c.designs.primacy);
    expect(res.statusCode).toBe(200);
    const design = { id: c.designs.primacy, name: 'Primacy 4', brand: { id: c.brands.michelin, name: 'Michelin' } };
    const points = (n: number) => [
      { profile: { id: c.gold, name: 'Oro' }, profiles_id: c.gold, points_general: c.tires[n].gold - 10, points_uhp: 10, total_points: c.tires[n].gold },
      { profile: { id: c.silver, name: 'Plata' }, profiles_id: c.silver, points_general: c.tires[n].silver, points_uhp: 0, total_points: c.tires[n].silver },
    ];
    expect(res.json()).toEqual([
      { id: late, name: '195/65R15', tire_code: 'C-195/65R15', description: 'Llanta sin puntos', design_id: c.designs.primacy, design, tire_points_by_profile: [] },
      { id: c.tires[0].id, name: '205/55R16', tire_code: 'C-205/55R16', description: 'Llanta 205/55R16', design_id: c.designs.primacy, design, tire_points_by_profile: points(0) },
      { id: c.tires[1].id, name: '225/45R17', tire_code: 'C-225/45R17', description: 'Llanta 225/45R17', design_id: c.designs.primacy, design, tire_points_by_profile: points(1) },
    ]);
    // staff read the same list; another design has only its own tires
    const kot = await byDesign(c.designs.kot, await createUser(t.db, { role: 'admin' }));
    expect(kot.json().map((tire: { id: number }) => tire.id)).toEqual([c.tires[3].id, c.tires[4].id]);
  });

  it('a design without tires answers an empty list', async () => {
    const design = (await t.db.insertInto('designs').values({ name: 'Diseño Nuevo', brand_id: c.brands.bfg }).returning('id').executeTakeFirstOrThrow()).id;
    const res = await byDesign(design);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('404 with a Spanish detail for a design that does not exist; 400 for an id that is not one', async () => {
    const unknown = await byDesign(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'error', detail: 'El diseño no existe', statusCode: 404 });
    for (const bad of ['abc', '0']) {
      const res = await byDesign(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'error', detail: 'Campo id: Id no válido', statusCode: 400 });
    }
  });

  it('401 without a session', async () => {
    expect((await byDesign(c.designs.primacy, null)).statusCode).toBe(401);
  });
});
