// SPEC 7 "Users, branches, profiles": every branch call through the HTTP api, on SQLite and
// PostgreSQL. GET /api/subsidiary and GET /api/subsidiary/{id} with the SPEC 6 application key or a
// bearer token (the list also on the list contract); POST, PUT and DELETE
// /api/subsidiary by the administrator, each audited, with SPEC 5 rules, SPEC 8 texts, stale edits
// refused (docs/adr/0007-versioned-edits.md) and a branch in use kept.
import { API, APP_KEY_HEADER } from '@portal/contract';
import { nowIso } from '../../db/time';
import {
  TEST_APP_KEY, auditOf, buildTestApp, createCity, createSubsidiary, createUser, type TestApp, type TestUser,
} from '../../test/helper';

let t: TestApp;
let oro: number;
let plata: number;
let bogota: number;
let cali: number;
let admin: TestUser;
let participant: TestUser;
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
  admin = await createUser(t.db, { role: 'admin' });
  participant = await createUser(t.db, { profilesId: oro, subsidiaryId: branch.zona });
});
afterAll(async () => t.close());

const appKey = { [APP_KEY_HEADER]: TEST_APP_KEY };
const STALE = 'La sucursal fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';

type Headers = Record<string, string>;
const list = (query = '', headers: Headers = appKey) => t.app.inject({ method: 'GET', url: `${API.subsidiaries}${query}`, headers });
const getOne = (id: number | string, headers: Headers = appKey) => t.app.inject({ method: 'GET', url: API.subsidiary(id), headers });
const create = (payload: object, headers: Headers = admin.auth) => t.app.inject({ method: 'POST', url: API.subsidiaries, headers, payload });
const update = (id: number | string, payload: object, headers: Headers = admin.auth) =>
  t.app.inject({ method: 'PUT', url: API.subsidiary(id), headers, payload });
const remove = (id: number | string, headers: Headers = admin.auth) => t.app.inject({ method: 'DELETE', url: API.subsidiary(id), headers });
const stored = (id: number) =>
  t.db.selectFrom('subsidiaries').select(['id', 'name', 'cities_id', 'profiles_id', 'version']).where('id', '=', id).executeTakeFirst();
const branchCount = async () => Number((await t.db.selectFrom('subsidiaries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
/** a branch created by the api, for tests that change it */
const fresh = async (name: string, cities_id = bogota, profiles_id = oro) => (await create({ name, cities_id, profiles_id })).json().subsidiary.id as number;

describe('GET /api/subsidiary', () => {
  it('answers the branch list with the application key, sorted by name (SPEC 2.3)', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: branch.alamo, name: 'Álamo Servitecas', city: { id: cali, name: 'Cali' }, profile: { id: plata, name: 'Vendedor Plata' }, cities_id: cali, profiles_id: plata },
      { id: branch.centro, name: 'centro Llantero', city: { id: bogota, name: 'Bogotá' }, profile: { id: plata, name: 'Vendedor Plata' }, cities_id: bogota, profiles_id: plata },
      { id: branch.zona, name: 'Zona Llantas Norte', city: { id: bogota, name: 'Bogotá' }, profile: { id: oro, name: 'Vendedor Oro' }, cities_id: bogota, profiles_id: oro },
    ]);
  });

  it('answers it with a bearer token as well', async () => {
    const res = await list('', admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
  });

  it('on the list contract: a page with the total, sorted by city or profile, searched in the three names', async () => {
    const page = await list('?page=1&pageSize=2&sort=-name', admin.auth);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ rows: [expect.objectContaining({ id: branch.zona }), expect.objectContaining({ id: branch.centro })], total: 3 });
    // the city's name, then the id in the same direction (Bogotá: zona < centro by id)
    const byCity = (await list('?sort=city')).json();
    expect(byCity.rows.map((r: { id: number }) => r.id)).toEqual([branch.zona, branch.centro, branch.alamo]);
    const byProfile = (await list('?sort=-profile')).json();
    expect(byProfile.rows.map((r: { id: number }) => r.id)).toEqual([branch.centro, branch.alamo, branch.zona]);
    // capitals and accents do not count: 'bogota' finds Bogotá's branches, 'ALAMO' finds Álamo
    expect((await list('?q=bogota')).json()).toEqual({ rows: [expect.objectContaining({ id: branch.centro }), expect.objectContaining({ id: branch.zona })], total: 2 });
    expect((await list('?q=ALAMO')).json().rows.map((r: { id: number }) => r.id)).toEqual([branch.alamo]);
    expect((await list('?q=plata')).json().total).toBe(2);
  });

  it('400 with a Spanish detail for a column it does not sort by', async () => {
    const res = await list('?sort=phone');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/name, id, city, profile/);
  });

  it('refuses a call without key or token, and one with a wrong key', async () => {
    const none = await t.app.inject({ method: 'GET', url: API.subsidiaries });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: 'error', statusCode: 401 });
    expect((await list('', { [APP_KEY_HEADER]: 'otra-clave' })).statusCode).toBe(401);
  });
});

