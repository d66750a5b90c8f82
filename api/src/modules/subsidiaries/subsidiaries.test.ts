// SPEC 7: GET /api/subsidiary and GET /api/subsidiary/{id}, with the SPEC 6 application key or a
// bearer token, on SQLite and PostgreSQL.
import { API, APP_KEY_HEADER } from '@portal/contract';
import { TEST_APP_KEY, buildTestApp, createCity, createSubsidiary, createUser, type TestApp } from '../../test/helper';

let t: TestApp;
let oro: number;
let plata: number;
let bogota: number;
let cali: number;
const branch: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  oro = (await t.db.insertInto('profiles').values({ name: 'Vendedor Oro' }).returning('id').executeTakeFirstOrThrow()).id;
  plata = (await t.db.insertInto('profiles').values({ name: 'Vendedor Plata' }).returning('id').executeTakeFirstOrThrow()).id;
  bogota = await createCity(t.db, 'Bogotá');
  cali = await createCity(t.db, 'Cali');
  branch.zona = await createSubsidiary(t.db, bogota, oro, 'Zona Llantas Norte');
  branch.alamo = await createSubsidiary(t.db, cali, plata, 'Álamo Servitecas');
  branch.centro = await createSubsidiary(t.db, bogota, plata, 'centro Llantero');
});
afterAll(async () => t.close());

const appKey = { [APP_KEY_HEADER]: TEST_APP_KEY };

describe('GET /api/subsidiary', () => {
  it('answers the branch list with the application key, sorted by name (SPEC 2.3)', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.subsidiaries, headers: appKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: branch.alamo, name: 'Álamo Servitecas', city: { id: cali, name: 'Cali' }, profile: { id: plata, name: 'Vendedor Plata' }, cities_id: cali, profiles_id: plata },
      { id: branch.centro, name: 'centro Llantero', city: { id: bogota, name: 'Bogotá' }, profile: { id: plata, name: 'Vendedor Plata' }, cities_id: bogota, profiles_id: plata },
      { id: branch.zona, name: 'Zona Llantas Norte', city: { id: bogota, name: 'Bogotá' }, profile: { id: oro, name: 'Vendedor Oro' }, cities_id: bogota, profiles_id: oro },
    ]);
  });

  it('answers it with a bearer token as well', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const res = await t.app.inject({ method: 'GET', url: API.subsidiaries, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
  });

  it('refuses a call without key or token, and one with a wrong key', async () => {
    const none = await t.app.inject({ method: 'GET', url: API.subsidiaries });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: 'error', statusCode: 401 });
    const wrong = await t.app.inject({ method: 'GET', url: API.subsidiaries, headers: { [APP_KEY_HEADER]: 'otra-clave' } });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('GET /api/subsidiary/{id}', () => {
  it('answers one branch with its city and profile', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.subsidiary(branch.zona), headers: appKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: branch.zona, name: 'Zona Llantas Norte', city: { id: bogota, name: 'Bogotá' }, profile: { id: oro, name: 'Vendedor Oro' }, cities_id: bogota, profiles_id: oro,
    });
  });

  it('answers 404 for an unknown id, 400 for a non-numeric one, 401 without key', async () => {
    const missing = await t.app.inject({ method: 'GET', url: API.subsidiary(99999), headers: appKey });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'error', detail: 'La sucursal no existe', statusCode: 404 });
    expect((await t.app.inject({ method: 'GET', url: API.subsidiary('x1'), headers: appKey })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: API.subsidiary(branch.zona) })).statusCode).toBe(401);
  });
});
