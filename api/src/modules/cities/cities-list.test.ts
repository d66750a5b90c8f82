// One list contract: GET /api/city (SPEC 7) on the list contract (contract/src/list.ts,
// LIST_SORT.cities), on SQLite and PostgreSQL. Without parameters the SPEC's plain array in the name
// order; with page, pageSize, sort or q a page `{ rows, total }` filtered, sorted and paged by the
// api. The contract's finer points (ties, LIKE wildcards, every bad parameter) are http/list.test.ts.
import { API, LIST_MSG, LIST_SORT } from '@portal/contract';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let participant: TestUser;
/** every city of this file (its own schema), in insertion (id) order */
const cities: { id: number; name: string }[] = [];

// inserted directly: the list must order and find what is stored, whatever wrote it
const NAMES = [
  'Medellín', 'Bogotá', 'cartago', 'Cúcuta', 'Ábrego', 'Armenia', 'Cali', 'Ibagué', 'Neiva', 'Pasto',
  'Popayán', 'Santa Marta', 'Tunja', 'Zipaquirá', 'Yopal',
];

/** the name order written out by hand: capitals and accents do not count ('Ábrego' before 'Armenia') */
const BY_NAME = [
  'Ábrego', 'Armenia', 'Bogotá', 'Cali', 'cartago', 'Cúcuta', 'Ibagué', 'Medellín', 'Neiva', 'Pasto',
  'Popayán', 'Santa Marta', 'Tunja', 'Yopal', 'Zipaquirá',
];

beforeAll(async () => {
  t = await buildTestApp();
  participant = await createUser(t.db, { role: 'participant' });
  for (const name of NAMES) {
    const { id } = await t.db.insertInto('cities').values({ name }).returning('id').executeTakeFirstOrThrow();
    cities.push({ id, name });
  }
});
afterAll(async () => t.close());

const get = (query: Record<string, string | number> = {}, headers: Record<string, string> = participant.auth) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return t.app.inject({ method: 'GET', url: search ? `${API.cities}?${search}` : API.cities, headers });
};
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const city = (name: string) => ({ id: cities.find((c) => c.name === name)!.id, name, version: 1 });

describe('GET /api/city without list parameters', () => {
  it("answers SPEC 7's plain array of {id, name, version} in the name order, capitals and accents not counting", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(BY_NAME.map(city));
  });
});

describe('GET /api/city on the list contract', () => {
  it('page and pageSize: the page of the name order, with the total of every city', async () => {
    const first = await get({ page: 1, pageSize: 10 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rows: BY_NAME.slice(0, 10).map(city), total: 15 });
    expect((await get({ page: 2, pageSize: 10 })).json()).toEqual({ rows: BY_NAME.slice(10).map(city), total: 15 });
    expect((await get({ page: 3, pageSize: 10 })).json()).toEqual({ rows: [], total: 15 });
  });

  it(`sorts by each column of LIST_SORT.cities (${LIST_SORT.cities.join(', ')}), '-' for descending`, async () => {
    expect(names((await get({ sort: '-name', page: 1, pageSize: 3 })).json().rows)).toEqual(['Zipaquirá', 'Yopal', 'Tunja']);
    expect(names((await get({ sort: 'name' })).json().rows)).toEqual(BY_NAME);
    expect(names((await get({ sort: 'id' })).json().rows)).toEqual(NAMES);
    expect(names((await get({ sort: '-id', page: 1, pageSize: 2 })).json().rows)).toEqual(['Yopal', 'Zipaquirá']);
  });

  it('q finds names containing it, whatever the capitals and accents; total counts the matches; page and sort apply to them', async () => {
    expect((await get({ q: 'CUCUTA' })).json()).toEqual({ rows: [city('Cúcuta')], total: 1 });
    expect((await get({ q: 'abre' })).json()).toEqual({ rows: [city('Ábrego')], total: 1 });
    expect((await get({ q: '  santa  ' })).json()).toEqual({ rows: [city('Santa Marta')], total: 1 });
    // 'TA' is in Bogotá ('tá'), cartago, Cúcuta and Santa Marta
    const ta = await get({ q: 'TA', sort: '-name', page: 1, pageSize: 2 });
    expect(ta.json()).toEqual({ rows: [city('Santa Marta'), city('Cúcuta')], total: 4 });
    expect((await get({ q: 'TA', sort: '-name', page: 2, pageSize: 2 })).json()).toEqual({ rows: [city('cartago'), city('Bogotá')], total: 4 });
    expect((await get({ q: 'no existe' })).json()).toEqual({ rows: [], total: 0 });
  });

  it('400 with a Spanish detail for a column it does not sort by, or a bad page size; 401 without a session', async () => {
    for (const sort of ['nombre', 'brand', 'version']) {
      const res = await get({ sort });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'error', detail: expect.stringContaining(LIST_MSG.sort(LIST_SORT.cities)), statusCode: 400 });
    }
    const big = await get({ page: 1, pageSize: 101 });
    expect(big.statusCode).toBe(400);
    expect(big.json().detail).toContain(LIST_MSG.pageSize);
    expect((await get({ page: 1 }, {})).statusCode).toBe(401);
  });
});
