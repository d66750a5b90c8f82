// ARCHITECTURE "Lists and data": the list contract (contract/src/list.ts, http/list.ts)
// through a real route, GET /api/brand/all (SPEC 7), on SQLite and PostgreSQL: without parameters
// the SPEC's plain array; with page, pageSize, sort or q a page `{ rows, total }`.
import { API, LIST_DEFAULT_PAGE_SIZE, LIST_MSG, LIST_SORT, searchKey } from '@portal/contract';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../test/helper';

let t: TestApp;
let user: TestUser;
/** every brand of the file, { id, name }, in insertion (id) order */
const brands: { id: number; name: string }[] = [];

// Rows are inserted directly: the list must order and find what is stored, whatever wrote it. Two
// names equal but for capitals ('Alfa', 'ALFA') are ties of the name sort; the api itself would
// refuse the second as a duplicate.
const NAMES = [
  'Michelin', 'bfgoodrich', 'Continental', 'Alfa', 'ALFA', 'Électrica', 'Ñandú', 'Nexen', 'Ozono',
  '100% Llantas', '100 Llantas', 'Llantas_X', 'LlantasAX', 'Barra\\Invertida', 'Zeta',
];

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.db, { role: 'participant' });
  for (const name of NAMES) {
    const { id } = await t.db.insertInto('brands').values({ name }).returning('id').executeTakeFirstOrThrow();
    brands.push({ id, name });
  }
});
afterAll(async () => t.close());

const get = (query: Record<string, string | number | string[]> = {}, headers: Record<string, string> = user.auth) => {
  const url = new URL(API.brandsAll, 'http://x');
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) url.searchParams.append(k, String(one));
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers });
};
const names = (rows: { name: string }[]) => rows.map((r) => r.name);
const id = (name: string) => brands.find((b) => b.name === name)!.id;

/**
 * The expected order by name, written out by hand: capitals and accents do not count, 'ñ' after
 * 'n', a tie ('Alfa'/'ALFA') by id.
 */
const BY_NAME = [
  '100 Llantas', '100% Llantas', 'Alfa', 'ALFA', 'Barra\\Invertida', 'bfgoodrich', 'Continental', 'Électrica',
  'Llantas_X', 'LlantasAX', 'Michelin', 'Nexen', 'Ñandú', 'Ozono', 'Zeta',
];

describe('list contract: the plain answer', () => {
  it('without parameters GET /api/brand/all answers SPEC 7\'s plain array of {id, name}, in the name order', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(names(body)).toEqual(BY_NAME);
    expect(body[0]).toEqual({ id: id('100 Llantas'), name: '100 Llantas' });
    for (const row of body) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
  });

  it('an unknown parameter is not a list parameter: still the plain array', async () => {
    const res = await get({ _: '1700000000' });
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(BY_NAME);
  });
});

describe('list contract: pages', () => {
  it('page and pageSize cut the default order; total counts every row', async () => {
    const first = await get({ page: 1, pageSize: 4 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rows: BY_NAME.slice(0, 4).map((name) => ({ id: id(name), name })), total: NAMES.length });

    const pages: string[] = [];
    for (let page = 1; page <= 4; page++) pages.push(...names((await get({ page, pageSize: 4 })).json().rows));
    // no row twice, none skipped, the last page partial
    expect(pages).toEqual(BY_NAME);
    expect((await get({ page: 4, pageSize: 4 })).json().rows).toHaveLength(NAMES.length - 12);
  });

  it('a page past the end is empty, with the total still right', async () => {
    expect((await get({ page: 99, pageSize: 10 })).json()).toEqual({ rows: [], total: NAMES.length });
  });

  it(`page alone gives ${LIST_DEFAULT_PAGE_SIZE} rows (SPEC 9 table page); pageSize alone gives page 1`, async () => {
    const alone = (await get({ page: 2 })).json();
    expect(names(alone.rows)).toEqual(BY_NAME.slice(LIST_DEFAULT_PAGE_SIZE, 2 * LIST_DEFAULT_PAGE_SIZE));
    expect(alone.total).toBe(NAMES.length);
    expect(names((await get({ pageSize: 3 })).json().rows)).toEqual(BY_NAME.slice(0, 3));
  });

  it('any list parameter alone answers a page of every row', async () => {
    expect((await get({ sort: 'name' })).json()).toEqual({ rows: BY_NAME.map((name) => ({ id: id(name), name })), total: NAMES.length });
    expect((await get({ q: '' })).json().total).toBe(NAMES.length);
    expect((await get({ q: '   ' })).json().total).toBe(NAMES.length);
  });
});

