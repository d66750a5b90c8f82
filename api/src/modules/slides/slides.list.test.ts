// GET /api/slides/all on the list contract, on SQLite and PostgreSQL: SPEC 7's plain answer
// (the top carousel first, each carousel desktop then phone-sized, by order), and
// pages sorted by position, order or id, searched in the path, with 400 for bad parameters.
import { API } from '@portal/contract';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let admin: TestUser;
const ids: Record<string, number> = {};

async function addSlide(key: string, position: 'Up' | 'Down', order: number, responsive: 0 | 1, show: 0 | 1 = 1) {
  ids[key] = (await t.db.insertInto('slides')
    .values({ path: `/uploads/slides/${key.toLowerCase()}.png`, position, sort_order: order, show, responsive })
    .returning('id').executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  // inserted out of order on purpose; 'upA' and 'upB' share carousel and order (the id decides)
  await addSlide('down2', 'Down', 2, 0);
  await addSlide('upB', 'Up', 1, 0);
  await addSlide('upMobile', 'Up', 1, 1);
  await addSlide('downMobile', 'Down', 1, 1, 0);
  await addSlide('up3', 'Up', 3, 0);
  await addSlide('down1', 'Down', 1, 0);
  await addSlide('upA', 'Up', 1, 0);
});
afterAll(async () => t.close());

const get = (query = '', auth: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: `${API.slidesAll}${query}`, headers: auth ? auth.auth : {} });
const idsOf = (rows: { id: number }[]) => rows.map((s) => s.id);
const key = (...keys: string[]) => keys.map((k) => ids[k]);

/** the carousels' order: Up before Down, desktop before phone-sized, by order, then id */
const CAROUSEL_ORDER = ['upB', 'upA', 'up3', 'upMobile', 'down1', 'down2', 'downMobile'];

describe('GET /api/slides/all without list parameters', () => {
  it('answers the plain array as before: the top carousel first, desktop before phone-sized, by order and id', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    // upB was inserted before upA: same carousel and order, the lower id first
    expect(idsOf(res.json())).toEqual(key(...CAROUSEL_ORDER));
    expect(res.json()[0]).toEqual({ id: ids.upB, path: '/uploads/slides/upb.png', position: 'Up', order: 1, show: true, responsive: false });
  });

  it('is any signed-in user\'s (the home carousels), and needs a session', async () => {
    const participant = await createUser(t.db);
    expect(idsOf((await get('', participant)).json())).toEqual(key(...CAROUSEL_ORDER));
    expect((await get('', null)).statusCode).toBe(401);
  });
});

describe('GET /api/slides/all on the list contract', () => {
  it('pages in the plain answer\'s order by default, with the total of every slide', async () => {
    const first = await get('?page=1&pageSize=3');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rows: expect.any(Array), total: 7 });
    expect(idsOf(first.json().rows)).toEqual(key('upB', 'upA', 'up3'));
    expect(idsOf((await get('?page=3&pageSize=3')).json().rows)).toEqual(key('downMobile'));
    expect((await get('?page=4&pageSize=3')).json()).toEqual({ rows: [], total: 7 });
    // only page: 10 per page
    expect(idsOf((await get('?page=1')).json().rows)).toEqual(key(...CAROUSEL_ORDER));
    // the explicit default is the same
    expect(idsOf((await get('?sort=-position')).json().rows)).toEqual(key(...CAROUSEL_ORDER));
  });

  it("sorts by position ascending (Abajo first; each carousel still desktop first, by order), by order and by id", async () => {
    expect(idsOf((await get('?sort=position')).json().rows)).toEqual(key('down1', 'down2', 'downMobile', 'upB', 'upA', 'up3', 'upMobile'));
    // order alone: equal orders by id, in the same direction
    const byOrder = [ids.upB, ids.upMobile, ids.downMobile, ids.down1, ids.upA].sort((a, b) => a - b);
    expect(idsOf((await get('?sort=order')).json().rows)).toEqual([...byOrder, ids.down2, ids.up3]);
    expect(idsOf((await get('?sort=-order')).json().rows)).toEqual([ids.up3, ids.down2, ...[...byOrder].reverse()]);
    const all = Object.values(ids).sort((a, b) => a - b);
    expect(idsOf((await get('?sort=id')).json().rows)).toEqual(all);
    expect(idsOf((await get('?sort=-id&page=1&pageSize=2')).json().rows)).toEqual(all.reverse().slice(0, 2));
  });

  it('pages never overlap or skip a slide', async () => {
    for (const sort of ['position', '-position', 'order', '-order']) {
      const pages = [];
      for (let page = 1; page <= 4; page++) pages.push(...idsOf((await get(`?sort=${sort}&page=${page}&pageSize=2`)).json().rows));
      expect(pages).toEqual(idsOf((await get(`?sort=${sort}`)).json().rows));
    }
  });

  it('q looks in the path, ignoring capitals; an empty q filters nothing', async () => {
    expect((await get('?q=MOBILE')).json()).toEqual({ rows: [expect.objectContaining({ id: ids.upMobile }), expect.objectContaining({ id: ids.downMobile })], total: 2 });
    // order 1 (downMobile was stored before down1), then order 2
    expect(idsOf((await get('?q=down&sort=order')).json().rows)).toEqual(key('downMobile', 'down1', 'down2'));
    expect((await get('?q=%25')).json()).toEqual({ rows: [], total: 0 });
    expect((await get('?q=')).json().total).toBe(7);
  });

  it('400 with a Spanish detail for a column it does not sort by, a bad page or page size', async () => {
    const sort = await get('?sort=path');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().detail).toMatch(/position, order, id/);
    for (const bad of ['?page=0', '?page=x', '?pageSize=101', '?pageSize=0', '?page=1&page=2']) {
      const res = await get(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'error', statusCode: 400 });
    }
  });
});