describe('GET /api/subsidiary/{id}', () => {
  it('answers one branch with its city, profile and the version its edit form sends back', async () => {
    const res = await getOne(branch.zona);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: branch.zona, name: 'Zona Llantas Norte', city: { id: bogota, name: 'Bogotá' }, profile: { id: oro, name: 'Vendedor Oro' }, cities_id: bogota, profiles_id: oro, version: 1,
    });
  });

  it('answers 404 for an unknown id, 400 for a non-numeric one, 401 without key', async () => {
    const missing = await getOne(99999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'error', detail: 'La sucursal no existe', statusCode: 404 });
    expect((await getOne('x1')).statusCode).toBe(400);
    expect((await getOne(branch.zona, {})).statusCode).toBe(401);
  });
});

describe('POST /api/subsidiary', () => {
  it("creates the branch, answers SPEC 8 'Sucursal Creada con Éxito' and audits the administrator", async () => {
    const res = await create({ name: '  Llantas Sur  ', cities_id: cali, profiles_id: oro });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const id = body.subsidiary.id;
    expect(body).toEqual({
      message: 'success', detail: 'Sucursal Creada con Éxito',
      subsidiary: { id, name: 'Llantas Sur', city: { id: cali, name: 'Cali' }, profile: { id: oro, name: 'Vendedor Oro' }, cities_id: cali, profiles_id: oro, version: 1 },
    });
    expect(await stored(id)).toEqual({ id, name: 'Llantas Sur', cities_id: cali, profiles_id: oro, version: 1 });
    const audit = await auditOf(t.db, 'subsidiaries', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id]]);
    expect(JSON.parse(audit[0].detail!)).toEqual({ name: 'Llantas Sur', cities_id: cali, profiles_id: oro });
    // a select's value comes as digits
    expect((await create({ name: 'Llantas Oeste', cities_id: String(cali), profiles_id: String(plata) })).statusCode).toBe(200);
  });

  it('SPEC 5: a name of 5 characters, a city and a profile; nothing is stored otherwise', async () => {
    const before = await branchCount();
    for (const [payload, detail] of [
      [{ name: 'Llan', cities_id: cali, profiles_id: oro }, 'Campo nombre: Mínimo 5 caracteres'],
      [{ cities_id: cali, profiles_id: oro }, 'Campo nombre: Requerido'],
      [{ name: 'Llantas Este', cities_id: '', profiles_id: oro }, 'Campo ciudad: Seleccione Una Ciudad'],
      [{ name: 'Llantas Este', profiles_id: oro }, 'Campo ciudad: Seleccione Una Ciudad'],
      [{ name: 'Llantas Este', cities_id: cali, profiles_id: 0 }, 'Campo perfil: Seleccione Un Perfil'],
      [{ name: 'Llantas Este', cities_id: cali, profiles_id: null }, 'Campo perfil: Seleccione Un Perfil'],
    ] as const) {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'error', detail, statusCode: 400 });
    }
    expect(await branchCount()).toBe(before);
  });

  it('400 with a Spanish detail for a city or profile that does not exist; nothing stored', async () => {
    const before = await branchCount();
    const city = await create({ name: 'Llantas Este', cities_id: 999999, profiles_id: oro });
    expect(city.statusCode).toBe(400);
    expect(city.json()).toEqual({ message: 'error', detail: 'La ciudad seleccionada no existe; recargue la página y seleccione otra', statusCode: 400 });
    const profile = await create({ name: 'Llantas Este', cities_id: cali, profiles_id: 999999 });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().detail).toBe('El perfil seleccionado no existe; recargue la página y seleccione otro');
    expect(await branchCount()).toBe(before);
  });

  it('409 for a name that exists already, whatever the capitals or accents; nothing stored', async () => {
    const before = await branchCount();
    for (const name of ['ZONA LLANTAS NORTE', 'alamo servitecas', 'Centro Llantéro']) {
      const res = await create({ name, cities_id: cali, profiles_id: oro });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'error', detail: 'Ya existe una sucursal con ese nombre', statusCode: 409 });
    }
    expect(await branchCount()).toBe(before);
  });

  it('of three creates of the same name sent at once, exactly one is stored', async () => {
    const answers = await Promise.all(['Llantas Gemelas', 'LLANTAS GEMELAS', 'llantas gemelas'].map((name) => create({ name, cities_id: cali, profiles_id: oro })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.selectFrom('subsidiaries').select('id').where('name_key', '=', 'llantas gemelas').execute();
    expect(rows).toHaveLength(1);
  });

  it('401 without a session or with the application key alone, 403 for a participant', async () => {
    const payload = { name: 'Llantas Prohibidas', cities_id: cali, profiles_id: oro };
    expect((await create(payload, {})).statusCode).toBe(401);
    expect((await create(payload, appKey)).statusCode).toBe(401);
    const forbidden = await create(payload, participant.auth);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: 'error', statusCode: 403 });
    expect(await t.db.selectFrom('subsidiaries').select('id').where('name', '=', 'Llantas Prohibidas').execute()).toEqual([]);
  });
});

