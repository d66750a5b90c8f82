// SPEC 7 "Cities, brands, designs": every brand call through the HTTP api, on SQLite and PostgreSQL.
// GET /api/brand/all (the brand list of the 'Ingresar Venta' form, SPEC 2.9, and 'Lista de Marcas')
// for any signed-in user; create, update and delete by the administrator, each audited, with SPEC 5
// "Names" (3 on create and on edit), SPEC 8 texts, stale edits refused (docs/adr/0007-versioned-edits.md) and a brand in use by designs kept. The list contract itself: http/list.test.ts.
import { API } from '@portal/contract';
import { auditOf, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { seedCatalogue, type Catalogue } from '../invoices/test-fixtures';

let t: TestApp;
let c: Catalogue;
let admin: TestUser;
let participant: TestUser;
let approver: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  admin = await createUser(t.db, { role: 'admin' });
  participant = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId });
  approver = await createUser(t.db, { role: 'approver' });
  buyer = await createUser(t.db, { role: 'buyer' });
});
afterAll(async () => t.close());

const STALE = 'La marca fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';

const create = (name: unknown, headers: object = admin.auth) =>
  t.app.inject({ method: 'POST', url: API.brandCreate, headers: headers as Record<string, string>, payload: { name } });
const update = (id: number | string, payload: object, headers: object = admin.auth) =>
  t.app.inject({ method: 'PUT', url: API.brandUpdate(id), headers: headers as Record<string, string>, payload });
const remove = (id: number | string, headers: object = admin.auth) =>
  t.app.inject({ method: 'DELETE', url: API.brandDelete(id), headers: headers as Record<string, string> });
const getOne = (id: number | string, headers: object = admin.auth) =>
  t.app.inject({ method: 'GET', url: API.brandGet(id), headers: headers as Record<string, string> });
