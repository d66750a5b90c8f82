// SPEC 7 "Products" reads through the HTTP api, on SQLite and PostgreSQL (the list contract of
// GET /api/products/all: products.list.test.ts; the writes: products.write.test.ts).
import { API } from '@portal/contract';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let admin: TestUser;
let participant: TestUser;
let tech: number;
let home: number;
let tv: number;
let camera: number;
let blender: number;

async function addProduct(name: string, categoryId: number, state: '1' | '0', points: number): Promise<number> {
  return (await t.db.insertInto('products').values({
    name, points, points_value: points, estimated_value: points * 75, image: `/uploads/products/${name.length}.png`,
    state, product_categories_id: categoryId,
  }).returning('id').executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  participant = await createUser(t.db, { role: 'participant' });
  tech = (await t.db.insertInto('product_categories').values({ name: 'Tecnología' }).returning('id').executeTakeFirstOrThrow()).id;
  home = (await t.db.insertInto('product_categories').values({ name: 'Hogar' }).returning('id').executeTakeFirstOrThrow()).id;
  tv = await addProduct('Televisor LED 50"', tech, '1', 24000);
  camera = await addProduct('Cámara WiFi', tech, '0', 1900);
  blender = await addProduct('Licuadora', home, '1', 3200);
});
afterAll(async () => t.close());

const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });

describe('GET /api/products/all', () => {
  it('answers the SPEC 3 product shape with its category', async () => {
    const res = await get(API.productsAll, participant);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: tv, name: 'Televisor LED 50"', points: 24000, points_value: 24000, estimated_value: 1800000, image: '/uploads/products/17.png',
        state: '1', product_categories_id: tech, product_category: { id: tech, name: 'Tecnología' } },
      { id: blender, name: 'Licuadora', points: 3200, points_value: 3200, estimated_value: 240000, image: '/uploads/products/9.png',
        state: '1', product_categories_id: home, product_category: { id: home, name: 'Hogar' } },
    ]);
  });

  it('shows inactive products to the administrator only', async () => {
    const ids = (await get(API.productsAll, admin)).json().map((p: { id: number }) => p.id);
    expect(ids).toEqual([tv, camera, blender]);
    const approver = await createUser(t.db, { role: 'approver' });
    expect((await get(API.productsAll, approver)).json().map((p: { id: number }) => p.id)).toEqual([tv, blender]);
  });

  it('refuses a call without a session', async () => {
    const res = await get(API.productsAll);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'error', statusCode: 401 });
  });
});

describe('GET /api/products/byCategory/{id}', () => {
  it('lists the products of one category, active ones for a participant', async () => {
    expect((await get(API.productsByCategory(tech), participant)).json().map((p: { id: number }) => p.id)).toEqual([tv]);
    expect((await get(API.productsByCategory(tech), admin)).json().map((p: { id: number }) => p.id)).toEqual([tv, camera]);
    expect((await get(API.productsByCategory(home), participant)).json()[0].product_category).toEqual({ id: home, name: 'Hogar' });
  });

  it('answers an empty list for a category without products', async () => {
    const empty = (await t.db.insertInto('product_categories').values({ name: 'Viajes' }).returning('id').executeTakeFirstOrThrow()).id;
    const res = await get(API.productsByCategory(empty), participant);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 for an unknown category and 400 for a non-numeric id', async () => {
    const missing = await get(API.productsByCategory(99999), participant);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'error', detail: 'La categoría no existe', statusCode: 404 });
    expect((await get(API.productsByCategory('abc'), participant)).statusCode).toBe(400);
    expect((await get(API.productsByCategory(tech))).statusCode).toBe(401);
  });
});

describe('GET /api/products/get/{id}', () => {
  it('answers one product', async () => {
    const res = await get(API.productGet(blender), participant);
    expect(res.statusCode).toBe(200);
    // with the version its edit form sends back
    expect(res.json()).toMatchObject({ id: blender, name: 'Licuadora', state: '1', product_category: { id: home, name: 'Hogar' }, version: 1 });
  });

  it('hides an inactive product from a participant but not from the administrator', async () => {
    const hidden = await get(API.productGet(camera), participant);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().detail).toBe('El producto no existe');
    const shown = await get(API.productGet(camera), admin);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: camera, state: '0' });
  });

  it('answers 404 with a Spanish detail for an unknown id, 400 for a non-numeric one, 401 without session', async () => {
    const missing = await get(API.productGet(99999), admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'error', detail: 'El producto no existe', statusCode: 404 });
    const bad = await get(API.productGet('uno'), admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('error');
    expect((await get(API.productGet(tv))).statusCode).toBe(401);
  });
});
