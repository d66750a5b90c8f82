// GET /api/products/all keeps the serialized catalogue per process, keyed by the
// catalogue version the database raises on every write (catalogue-cache.ts, migration
// 20260116T000000). A read never answers stale data after a write through this process, through
// another connection (what another api process is), or in a transaction that rolled back. On
// SQLite and PostgreSQL.
import zlib from 'node:zlib';
import { API } from '@portal/contract';
import type { DB } from '../../db/schema';
import { buildTestApp, createUser, secondConnection, type TestApp, type TestUser } from '../../test/helper';
import { catalogueVersion } from './catalogue-cache';
import { sendForm, uniquePng } from './test-fixtures';

let t: TestApp;
/** a second connection to the same database: what another api process writes through */
let other: DB;
let admin: TestUser;
let participant: TestUser;
let tech: number;
let tv: number;

type Listed = { id: number; name: string; points: number; state: string; product_category: { id: number; name: string } | null };

const list = async (user: TestUser, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `${API.productsAll}${query}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return { rows: res.json() as Listed[], etag: res.headers.etag as string };
};
const names = async (user: TestUser, query = '') => (await list(user, query)).rows.map((p) => p.name);

async function addProduct(db: DB, name: string, state: '1' | '0' = '1', categoryId = tech): Promise<number> {
  return (await db.insertInto('products').values({
    name, points: 100, points_value: 100, estimated_value: 7500, image: '/uploads/products/x.png', state, product_categories_id: categoryId,
  }).returning('id').executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  t = await buildTestApp();
  other = await secondConnection(t);
  admin = await createUser(t.db, { role: 'admin' });
  participant = await createUser(t.db, { role: 'participant' });
  tech = (await t.db.insertInto('product_categories').values({ name: 'Tecnología' }).returning('id').executeTakeFirstOrThrow()).id;
  tv = await addProduct(t.db, 'Televisor');
});
afterAll(async () => {
  await other.destroy();
  await t.close();
});

describe('the catalogue version', () => {
  it('is raised by every write of products or categories, from any connection, and not by a rollback', async () => {
    const start = await catalogueVersion(t.db);
    await other.updateTable('products').set({ points: 101 }).where('id', '=', tv).execute();
    const afterUpdate = await catalogueVersion(t.db);
    expect(afterUpdate).toBeGreaterThan(start);
    const id = await addProduct(other, 'Efímero');
    await other.deleteFrom('products').where('id', '=', id).execute();
    await other.updateTable('product_categories').set({ name: 'Tecnología' }).where('id', '=', tech).execute();
    expect(await catalogueVersion(t.db)).toBeGreaterThanOrEqual(afterUpdate + 3);

    const before = await catalogueVersion(t.db);
    await expect(other.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ name: 'Nunca guardado' }).where('id', '=', tv).execute();
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    expect(await catalogueVersion(t.db)).toBe(before);
    // a read of other tables leaves it alone
    await other.selectFrom('products').selectAll().execute();
    await other.updateTable('users').set({ name: 'Otro nombre' }).where('id', '=', participant.id).execute();
    expect(await catalogueVersion(t.db)).toBe(before);
  });
});

describe('GET /api/products/all after a write', () => {
  it('shows a write through another connection (another process) at the next read', async () => {
    expect(await names(participant)).toEqual(['Televisor']);
    await other.updateTable('products').set({ name: 'Televisor 55"' }).where('id', '=', tv).execute();
    expect(await names(participant)).toEqual(['Televisor 55"']);

    const radio = await addProduct(other, 'Radio');
    expect(await names(participant)).toEqual(['Televisor 55"', 'Radio']);
    await other.updateTable('products').set({ state: '0' }).where('id', '=', radio).execute();
    expect(await names(participant)).toEqual(['Televisor 55"']);
    // the administrator's answer is kept apart, with the inactive product
    expect(await names(admin)).toEqual(['Televisor 55"', 'Radio']);
    await other.deleteFrom('products').where('id', '=', radio).execute();
    expect(await names(admin)).toEqual(['Televisor 55"']);

    // the category's name is part of each product's answer
    await other.updateTable('product_categories').set({ name: 'Electrónica' }).where('id', '=', tech).execute();
    expect((await list(participant)).rows[0].product_category).toEqual({ id: tech, name: 'Electrónica' });
  });

  it('shows a write through the api at once, and the old ETag no longer answers 304', async () => {
    const before = await list(participant);
    expect((await t.app.inject({ method: 'GET', url: API.productsAll, headers: { ...participant.auth, 'if-none-match': before.etag } })).statusCode).toBe(304);

    const res = await sendForm(t, API.productUpdate(tv), admin.auth, {
      data: { name: 'Televisor OLED', points: 2500, points_value: 2500, estimated_value: 187500, product_categories_id: tech, version: (await t.db.selectFrom('products').select('version').where('id', '=', tv).executeTakeFirstOrThrow()).version },
      image: uniquePng(),
    });
    expect(res.statusCode).toBe(200);
    const after = await list(participant);
    expect(after.rows.map((p) => [p.name, p.points])).toEqual([['Televisor OLED', 2500]]);
    expect(after.etag).not.toBe(before.etag);
    const stale = await t.app.inject({ method: 'GET', url: API.productsAll, headers: { ...participant.auth, 'if-none-match': before.etag } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()[0].name).toBe('Televisor OLED');
  });

  it('sends the kept answer compressed to a browser that accepts it, with the same ETag', async () => {
    for (let i = 0; i < 12; i += 1) await addProduct(other, `Producto de relleno número ${i} con un nombre largo`);
    const plain = await t.app.inject({ method: 'GET', url: API.productsAll, headers: participant.auth });
    const br = await t.app.inject({ method: 'GET', url: API.productsAll, headers: { ...participant.auth, 'accept-encoding': 'gzip, br' } });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    await other.deleteFrom('products').where('name', 'like', 'Producto de relleno%').execute();
  });

  it('answers many reads arriving together after a write with the new catalogue', async () => {
    await list(participant);
    await other.updateTable('products').set({ name: 'Televisor QLED' }).where('id', '=', tv).execute();
    const answers = await Promise.all(Array.from({ length: 20 }, () => names(participant)));
    for (const answer of answers) expect(answer).toEqual(['Televisor QLED']);
  });

  it('keeps the category filter and the list contract apart from the plain answer', async () => {
    const home = (await other.insertInto('product_categories').values({ name: 'Hogar' }).returning('id').executeTakeFirstOrThrow()).id;
    await addProduct(other, 'Licuadora', '1', home);
    expect(await names(participant, `?category=${home}`)).toEqual(['Licuadora']);
    expect(await names(participant, `?category=${tech}`)).toEqual(['Televisor QLED']);
    expect(await names(participant)).toEqual(['Televisor QLED', 'Licuadora']);
    const page = await t.app.inject({ method: 'GET', url: `${API.productsAll}?page=1&pageSize=1`, headers: participant.auth });
    expect(page.json()).toMatchObject({ total: 2, rows: [{ name: 'Televisor QLED' }] });
    await other.updateTable('products').set({ name: 'Licuadora 3 velocidades' }).where('product_categories_id', '=', home).execute();
    expect(await names(participant, `?category=${home}`)).toEqual(['Licuadora 3 velocidades']);
  });
});