const stored = (id: number) => t.db.selectFrom('brands').select(['id', 'name', 'version']).where('id', '=', id).executeTakeFirst();
const brandCount = async () => Number((await t.db.selectFrom('brands').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const addDesign = (brandId: number, name: string) =>
  t.db.insertInto('designs').values({ name, brand_id: brandId }).returning('id').executeTakeFirstOrThrow();

describe('GET /api/brand/all', () => {
  it('answers every brand as {id, name}, by name whatever the capitals, to a participant and to staff', async () => {
    const lower = (await t.db.insertInto('brands').values({ name: 'continental' }).returning('id').executeTakeFirstOrThrow()).id;
    const expected = [
      { id: c.brands.bfg, name: 'BFGoodrich' },
      { id: lower, name: 'continental' },
      { id: c.brands.michelin, name: 'Michelin' },
    ];
    for (const user of [participant, admin, buyer]) {
      const res = await t.app.inject({ method: 'GET', url: API.brandsAll, headers: user.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    // the list contract: a page with the total (details in http/list.test.ts)
    const page = await t.app.inject({ method: 'GET', url: `${API.brandsAll}?page=1&pageSize=2&sort=-name`, headers: admin.auth });
    expect(page.json()).toEqual({ rows: [expected[2], expected[1]], total: 3 });
    await t.db.deleteFrom('brands').where('id', '=', lower).execute();
  });

  it('401 with a Spanish detail without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.brandsAll });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'error', statusCode: 401 });
    expect(res.json().detail).toMatch(/sesión/i);
  });
});

describe('GET /api/brand/get/{id}', () => {
  it('answers the brand with the version its edit form sends back, to any signed-in user', async () => {
    for (const user of [participant, admin]) {
      const res = await getOne(c.brands.michelin, user.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: c.brands.michelin, name: 'Michelin', version: 1 });
    }
  });

  it('404 with a Spanish detail for a brand that does not exist; 400 for an id that is not one; 401 without a session', async () => {
    const unknown = await getOne(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'error', detail: 'La marca no existe', statusCode: 404 });
    // an id past PostgreSQL's integer is no id either (the same 400, never a 500 there)
    for (const bad of ['abc', '0', '-1', '1.5', String(2 ** 31), '99999999999']) {
      const res = await getOne(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'error', detail: 'Campo id: Id no válido', statusCode: 400 });
    }
    expect((await getOne(c.brands.michelin, {})).statusCode).toBe(401);
  });
});

describe('POST /api/brand/create', () => {
  it("creates the brand, answers SPEC 8 'Marca {name} Creado con Éxito' and audits the administrator", async () => {
    const res = await create('  Kumho  ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ message: 'success', detail: 'Marca Kumho Creado con Éxito', brand: { id: expect.any(Number), name: 'Kumho', version: 1 } });
    expect(await stored(body.brand.id)).toEqual({ id: body.brand.id, name: 'Kumho', version: 1 });
    const audit = await auditOf(t.db, 'brands', body.brand.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id]]);
    expect(JSON.parse(audit[0].detail!)).toEqual({ name: 'Kumho' });
  });

  it('SPEC 5 "Names": a brand name needs 3 characters (after trimming); nothing is stored otherwise', async () => {
    const before = await brandCount();
    for (const [name, detail] of [
      ['Ab', 'Campo nombre: Mínimo 3 caracteres'],
      ['   ab   ', 'Campo nombre: Mínimo 3 caracteres'],
      [undefined, 'Campo nombre: Requerido'],
      [42, 'Campo nombre: Requerido'],
      ['x'.repeat(151), 'Campo nombre: Máximo 150 caracteres'],
    ] as const) {
      const res = await create(name);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'error', detail, statusCode: 400 });
    }
    expect(await brandCount()).toBe(before);
    expect((await create('Toyo')).statusCode).toBe(200);
  });

  it('409 for a name that exists already, whatever the capitals or accents; nothing stored', async () => {
    const before = await brandCount();
    for (const name of ['MICHELIN', 'michelin', 'Michelín', ' bfgoodrich ']) {
      const res = await create(name);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'error', detail: 'Ya existe una marca con ese nombre', statusCode: 409 });
    }
    expect(await brandCount()).toBe(before);
  });

  it('of five creates of the same name sent at once (five administrators), exactly one is stored', async () => {
    // under PostgreSQL's read committed four of them would get through; the writes are serializable
    const admins = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.db, { role: 'admin' })));
    const answers = await Promise.all(admins.map((a, i) => create(i % 2 ? 'Hankook' : 'HANKOOK', a.auth)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await t.db.selectFrom('brands').select('name').where('name', 'in', ['Hankook', 'HANKOOK']).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('PUT /api/brand/update/{id}', () => {
  it("renames with the version loaded, answers SPEC 8 'Marca {name} Editado con Éxito', raises the version and audits before/after", async () => {
    const id = (await create('Yokohama')).json().brand.id;
    const res = await update(id, { name: ' Yokohama Rubber ', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Marca Yokohama Rubber Editado con Éxito', brand: { id, name: 'Yokohama Rubber', version: 2 } });
    expect((await getOne(id)).json()).toEqual({ id, name: 'Yokohama Rubber', version: 2 });
    const audit = await auditOf(t.db, 'brands', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['update', admin.id]]);
    expect(JSON.parse(audit[1].detail!)).toEqual({ before: 'Yokohama', after: 'Yokohama Rubber' });
  });

  it('a form loaded before someone else saved gets 409 with a Spanish detail, and the other change stays', async () => {
    const id = (await create('Falken')).json().brand.id;
    expect((await update(id, { name: 'Falken Tyres', version: 1 })).statusCode).toBe(200);
    const stale = await update(id, { name: 'Falken Otra', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'error', detail: STALE, statusCode: 409 });
    // a version the brand never had is as stale as an old one
    expect((await update(id, { name: 'Falken Otra', version: 9 })).json().detail).toBe(STALE);
    expect(await stored(id)).toEqual({ id, name: 'Falken Tyres', version: 2 });
    expect((await auditOf(t.db, 'brands', id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('of two saves of the same version sent at once, exactly one wins', async () => {
    const id = (await create('Nankang')).json().brand.id;
    const answers = await Promise.all([update(id, { name: 'Nankang Uno', version: 1 }), update(id, { name: 'Nankang Dos', version: 1 })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().brand;
    expect(await stored(id)).toEqual({ id, name: winner.name, version: 2 });
    expect((await auditOf(t.db, 'brands', id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('SPEC 5: 3 characters on edit; a missing or forged version is a 400; nothing changes', async () => {
    const id = (await create('Pirelli')).json().brand.id;
    const short = await update(id, { name: 'Pi', version: 1 });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('Campo nombre: Mínimo 3 caracteres');
    for (const version of [undefined, null, 'abc', '1', 0, 1.5]) {
      const res = await update(id, { name: 'Pirelli Nueva', version });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'error', detail: 'Campo versión: Recargue la página e inténtelo de nuevo', statusCode: 400 });
    }
    expect(await stored(id)).toEqual({ id, name: 'Pirelli', version: 1 });
    expect((await update(id, { name: 'Pir', version: 1 })).statusCode).toBe(200);
  });

  it("409 when the new name is another brand's; the brand's own name in other capitals is fine", async () => {
    const id = (await create('Dunlop')).json().brand.id;
    const taken = await update(id, { name: 'MICHELIN', version: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('Ya existe una marca con ese nombre');
    expect(await stored(id)).toEqual({ id, name: 'Dunlop', version: 1 });
    const own = await update(id, { name: 'DUNLOP', version: 1 });
    expect(own.statusCode).toBe(200);
    expect(own.json().brand).toEqual({ id, name: 'DUNLOP', version: 2 });
  });
});

describe('DELETE /api/brand/delete/{id}', () => {
  it('deletes a brand no design uses, answers success and audits it', async () => {
    const id = (await create('Goodyear')).json().brand.id;
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Marca Goodyear eliminada', brand: { id, name: 'Goodyear', version: 1 } });
    expect(await stored(id)).toBeUndefined();
    expect((await getOne(id)).statusCode).toBe(404);
    const audit = await auditOf(t.db, 'brands', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['delete', admin.id]]);
    expect(JSON.parse(audit[1].detail!)).toEqual({ name: 'Goodyear' });
  });

  it('409 naming how many designs use the brand; nothing deleted, nothing audited', async () => {
    const id = (await create('Bridgestone')).json().brand.id;
    await addDesign(id, 'Turanza');
    const one = await remove(id);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({
      message: 'error',
      detail: 'No se puede eliminar la marca: la usa 1 diseño. Elimine o cambie de marca esos diseños primero.',
      statusCode: 409,
    });
    await addDesign(id, 'Potenza');
    expect((await remove(id)).json().detail).toBe('No se puede eliminar la marca: la usan 2 diseños. Elimine o cambie de marca esos diseños primero.');
    expect(await stored(id)).toEqual({ id, name: 'Bridgestone', version: 1 });
    expect((await auditOf(t.db, 'brands', id)).map((a) => a.action)).toEqual(['create']);
    // the seeded brand with its designs (and tires) too
    expect((await remove(c.brands.michelin)).statusCode).toBe(409);
  });
});

describe('who may call', () => {
  it('401 without a session on every brand call', async () => {
    for (const res of [
      await getOne(c.brands.bfg, {}),
      await create('Sin Sesión', {}),
      await update(c.brands.bfg, { name: 'Sin Sesión', version: 1 }, {}),
      await remove(c.brands.bfg, {}),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'error', statusCode: 401 });
    }
  });

  it('403 for every profile but the administrator on every write; nothing changes', async () => {
    const id = (await create('Maxxis')).json().brand.id;
    const before = await brandCount();
    for (const user of [participant, approver, buyer]) {
      for (const res of [
        await create('Otra Marca', user.auth),
        await update(id, { name: 'Otra Marca', version: 1 }, user.auth),
        await remove(id, user.auth),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'error', detail: 'No tiene permisos para esta acción', statusCode: 403 });
      }
    }
    expect(await brandCount()).toBe(before);
    expect(await stored(id)).toEqual({ id, name: 'Maxxis', version: 1 });
    expect((await auditOf(t.db, 'brands', id)).map((a) => a.action)).toEqual(['create']);
  });

  it('404 with a Spanish detail on update and delete of a brand that does not exist', async () => {
    for (const res of [await update(999999, { name: 'No Existe', version: 1 }), await remove(999999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'error', detail: 'La marca no existe', statusCode: 404 });
    }
  });
});
