// SPEC 7 "Products", the product category calls, through the HTTP api on SQLite and PostgreSQL:
// GET /api/products/categories/all (id, name; the list contract when asked) and
// GET /api/product/category/get/{id} for any signed-in user; POST .../create body name, PUT
// .../update/{id} body name (+ the version loaded, docs/adr/0007-versioned-edits.md) and DELETE
// .../delete/{id} by the administrator, each audited. SPEC 5 "Names": 5 on create, 3 on edit.
import { API } from '@portal/contract';
import { auditOf, buildTestApp, createRoleUsers, createUser, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let admin: TestUser;
let participant: TestUser;
let approver: TestUser;
let buyer: TestUser;
const seeded: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  ({ admin, participant, approver, buyer } = await createRoleUsers(t.db));
  for (const name of ['Viajes', 'Tecnología', 'Bonos', 'hogar', 'Électrica']) {
    seeded[name] = (await t.db.insertInto('product_categories').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
  }
});
afterAll(async () => t.close());

const STALE = 'La categoría fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';

type Headers = Record<string, string>;
const list = (query = '', headers: Headers = participant.auth) => t.app.inject({ method: 'GET', url: `${API.categoriesAll}${query}`, headers });
const getOne = (id: number | string, headers: Headers = admin.auth) => t.app.inject({ method: 'GET', url: API.categoryGet(id), headers });
const create = (name: unknown, headers: Headers = admin.auth) => t.app.inject({ method: 'POST', url: API.categoryCreate, headers, payload: { name } });
const update = (id: number | string, payload: object, headers: Headers = admin.auth) =>
  t.app.inject({ method: 'PUT', url: API.categoryUpdate(id), headers, payload });
const remove = (id: number | string, headers: Headers = admin.auth) => t.app.inject({ method: 'DELETE', url: API.categoryDelete(id), headers });
const stored = (id: number) => t.db.selectFrom('product_categories').select(['id', 'name', 'version']).where('id', '=', id).executeTakeFirst();
const categoryCount = async () => Number((await t.db.selectFrom('product_categories').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const addProduct = (categoryId: number, name: string) =>
  t.db.insertInto('products').values({ name, points: 100, points_value: 100, estimated_value: 50000, image: null, product_categories_id: categoryId }).execute();

describe('GET /api/products/categories/all', () => {
  it('lists id and name, alphabetically in Spanish (accents and capitals do not push a name to the end)', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((c: { name: string }) => c.name)).toEqual(['Bonos', 'Électrica', 'hogar', 'Tecnología', 'Viajes']);
    for (const c of body) expect(Object.keys(c).sort()).toEqual(['id', 'name']);
    expect(body[0]).toEqual({ id: seeded.Bonos, name: 'Bonos' });
  });

  it('the list contract: a page with the total, sorted by name or id either way, q ignoring capitals and accents', async () => {
    expect((await list('?page=2&pageSize=2')).json()).toEqual({ rows: [{ id: seeded.hogar, name: 'hogar' }, { id: seeded['Tecnología'], name: 'Tecnología' }], total: 5 });
    const names = async (query: string) => ((await list(query)).json().rows as { name: string }[]).map((c) => c.name);
    expect(await names('?sort=-name')).toEqual(['Viajes', 'Tecnología', 'hogar', 'Électrica', 'Bonos']);
    expect(await names('?sort=id')).toEqual(['Viajes', 'Tecnología', 'Bonos', 'hogar', 'Électrica']);
    expect(await names('?sort=-id')).toEqual(['Électrica', 'hogar', 'Bonos', 'Tecnología', 'Viajes']);
    expect(await names('?q=TECNOLOGIA')).toEqual(['Tecnología']);
    expect(await names('?q=%C3%A9l')).toEqual(['Électrica']);
    const bad = await list('?sort=points');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain("use una de: name, id (con '-' delante para orden descendente)");
  });

  it('refuses a call without a session', async () => {
    const res = await list('', {});
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/product/category/get/{id}', () => {
  it('answers the category with the version its edit form sends back, to any signed-in user', async () => {
    for (const user of [participant, admin]) {
      const res = await getOne(seeded.Bonos, user.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: seeded.Bonos, name: 'Bonos', version: 1 });
    }
  });

  it('404 with a Spanish detail for a category that does not exist; 400 for an id that is not one; 401 without a session', async () => {
    const unknown = await getOne(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'error', detail: 'La categoría no existe', statusCode: 404 });
    const bad = await getOne('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Campo id: Id no válido');
    expect((await getOne(seeded.Bonos, {})).statusCode).toBe(401);
  });
});