describe('list contract: sort', () => {
  it(`sorts by each column of LIST_SORT.brands (${LIST_SORT.brands.join(', ')}), '-' for descending`, async () => {
    expect(names((await get({ sort: 'name' })).json().rows)).toEqual(BY_NAME);
    expect(names((await get({ sort: '-name' })).json().rows)).toEqual([...BY_NAME].reverse());
    const byId = brands.map((b) => b.name);
    expect(names((await get({ sort: 'id' })).json().rows)).toEqual(byId);
    expect(names((await get({ sort: '-id' })).json().rows)).toEqual([...byId].reverse());
  });

  it('ties (the same name in other capitals) are ordered by id, the other way round when descending, across pages too', async () => {
    const asc = names((await get({ sort: 'name' })).json().rows);
    expect(asc.indexOf('Alfa')).toBe(asc.indexOf('ALFA') - 1);
    const desc = names((await get({ sort: '-name' })).json().rows);
    expect(desc.indexOf('ALFA')).toBe(desc.indexOf('Alfa') - 1);
    // the tie falls across two pages (rows 3 and 4 of the name order) and each appears exactly once
    const p1 = names((await get({ sort: 'name', page: 1, pageSize: 3 })).json().rows);
    const p2 = names((await get({ sort: 'name', page: 2, pageSize: 3 })).json().rows);
    expect(p1[2]).toBe('Alfa');
    expect(p2[0]).toBe('ALFA');
  });

  it('sort and page together: the page of the asked order', async () => {
    expect(names((await get({ sort: '-name', page: 1, pageSize: 2 })).json().rows)).toEqual(['Zeta', 'Ozono']);
  });
});

describe('list contract: q', () => {
  const found = async (q: string, extra: Record<string, string | number> = {}) => {
    const res = await get({ q, ...extra });
    expect(res.statusCode).toBe(200);
    return res.json() as { rows: { id: number; name: string }[]; total: number };
  };

  it('finds names that contain q, whatever the capitals, on both databases', async () => {
    expect(names((await found('CHEL')).rows)).toEqual(['Michelin']);
    expect(names((await found('bfG')).rows)).toEqual(['bfgoodrich']);
    expect(names((await found('alfa')).rows)).toEqual(['Alfa', 'ALFA']);
    // accented capitals too (SQLite's own lower() leaves 'É' and 'Ñ' as they are)
    expect(names((await found('éLÉc')).rows)).toEqual(['Électrica']);
    expect(names((await found('ÑANDÚ')).rows)).toEqual(['Ñandú']);
  });

  it("accents do not count either, 'ñ' included (the one search rule), while the sort keeps ñ after n", async () => {
    expect(names((await found('electrica')).rows)).toEqual(['Électrica']);
    expect(names((await found('nandu')).rows)).toEqual(['Ñandú']);
    expect(names((await found('ñan')).rows)).toEqual(['Ñandú']);
    expect(searchKey('Ñandú')).toBe(searchKey('ÑANDU'));
    expect(searchKey('Ñandú')).not.toBe(searchKey('Nandu'));
  });

  it('% and _ and \\ are taken literally, not as LIKE wildcards', async () => {
    expect(names((await found('%')).rows)).toEqual(['100% Llantas']);
    expect(names((await found('0%')).rows)).toEqual(['100% Llantas']);
    expect(names((await found('_')).rows)).toEqual(['Llantas_X']);
    expect(names((await found('s_x')).rows)).toEqual(['Llantas_X']);
    expect(names((await found('\\')).rows)).toEqual(['Barra\\Invertida']);
    expect(names((await found('a\\i')).rows)).toEqual(['Barra\\Invertida']);
  });

  it('total counts every match; page and sort apply to the matches; q is trimmed', async () => {
    const page = await found('llantas', { pageSize: 2, sort: '-name' });
    expect(page.total).toBe(4);
    expect(names(page.rows)).toEqual(['LlantasAX', 'Llantas_X']);
    expect(names((await found('llantas', { pageSize: 2, page: 2, sort: '-name' })).rows)).toEqual(['100% Llantas', '100 Llantas']);
    expect((await found('  zeta  ')).rows).toEqual([{ id: id('Zeta'), name: 'Zeta' }]);
    expect(await found('no existe')).toEqual({ rows: [], total: 0 });
  });
});

describe('list contract: 400 with a Spanish detail for a bad parameter, 401 without a session', () => {
  const refused = async (query: Record<string, string | number | string[]>, text: string) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({ message: 'error', detail: expect.any(String), statusCode: 400 });
    expect(body.detail).toContain(text);
  };

  it.each([['0'], ['-1'], ['abc'], ['1.5'], [''], ['1000001'], [['1', '2']]])('page=%j', async (page) => {
    await refused({ page }, LIST_MSG.page);
  });

  it.each([['0'], ['101'], ['diez'], ['2.5'], [['5', '10']]])('pageSize=%j', async (pageSize) => {
    await refused({ pageSize }, LIST_MSG.pageSize);
  });

  it.each([['nombre'], ['--name'], ['name '], ['NAME'], [''], [['name', 'id']]])('sort=%j names the columns allowed', async (sort) => {
    await refused({ sort }, LIST_MSG.sort(LIST_SORT.brands));
    expect(LIST_MSG.sort(LIST_SORT.brands)).toBe("No se puede ordenar por esa columna; use una de: name, id (con '-' delante para orden descendente)");
  });

  it('q longer than 100 characters, or sent twice', async () => {
    await refused({ q: 'x'.repeat(101) }, LIST_MSG.search);
    await refused({ q: ['a', 'b'] }, LIST_MSG.search);
  });

  it('the biggest page allowed answers (empty) instead of failing', async () => {
    const res = await get({ page: 1_000_000, pageSize: 100 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: [], total: NAMES.length });
  });

  it('401 without a session, with or without list parameters', async () => {
    for (const query of [{}, { page: 1 }] as Record<string, number>[]) {
      const res = await get(query, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'error', statusCode: 401 });
    }
  });
});
