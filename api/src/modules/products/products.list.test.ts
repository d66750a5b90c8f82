// GET /api/products/all on the list contract (ARCHITECTURE "Lists and data"): without list
// parameters SPEC 7's plain array (the participant catalogue loads it whole); with page,
// pageSize, sort or q a page `{ rows, total }`; `category` filters either way. On SQLite and PostgreSQL.
import type { KyselyPlugin } from 'kysely';
import { API } from '@portal/contract';
import type { DB } from '../../db/schema';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { listProducts } from './service';

let t: TestApp;
let admin: TestUser;
let participant: TestUser;
let tech: number;
let home: number;
const ids: Record<string, number> = {};

async function addProduct(name: string, categoryId: number, points: number, state: '1' | '0' = '1') {
  ids[name] = (await t.db.insertInto('products').values({
    name, points, points_value: points, estimated_value: points * 75, image: `/uploads/products/${points}.png`, state, product_categories_id: categoryId,
  }).returning('id').executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  participant = await createUser(t.db, { role: 'participant' });
  tech = (await t.db.insertInto('product_categories').values({ name: 'Tecnología' }).returning('id').executeTakeFirstOrThrow()).id;
  home = (await t.db.insertInto('product_categories').values({ name: 'Hogar' }).returning('id').executeTakeFirstOrThrow()).id;
  // inserted out of name order on purpose
  await addProduct('Televisor', tech, 24000);
  await addProduct('audífonos', tech, 4200);
  await addProduct('Licuadora', home, 3200);
  await addProduct('Cámara WiFi', tech, 1900, '0');
  await addProduct('Batidora', home, 2800);
});
afterAll(async () => t.close());

const get = (query: string, user: TestUser = admin) => t.app.inject({ method: 'GET', url: `${API.productsAll}${query}`, headers: user.auth });
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('without list parameters: the plain array, by id', () => {
  it('answers every product the caller may see', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Televisor', 'audífonos', 'Licuadora', 'Cámara WiFi', 'Batidora']);
    expect(names((await get('', participant)).json())).toEqual(['Televisor', 'audífonos', 'Licuadora', 'Batidora']);
  });

  it('category filters the plain array too', async () => {
    expect(names((await get(`?category=${home}`)).json())).toEqual(['Licuadora', 'Batidora']);
    expect(names((await get(`?category=${tech}`, participant)).json())).toEqual(['Televisor', 'audífonos']);
    // the select's empty option: no filter
    expect((await get('?category=')).json()).toHaveLength(5);
    // a category without products (or gone): nothing matches
    expect((await get('?category=99999')).json()).toEqual([]);
  });
});

describe('with page, pageSize, sort or q: { rows, total }', () => {
  it('pages in the default order (id) with the total of every match', async () => {
    const res = await get('?page=2&pageSize=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: expect.any(Array), total: 5 });
    expect(names(res.json().rows)).toEqual(['Licuadora', 'Cámara WiFi']);
    expect(res.json().rows[0]).toEqual({
      id: ids.Licuadora, name: 'Licuadora', points: 3200, points_value: 3200, estimated_value: 240000, image: '/uploads/products/3200.png',
      state: '1', product_categories_id: home, product_category: { id: home, name: 'Hogar' },
    });
  });

  it('a participant pages the active products only', async () => {
    const res = await get('?page=1&pageSize=16', participant);
    expect(res.json().total).toBe(4);
    expect(names(res.json().rows)).not.toContain('Cámara WiFi');
  });

  it('sorts by name (ignoring capitals), points and category, either way', async () => {
    expect(names((await get('?sort=name')).json().rows)).toEqual(['audífonos', 'Batidora', 'Cámara WiFi', 'Licuadora', 'Televisor']);
    expect(names((await get('?sort=-points')).json().rows)).toEqual(['Televisor', 'audífonos', 'Licuadora', 'Batidora', 'Cámara WiFi']);
    // category name, then id
    expect(names((await get('?sort=category')).json().rows)).toEqual(['Licuadora', 'Batidora', 'Televisor', 'audífonos', 'Cámara WiFi']);
    expect(names((await get('?sort=-id')).json().rows)).toEqual(['Batidora', 'Cámara WiFi', 'Licuadora', 'audífonos', 'Televisor']);
  });

  it('q searches the name, ignoring capitals; with category and paging together', async () => {
    expect((await get('?q=DORA')).json()).toEqual({ rows: expect.any(Array), total: 2 });
    expect(names((await get('?q=DORA&sort=name')).json().rows)).toEqual(['Batidora', 'Licuadora']);
    expect(names((await get(`?q=a&category=${tech}&sort=name&page=1&pageSize=1`)).json().rows)).toEqual(['audífonos']);
    expect((await get(`?q=a&category=${tech}&page=1&pageSize=1`)).json().total).toBe(2);
    // 50% or _ are taken literally
    expect((await get('?q=50%25')).json()).toEqual({ rows: [], total: 0 });
  });

  it('400 with a Spanish detail for an unknown sort column, a bad page or category', async () => {
    const sort = await get('?sort=price');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().detail).toMatch(/No se puede ordenar por esa columna; use una de: id, name, points, category/);
    expect((await get('?page=0')).statusCode).toBe(400);
    const category = await get('?category=abc');
    expect(category.statusCode).toBe(400);
    expect(category.json().detail).toMatch(/Categoría no válida/);
  });

  it('401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API.productsAll}?page=1` })).statusCode).toBe(401);
  });
});

describe('a large catalogue', () => {
  it('answers the first page of 2,000 products with one page query and one count', async () => {
    const category = (await t.db.insertInto('product_categories').values({ name: 'Bonos' }).returning('id').executeTakeFirstOrThrow()).id;
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      name: `Bono ${String(i).padStart(4, '0')}`, points: 1000 + i, points_value: 1000 + i, estimated_value: 50000, image: null, product_categories_id: category,
    }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insertInto('products').values(rows.slice(i, i + 500)).execute();

    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const counted = t.db.withPlugin(counter) as DB;
    const page = await listProducts(counted, 'participant', { page: 1, pageSize: 16, sort: '-points', category });
    expect(queries).toBe(2);
    expect(page).toEqual({ rows: expect.any(Array), total: 2000 });
    expect(names((page as { rows: { name: string }[] }).rows).slice(0, 2)).toEqual(['Bono 1999', 'Bono 1998']);
  });
});
