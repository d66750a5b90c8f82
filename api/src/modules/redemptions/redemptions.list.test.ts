// GET /api/product/applyfor/all on the list contract ('Lista de Redenciones'), on SQLite
// and PostgreSQL: pages newest first, every REDEMPTION_SORT column, `q` in the product's and the
// participant's names (capitals and accents do not count) and the identification number, the state
// filter with and without paging, a participant's own rows whatever they send, 400 for bad
// parameters, and SPEC 7's plain answer without them.
import { API, REDEMPTION_SORT, type ApplyFor, type RedemptionState } from '@portal/contract';
import { buildTestApp, createCity, createSubsidiary, createUser, participantProfile, type TestApp, type TestUser } from '../../test/helper';

/** a request's delivery fields before its dispatch (SPEC 1/9) */
const NOT_DISPATCHED = {
  delivery_method: null, delivery_address: null, delivery_city: null, recipient: null, carrier: null, guide_number: null, tracking_url: null,
  dispatch_date: null, delivery_date: null, proof_image: null, received_at: null, claim_comment: null, claim_at: null, delivery_comment: null,
};

let t: TestApp;
let admin: TestUser;
let ana: TestUser;
let beto: TestUser;
let carla: TestUser;
/** r1..r5 by the order they were stored */
const r: Record<string, number> = {};
const products: Record<string, number> = {};

async function addRequest(key: string, user: TestUser, product: string, points: number, createdAt: string, state: RedemptionState) {
  r[key] = (await t.db.insertInto('apply_for')
    .values({ product_id: products[product], users_id: user.id, points, created_at: createdAt, updated_at: createdAt, state, comment: null, buyer_comment: null, purchase_date: null })
    .returning('id').executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const profile = await participantProfile(t.db);
  const norte = await createSubsidiary(t.db, await createCity(t.db, 'Bogotá'), profile, 'Llantas del Norte');
  const rin = await createSubsidiary(t.db, await createCity(t.db, 'Medellín'), profile, 'Rin y Llanta');
  admin = await createUser(t.db, { role: 'admin' });
  ana = await createUser(t.db, { name: 'Ana Gómez', identification: '1012345678', subsidiaryId: norte });
  beto = await createUser(t.db, { name: 'beto ruiz', identification: '79111222', subsidiaryId: rin });
  // no branch: no city, no branch name
  carla = await createUser(t.db, { name: 'Carla Núñez', identification: '52000111' });
  const category = (await t.db.insertInto('product_categories').values({ name: 'Hogar' }).returning('id').executeTakeFirstOrThrow()).id;
  for (const [name, points] of [['Freidora de aire', 500], ['Bicicleta Eléctrica', 9000], ['termo', 100]] as const) {
    products[name] = (await t.db.insertInto('products')
      .values({ name, points, points_value: points, estimated_value: 1000, image: null, product_categories_id: category })
      .returning('id').executeTakeFirstOrThrow()).id;
  }
  await addRequest('r1', ana, 'Freidora de aire', 500, '2026-01-10T10:00:00.000Z', 'espera');
  await addRequest('r2', beto, 'Bicicleta Eléctrica', 9000, '2026-03-01T09:00:00.000Z', 'aprobado');
  await addRequest('r3', ana, 'termo', 100, '2026-02-15T12:00:00.000Z', 'rechazado');
  // created at the same moment as r3: the id decides, in the same direction
  await addRequest('r4', carla, 'Freidora de aire', 500, '2026-02-15T12:00:00.000Z', 'confirmado');
  await addRequest('r5', beto, 'termo', 100, '2026-04-01T08:00:00.000Z', 'espera');
});
afterAll(async () => t.close());

const get = (query = '', user: TestUser | null = admin) =>
  t.app.inject({ method: 'GET', url: `${API.applyForAll}${query}`, headers: user ? user.auth : {} });
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
const keys = (...names: string[]) => names.map((k) => r[k]);
async function pageIds(query: string, user: TestUser = admin) {
  const res = await get(query, user);
  expect(res.statusCode).toBe(200);
  return idsOf(res.json().rows);
}

/** newest first; r4 and r3 were created at the same moment, r4 has the higher id */
const NEWEST_FIRST = ['r5', 'r2', 'r4', 'r3', 'r1'];

