// SPEC 7 "Slides" reads, on SQLite and PostgreSQL.
import { API } from '@portal/contract';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let user: TestUser;
const ids: Record<string, number> = {};

async function addSlide(key: string, position: 'Up' | 'Down', order: number, show: 0 | 1, responsive: 0 | 1) {
  ids[key] = (await t.db.insertInto('slides')
    .values({ path: `/uploads/slides/${key}.png`, position, sort_order: order, show, responsive })
    .returning('id').executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.db, { role: 'participant' });
  // inserted out of order on purpose: the answers must follow "order", not insertion
  await addSlide('up2', 'Up', 2, 1, 0);
  await addSlide('up1', 'Up', 1, 1, 0);
  await addSlide('upHidden', 'Up', 3, 0, 0);
  await addSlide('upMobile', 'Up', 1, 1, 1);
  await addSlide('down1', 'Down', 1, 1, 0);
  await addSlide('downMobile2', 'Down', 2, 1, 1);
  await addSlide('downMobile1', 'Down', 1, 1, 1);
});
afterAll(async () => t.close());

const get = (url: string, auth = true) => t.app.inject({ method: 'GET', url, headers: auth ? user.auth : {} });
const idsOf = (body: { id: number }[]) => body.map((s) => s.id);

describe('GET /api/slides/all', () => {
  it('answers every slide in the SPEC 3 shape (order, show and responsive as booleans)', async () => {
    const res = await get(API.slidesAll);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toHaveLength(7);
    expect(body.find((s: { id: number }) => s.id === ids.upHidden)).toEqual({
      id: ids.upHidden, path: '/uploads/slides/upHidden.png', position: 'Up', order: 3, show: false, responsive: false,
    });
    expect(body.find((s: { id: number }) => s.id === ids.downMobile1)).toEqual({
      id: ids.downMobile1, path: '/uploads/slides/downMobile1.png', position: 'Down', order: 1, show: true, responsive: true,
    });
  });

  it('refuses a call without a session', async () => {
    expect((await get(API.slidesAll, false)).statusCode).toBe(401);
  });
});

describe('GET /api/slides/position/{up|down}/{0|1}', () => {
  it('answers the shown slides of one carousel set, by order', async () => {
    expect(idsOf((await get(API.slidesByPosition('up', 0))).json())).toEqual([ids.up1, ids.up2]);
    expect(idsOf((await get(API.slidesByPosition('up', 1))).json())).toEqual([ids.upMobile]);
    expect(idsOf((await get(API.slidesByPosition('down', 0))).json())).toEqual([ids.down1]);
    expect(idsOf((await get(API.slidesByPosition('down', 1))).json())).toEqual([ids.downMobile1, ids.downMobile2]);
  });

  it('accepts the position in any case', async () => {
    expect(idsOf((await get('/api/slides/position/Up/0')).json())).toEqual([ids.up1, ids.up2]);
  });

  it('answers 400 with a Spanish detail for an unknown position or flag, 401 without session', async () => {
    const badPosition = await get('/api/slides/position/left/0');
    expect(badPosition.statusCode).toBe(400);
    expect(badPosition.json().detail).toContain('Posición no válida');
    const badFlag = await get('/api/slides/position/up/2');
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().detail).toContain('use 0');
    expect((await get(API.slidesByPosition('up', 0), false)).statusCode).toBe(401);
  });
});