describe('PUT /api/subsidiary/{id}', () => {
  it("writes name, city and profile with the version loaded, answers SPEC 8 'Sucursal {name} editada con éxito' and audits before/after", async () => {
    const id = await fresh('Servicentro Uno');
    const res = await update(id, { name: ' Servicentro Dos ', cities_id: cali, profiles_id: plata, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'success', detail: 'Sucursal Servicentro Dos editada con éxito',
      subsidiary: { id, name: 'Servicentro Dos', city: { id: cali, name: 'Cali' }, profile: { id: plata, name: 'Vendedor Plata' }, cities_id: cali, profiles_id: plata, version: 2 },
    });
    expect(await stored(id)).toEqual({ id, name: 'Servicentro Dos', cities_id: cali, profiles_id: plata, version: 2 });
    const audit = await auditOf(t.db, 'subsidiaries', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['update', admin.id]]);
    expect(JSON.parse(audit[1].detail!)).toEqual({
      before: { name: 'Servicentro Uno', cities_id: bogota, profiles_id: oro },
      after: { name: 'Servicentro Dos', cities_id: cali, profiles_id: plata },
    });
  });

  it("changing a branch's profile does not change the profile of the users already in it", async () => {
    const id = await fresh('Servicentro Tres', bogota, oro);
    const member = await createUser(t.db, { profilesId: oro, subsidiaryId: id });
    const res = await update(id, { name: 'Servicentro Tres', cities_id: bogota, profiles_id: plata, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().subsidiary.profiles_id).toBe(plata);
    const user = await t.db.selectFrom('users').select(['profiles_id', 'subsidiary_id']).where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ profiles_id: oro, subsidiary_id: id });
  });

  it('a form loaded before someone else saved gets 409 with a Spanish detail, and the other change stays', async () => {
    const id = await fresh('Servicentro Cuatro');
    expect((await update(id, { name: 'Servicentro Cinco', cities_id: bogota, profiles_id: oro, version: 1 })).statusCode).toBe(200);
    const stale = await update(id, { name: 'Servicentro Seis', cities_id: cali, profiles_id: plata, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'error', detail: STALE, statusCode: 409 });
    expect((await update(id, { name: 'Servicentro Seis', cities_id: cali, profiles_id: plata, version: 7 })).json().detail).toBe(STALE);
    expect(await stored(id)).toEqual({ id, name: 'Servicentro Cinco', cities_id: bogota, profiles_id: oro, version: 2 });
    expect((await auditOf(t.db, 'subsidiaries', id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('of two saves of the same version sent at once, exactly one wins', async () => {
    const id = await fresh('Servicentro Siete');
    const answers = await Promise.all([
      update(id, { name: 'Servicentro Ocho', cities_id: bogota, profiles_id: oro, version: 1 }),
      update(id, { name: 'Servicentro Nueve', cities_id: cali, profiles_id: plata, version: 1 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await stored(id))?.version).toBe(2);
    expect((await auditOf(t.db, 'subsidiaries', id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it("SPEC 5: 3 characters on edit, a city and a profile; a missing version is a 400; an unknown city or profile a 400; another branch's name a 409; nothing changes", async () => {
    const id = await fresh('Servicentro Diez');
    const same = { cities_id: bogota, profiles_id: oro, version: 1 };
    for (const [payload, status, detail] of [
      [{ ...same, name: 'Se' }, 400, 'Campo nombre: Mínimo 3 caracteres'],
      [{ ...same, name: 'Servicentro Once', cities_id: '' }, 400, 'Campo ciudad: Seleccione Una Ciudad'],
      [{ ...same, name: 'Servicentro Once', profiles_id: undefined }, 400, 'Campo perfil: Seleccione Un Perfil'],
      [{ ...same, name: 'Servicentro Once', version: undefined }, 400, 'Campo versión: Recargue la página e inténtelo de nuevo'],
      [{ ...same, name: 'Servicentro Once', cities_id: 999999 }, 400, 'La ciudad seleccionada no existe; recargue la página y seleccione otra'],
      [{ ...same, name: 'Servicentro Once', profiles_id: 999999 }, 400, 'El perfil seleccionado no existe; recargue la página y seleccione otro'],
      [{ ...same, name: 'ZONA llantas norte' }, 409, 'Ya existe una sucursal con ese nombre'],
    ] as const) {
      const res = await update(id, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message: 'error', detail, statusCode: status });
    }
    expect(await stored(id)).toEqual({ id, name: 'Servicentro Diez', cities_id: bogota, profiles_id: oro, version: 1 });
    // its own name in other capitals, and 3 characters, are fine
    expect((await update(id, { ...same, name: 'SERVICENTRO DIEZ' })).statusCode).toBe(200);
    expect((await update(id, { ...same, name: 'S10', version: 2 })).statusCode).toBe(200);
  });

  it('404 for an unknown branch, 401 without a session, 403 for a participant', async () => {
    const payload = { name: 'Servicentro Doce', cities_id: bogota, profiles_id: oro, version: 1 };
    const missing = await update(999999, payload);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'error', detail: 'La sucursal no existe', statusCode: 404 });
    expect((await update(branch.zona, payload, {})).statusCode).toBe(401);
    expect((await update(branch.zona, payload, participant.auth)).statusCode).toBe(403);
    expect((await stored(branch.zona))?.name).toBe('Zona Llantas Norte');
  });
});

describe('DELETE /api/subsidiary/{id}', () => {
  it("deletes a branch nobody uses, answers 'Sucursal {name} eliminada' and audits it", async () => {
    const id = await fresh('Servicentro Trece', cali, plata);
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'success', detail: 'Sucursal Servicentro Trece eliminada', subsidiary: { id, name: 'Servicentro Trece' } });
    expect(await stored(id)).toBeUndefined();
    const audit = await auditOf(t.db, 'subsidiaries', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['delete', admin.id]]);
    expect(JSON.parse(audit[1].detail!)).toEqual({ name: 'Servicentro Trece', cities_id: cali, profiles_id: plata });
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('409 with a Spanish detail counting its users and invoices; nothing is removed', async () => {
    const id = await fresh('Servicentro Catorce');
    const first = await createUser(t.db, { profilesId: oro, subsidiaryId: id });
    const one = await remove(id);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({ message: 'error', detail: 'No se puede eliminar la sucursal: está asignada a 1 usuario.', statusCode: 409 });
    await createUser(t.db, { profilesId: oro, subsidiaryId: id });
    await t.db.insertInto('invoices').values({
      number: 'FV-SUC-1', price: 100000, sale_date: '2026-01-02', created_at: nowIso(), state: 'Creada', image: null, image_sha256: null,
      comment_rejected: null, users_id: first.id, subsidiary_id: id, request_key: null,
    }).execute();
    expect((await remove(id)).json().detail).toBe('No se puede eliminar la sucursal: está asignada a 2 usuarios y tiene 1 factura registrada.');
    await t.db.updateTable('users').set({ subsidiary_id: null }).where('subsidiary_id', '=', id).execute();
    expect((await remove(id)).json().detail).toBe('No se puede eliminar la sucursal: tiene 1 factura registrada.');
    expect(await stored(id)).toBeDefined();
    expect((await auditOf(t.db, 'subsidiaries', id)).map((a) => a.action)).toEqual(['create']);
  });

  it('404 for an unknown branch, 400 for an id that is not one, 401 without a session, 403 for a participant', async () => {
    const missing = await remove(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'error', detail: 'La sucursal no existe', statusCode: 404 });
    expect((await remove('abc')).statusCode).toBe(400);
    const id = await fresh('Servicentro Quince');
    expect((await remove(id, {})).statusCode).toBe(401);
    expect((await remove(id, appKey)).statusCode).toBe(401);
    expect((await remove(id, participant.auth)).statusCode).toBe(403);
    expect(await stored(id)).toBeDefined();
  });
});