describe('GET /api/product/applyfor/all without list parameters', () => {
  it('answers the plain array as before: every request for staff, newest first, the whole SPEC 3 shape', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json() as ApplyFor[];
    expect(idsOf(body)).toEqual(keys(...NEWEST_FIRST));
    expect(body[1]).toEqual({
      id: r.r2, product_id: products['Bicicleta Eléctrica'], product: { id: products['Bicicleta Eléctrica'], name: 'Bicicleta Eléctrica' },
      users_id: beto.id,
      user: {
        id: beto.id, name: 'beto ruiz', identification_number: '79111222', points: 0,
        subsidiary: { id: expect.any(Number), name: 'Rin y Llanta', city: { id: expect.any(Number), name: 'Medellín' } },
      },
      points: 9000, created_at: '2026-03-01T09:00:00.000Z', state: 'aprobado', comment: null, buyer_comment: null, purchase_date: null,
      // SPEC 1/9: one calendar month from the request's Colombian date; the days left count from today
      due_date: '2026-04-01', days_left: expect.any(Number), ...NOT_DISPATCHED,
    });
    expect(body[2].user?.subsidiary).toBeNull();
  });

  it('a participant gets only their own; the state filter applies to the plain array too', async () => {
    expect(idsOf((await get('', ana)).json())).toEqual(keys('r3', 'r1'));
    const pending = await get('?state=espera');
    expect(Array.isArray(pending.json())).toBe(true);
    expect(idsOf(pending.json())).toEqual(keys('r5', 'r1'));
    expect(idsOf((await get('?state=espera', ana)).json())).toEqual(keys('r1'));
    // an empty state is no filter (a select's first option)
    expect(idsOf((await get('?state=')).json())).toEqual(keys(...NEWEST_FIRST));
  });

  it('needs a session', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    expect((await get('?page=1', null)).statusCode).toBe(401);
  });
});