describe('POST /api/product/category/create', () => {
  it("creates the category, answers SPEC 8 'Categoría Creada con Éxito' and audits the administrator", async () => {
    const res = await create('  Deportes ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ message: 'success', detail: 'Categoría Creada con Éxito', category: { id: expect.any(Number), name: 'Deportes', version: 1 } });
    expect(await stored(body.category.id)).toEqual({ id: body.category.id, name: 'Deportes', version: 1 });
    const audit = await auditOf(t.db, 'product_categories', body.category.id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id]]);
    expect(JSON.parse(audit[0].detail!)).toEqual({ name: 'Deportes' });
  });

  it('SPEC 5 "Names": 5 characters on create; nothing stored otherwise', async () => {
    const before = await categoryCount();
    for (const [name, detail] of [
      ['Ropa', 'Campo nombre: Mínimo 5 caracteres'],
      ['  Ropa   ', 'Campo nombre: Mínimo 5 caracteres'],
      [undefined, 'Campo nombre: Requerido'],
    ] as const) {
      const res = await create(name);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'error', detail, statusCode: 400 });
    }
    expect(await categoryCount()).toBe(before);
    expect((await create('Ropas')).statusCode).toBe(200);
  });

  it('409 for a name that exists already, whatever the capitals or accents; nothing stored', async () => {
    const before = await categoryCount();
    for (const name of ['VIAJES', 'tecnologia', 'Electrica']) {
      const res = await create(name);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'error', detail: 'Ya existe una categoría con ese nombre', statusCode: 409 });
    }
    expect(await categoryCount()).toBe(before);
  });

  it('of five creates of the same name sent at once (five administrators), exactly one is stored', async () => {
    const admins = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.db, { role: 'admin' })));
    const answers = await Promise.all(admins.map((a) => create('Mascotas', a.auth)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await t.db.selectFrom('product_categories').select('id').where('name', '=', 'Mascotas').execute()).toHaveLength(1);
  });
});