describe('GET /api/product/applyfor/all on the list contract', () => {
  it('pages newest first with the total of every match, the rows in the plain answer\'s shape', async () => {
    const first = await get('?page=1&pageSize=2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rows: expect.any(Array), total: 5 });
    expect(idsOf(first.json().rows)).toEqual(keys('r5', 'r2'));
    expect(first.json().rows[1]).toEqual((await get()).json()[1]);
    expect(await pageIds('?page=2&pageSize=2')).toEqual(keys('r4', 'r3'));
    expect(await pageIds('?page=3&pageSize=2')).toEqual(keys('r1'));
    expect((await get('?page=4&pageSize=2')).json()).toEqual({ rows: [], total: 5 });
    expect(await pageIds('?page=1')).toEqual(keys(...NEWEST_FIRST));
    expect(await pageIds('?sort=-created')).toEqual(keys(...NEWEST_FIRST));
    expect(await pageIds('?sort=created')).toEqual(keys(...[...NEWEST_FIRST].reverse()));
  });

  it('sorts by every REDEMPTION_SORT column, names as searchKey compares them, equal keys by id', async () => {
    expect(await pageIds('?sort=id')).toEqual(keys('r1', 'r2', 'r3', 'r4', 'r5'));
    // 'Bicicleta Eléctrica' < 'Freidora de aire' < 'termo' (capitals do not count)
    expect(await pageIds('?sort=product')).toEqual(keys('r2', 'r1', 'r4', 'r3', 'r5'));
    expect(await pageIds('?sort=-product')).toEqual(keys('r5', 'r3', 'r4', 'r1', 'r2'));
    // 'Ana Gómez' < 'beto ruiz' < 'Carla Núñez'
    expect(await pageIds('?sort=user')).toEqual(keys('r1', 'r3', 'r2', 'r5', 'r4'));
    expect(await pageIds('?sort=-user')).toEqual(keys('r4', 'r5', 'r2', 'r3', 'r1'));
    // '1012345678' < '52000111' < '79111222'
    expect(await pageIds('?sort=document')).toEqual(keys('r1', 'r3', 'r4', 'r2', 'r5'));
    expect(await pageIds('?sort=points')).toEqual(keys('r3', 'r5', 'r1', 'r4', 'r2'));
    expect(await pageIds('?sort=-points')).toEqual(keys('r2', 'r4', 'r1', 'r5', 'r3'));
    // aprobado, confirmado, espera, rechazado
    expect(await pageIds('?sort=state')).toEqual(keys('r2', 'r4', 'r1', 'r5', 'r3'));
    // Bogotá < Medellín; Carla has no branch: last ascending, first descending, on both databases
    expect(await pageIds('?sort=city')).toEqual(keys('r1', 'r3', 'r2', 'r5', 'r4'));
    expect(await pageIds('?sort=-city')).toEqual(keys('r4', 'r5', 'r2', 'r3', 'r1'));
    expect(await pageIds('?sort=subsidiary')).toEqual(keys('r1', 'r3', 'r2', 'r5', 'r4'));
    expect(await pageIds('?sort=-subsidiary')).toEqual(keys('r4', 'r5', 'r2', 'r3', 'r1'));
  });

  it('pages never overlap or skip a request, whatever the order', async () => {
    for (const column of REDEMPTION_SORT) {
      for (const sort of [column, `-${column}`]) {
        const paged = [];
        for (let page = 1; page <= 3; page++) paged.push(...(await pageIds(`?sort=${sort}&page=${page}&pageSize=2`)));
        expect(paged).toEqual(await pageIds(`?sort=${sort}`));
      }
    }
  });

  it('q looks in the product, the participant\'s name and identification number, ignoring capitals and accents', async () => {
    expect((await get('?q=GOMEZ')).json()).toEqual({ rows: [expect.objectContaining({ id: r.r3 }), expect.objectContaining({ id: r.r1 })], total: 2 });
    expect(await pageIds('?q=bicicleta%20electrica')).toEqual(keys('r2'));
    expect(await pageIds('?q=%C3%89L%C3%89CTRICA')).toEqual(keys('r2'));
    expect(await pageIds('?q=TERMO&sort=id')).toEqual(keys('r3', 'r5'));
    // one search rule, 'ñ' read as 'n': 'NÚÑEZ' and 'nunez' both find Núñez
    expect(await pageIds('?q=N%C3%9A%C3%91EZ')).toEqual(keys('r4'));
    expect(await pageIds('?q=nunez')).toEqual(keys('r4'));
    expect(await pageIds('?q=79111')).toEqual(keys('r5', 'r2'));
    // the user's own % is a character, not a wildcard
    expect((await get('?q=%25')).json()).toEqual({ rows: [], total: 0 });
    expect((await get('?q=%20%20')).json().total).toBe(5);
  });

  it('the state filter, alone, with q and with any order; the total counts the filter', async () => {
    expect((await get('?state=espera&page=1&pageSize=1')).json()).toEqual({ rows: [expect.objectContaining({ id: r.r5, state: 'espera' })], total: 2 });
    expect(await pageIds('?state=espera&q=ana')).toEqual(keys('r1'));
    expect(await pageIds('?state=confirmado&sort=user')).toEqual(keys('r4'));
    expect(await pageIds('?state=rechazado&q=beto')).toEqual([]);
    for (const state of ['espera', 'aprobado', 'rechazado', 'confirmado']) {
      const rows = (await get(`?state=${state}&sort=id`)).json().rows as ApplyFor[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.state === state)).toBe(true);
    }
  });

  it("a participant's pages hold only their own requests, whatever they send", async () => {
    expect((await get('?page=1', ana)).json()).toEqual({ rows: [expect.objectContaining({ id: r.r3 }), expect.objectContaining({ id: r.r1 })], total: 2 });
    expect((await get('?q=beto', ana)).json()).toEqual({ rows: [], total: 0 });
    expect((await get('?q=79111222', ana)).json()).toEqual({ rows: [], total: 0 });
    expect((await get('?state=aprobado', ana)).json()).toEqual([]);
    expect(await pageIds(`?sort=-user&users_id=${beto.id}&usersId=${beto.id}`, ana)).toEqual(keys('r3', 'r1'));
    expect((await pageIds('?sort=city&page=1&pageSize=100', carla))).toEqual(keys('r4'));
    expect((await get('?page=1', await createUser(t.db))).json()).toEqual({ rows: [], total: 0 });
    // staff (approver and buyer) see every request
    for (const role of ['approver', 'buyer'] as const) {
      expect((await get('?page=1&pageSize=1', await createUser(t.db, { role }))).json().total).toBe(5);
    }
  });

  it('400 with a Spanish detail for a column it does not sort by, an unknown state, a bad page or page size', async () => {
    const sort = await get('?sort=comment');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().detail).toMatch(/created, id, product, user, document, points, state, city, subsidiary/);
    const state = await get('?state=perdido&page=1');
    expect(state.statusCode).toBe(400);
    expect(state.json().detail).toMatch(/Estado no válido: use espera, aprobado, rechazado, confirmado, despachado, entregado, cancelado, no_entregado o reclamo/);
    // the stored value, not the shown one
    expect((await get('?state=Espera')).statusCode).toBe(400);
    for (const bad of ['?page=0', '?page=uno', '?pageSize=101', '?pageSize=-1', '?page=1&page=2', '?state=espera&state=aprobado', `?q=${'x'.repeat(101)}`]) {
      const res = await get(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'error', statusCode: 400 });
    }
  });
});