describe('PUT /api/product/category/update/{id}', () => {
  it("renames with the version loaded, answers SPEC 8 'Categoria {name} editada con éxito' and audits before/after", async () => {
    const id = (await create('Cocina')).json().category.id;
    const res = await update(id, { name: 'Cocina y Mesa', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Categoria Cocina y Mesa editada con éxito', category: { id, name: 'Cocina y Mesa', version: 2 } });
    expect((await getOne(id)).json()).toEqual({ id, name: 'Cocina y Mesa', version: 2 });
    const audit = await auditOf(t.db, 'product_categories', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['update', admin.id]]);
    expect(JSON.parse(audit[1].detail!)).toEqual({ before: 'Cocina', after: 'Cocina y Mesa' });
  });

  it('SPEC 5: 3 characters on edit (fewer than on create)', async () => {
    const id = (await create('Juguetes')).json().category.id;
    const short = await update(id, { name: 'Ju', version: 1 });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('Campo nombre: Mínimo 3 caracteres');
    expect(await stored(id)).toEqual({ id, name: 'Juguetes', version: 1 });
    const three = await update(id, { name: 'Jug', version: 1 });
    expect(three.statusCode).toBe(200);
    expect(three.json().detail).toBe('Categoria Jug editada con éxito');
  });

  it('a form loaded before someone else saved gets 409 with a Spanish detail, and the other change stays', async () => {
    const id = (await create('Herramientas')).json().category.id;
    expect((await update(id, { name: 'Herramientas Pro', version: 1 })).statusCode).toBe(200);
    const stale = await update(id, { name: 'Herramientas Otra', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'error', detail: STALE, statusCode: 409 });
    expect(await stored(id)).toEqual({ id, name: 'Herramientas Pro', version: 2 });
    expect((await auditOf(t.db, 'product_categories', id)).map((a) => a.action)).toEqual(['create', 'update']);
    const missing = await update(id, { name: 'Herramientas Otra' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe('Campo versión: Recargue la página e inténtelo de nuevo');
  });

  it('of two saves of the same version sent at once, exactly one wins', async () => {
    const id = (await create('Oficina')).json().category.id;
    const answers = await Promise.all([update(id, { name: 'Oficina Uno', version: 1 }), update(id, { name: 'Oficina Dos', version: 1 })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().category;
    expect(await stored(id)).toEqual({ id, name: winner.name, version: 2 });
  });

  it("409 when the new name is another category's; nothing changes", async () => {
    const id = (await create('Jardinería')).json().category.id;
    const taken = await update(id, { name: 'bonos', version: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('Ya existe una categoría con ese nombre');
    expect(await stored(id)).toEqual({ id, name: 'Jardinería', version: 1 });
  });
});

describe('DELETE /api/product/category/delete/{id}', () => {
  it('deletes a category no product uses, answers success and audits it', async () => {
    const id = (await create('Temporal')).json().category.id;
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Categoría Temporal eliminada', category: { id, name: 'Temporal', version: 1 } });
    expect(await stored(id)).toBeUndefined();
    expect((await getOne(id)).statusCode).toBe(404);
    expect((await auditOf(t.db, 'product_categories', id)).map((a) => [a.action, a.actor_id])).toEqual([['create', admin.id], ['delete', admin.id]]);
  });

  it('409 naming how many products use the category; nothing deleted, nothing audited', async () => {
    const id = (await create('Electrodomésticos')).json().category.id;
    await addProduct(id, 'Nevera');
    const one = await remove(id);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({
      message: 'error',
      detail: 'No se puede eliminar la categoría: la usa 1 producto. Elimine o cambie de categoría esos productos primero.',
      statusCode: 409,
    });
    await addProduct(id, 'Lavadora');
    expect((await remove(id)).json().detail).toBe('No se puede eliminar la categoría: la usan 2 productos. Elimine o cambie de categoría esos productos primero.');
    expect(await stored(id)).toEqual({ id, name: 'Electrodomésticos', version: 1 });
    expect((await auditOf(t.db, 'product_categories', id)).map((a) => a.action)).toEqual(['create']);
  });
});

describe('who may call', () => {
  it('401 without a session on every write', async () => {
    for (const res of [
      await create('Sin Sesión', {}),
      await update(seeded.Bonos, { name: 'Sin Sesión', version: 1 }, {}),
      await remove(seeded.Bonos, {}),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'error', statusCode: 401 });
    }
  });

  it('403 for every profile but the administrator on every write; nothing changes', async () => {
    const before = await categoryCount();
    for (const user of [participant, approver, buyer]) {
      for (const res of [
        await create('Otra Categoría', user.auth),
        await update(seeded.Viajes, { name: 'Otra Categoría', version: 1 }, user.auth),
        await remove(seeded.Viajes, user.auth),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'error', detail: 'No tiene permisos para esta acción', statusCode: 403 });
      }
    }
    expect(await categoryCount()).toBe(before);
    expect(await stored(seeded.Viajes)).toEqual({ id: seeded.Viajes, name: 'Viajes', version: 1 });
  });

  it('404 with a Spanish detail on update and delete of a category that does not exist', async () => {
    for (const res of [await update(999999, { name: 'No Existe', version: 1 }), await remove(999999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'error', detail: 'La categoría no existe', statusCode: 404 });
    }
  });
});
