// GET /api/users/all ('Lista de Usuarios', SPEC 2.5) on the list contract, on SQLite and
// PostgreSQL. Without list parameters SPEC 7's plain array by name (a filter alone: the filtered
// array); with page, pageSize, sort or q a page `{ rows, total }`, sorted, searched (capitals and
// accents do not count) and filtered by state, branch and profile in SQL. `points` is always the
// shown balance: the app's clock moves past a lot's expiry with no sweep.
import { API, LIST_MSG, USER_LIST_TEXT, USER_SORT, searchKey, type User } from '@portal/contract';
import { checkPointsInvariants } from '../../points';
import { earnInvoice, grant } from '../../points/test-fixtures';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { seedBranches, type Branches } from './test-fixtures';

let clock = new Date('2026-02-01T15:00:00.000Z');
let t: TestApp;
let b: Branches;
let admin: TestUser;
let approver: TestUser;
let buyer: TestUser;
let seller: TestUser;

/** every user of the file as stored: what the expected orders are computed from */
interface Person { id: number; name: string; email: string; document: string; phone: string; profile: number; profileName: string; branch: number | null; branchName: string | null; state: number }
const people: Person[] = [];
/** the staff profiles' names (1, 4, 5), as their migration wrote them */
const ROLE_NAMES: Record<number, string> = {};

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
  b = await seedBranches(t);
  const branchName = (id: number | null) => (id === null ? null : { [b.north]: 'Llantas del Norte', [b.south]: 'Llantas del Sur', [b.staff]: 'Oficina Central' }[id]!);
  const profileName = (id: number) => ({ [b.gold]: 'Oro', [b.silver]: 'Plata' } as Record<number, string>)[id];
  // the role profiles' names as the migration wrote them
  for (const p of await t.db.selectFrom('profiles').select(['id', 'name']).where('id', 'in', [1, 4, 5]).execute()) ROLE_NAMES[p.id] = p.name;
  const add = async (
    spec: { name: string; email: string; document: string; phone: string; branch: number | null; state?: 0 | 1 } & ({ role: 'admin' | 'approver' | 'buyer' } | { profile: number }),
  ): Promise<TestUser> => {
    const user = await createUser(t.db, {
      ...('role' in spec ? { role: spec.role } : { profilesId: spec.profile }),
      name: spec.name, email: spec.email, identification: spec.document, subsidiaryId: spec.branch, state: spec.state ?? 1,
    });
    await t.db.updateTable('users').set({ phone: spec.phone }).where('id', '=', user.id).execute();
    people.push({
      id: user.id, name: spec.name, email: spec.email, document: spec.document, phone: spec.phone, profile: user.profiles_id,
      profileName: ROLE_NAMES[user.profiles_id] ?? profileName(user.profiles_id), branch: spec.branch, branchName: branchName(spec.branch), state: spec.state ?? 1,
    });
    return user;
  };
  admin = await add({ role: 'admin', name: 'Administradora Uno', email: 'admin.uno@example.com', document: '5550001', phone: '6011111111', branch: null });
  approver = await add({ role: 'approver', name: 'Carlos Aprobador', email: 'carlos@example.com', document: '5550002', phone: '6012222222', branch: null });
  buyer = await add({ role: 'buyer', name: 'Diana Compradora', email: 'DIANA@Example.com', document: '5550003', phone: '6013333333', branch: null });
  seller = await add({ profile: b.gold, name: 'Álvaro Núñez', email: 'alvaro.nunez@example.com', document: '7771234', phone: '+57 310 555 1234', branch: b.north });
  await add({ profile: b.silver, name: 'nora ortiz', email: 'Nora.Ortiz@Example.COM', document: '8882345', phone: '3204445566', branch: b.south });
  await add({ profile: b.gold, name: 'Ñusta Peña', email: 'nusta@example.com', document: '9993456', phone: '3157778899', branch: b.south, state: 0 });
  await add({ profile: b.silver, name: 'Zoe Zapata', email: 'zoe@llantas.co', document: '1234567', phone: '(604) 123-4567', branch: b.north, state: 0 });
  await add({ profile: b.gold, name: 'Beatriz Ávila', email: 'beatriz@example.com', document: '4445678', phone: '3001234567', branch: b.north });
  await add({ profile: b.gold, name: 'Andrés Ávila', email: 'andres@example.com', document: '4445679', phone: '3011234567', branch: b.staff });
});
afterAll(async () => t.close());
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));

type Query = Record<string, string | number | (string | number)[]>;
function get(query: Query = {}, user: TestUser | null = admin) {
  const url = new URL(API.usersAll, 'http://x');
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) url.searchParams.append(k, String(one));
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: user ? user.auth : {} });
}
async function page(query: Query) {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { rows: User[]; total: number };
  expect(Object.keys(body).sort()).toEqual(['rows', 'total']);
  return body;
}
async function plain(query: Query = {}) {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  const body = res.json() as User[];
  expect(Array.isArray(body)).toBe(true);
  return body;
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const named = (...names: string[]) => names.map((n) => people.find((p) => p.name === n)!.id);

/** the ids of `rows` ordered as the api must: by `key` (nulls last ascending), ties by id the same way */
function expectedOrder(rows: Person[], key: (p: Person) => string | number | null, descending = false): number[] {
  const sign = descending ? -1 : 1;
  return [...rows]
    .sort((x, y) => {
      const a = key(x);
      const c = key(y);
      if (a !== c) {
        if (a === null) return sign; // last ascending, first descending
        if (c === null) return -sign;
        return (a < c ? -1 : 1) * sign;
      }
      return (x.id - y.id) * sign;
    })
    .map((p) => p.id);
}

describe('the plain answer (no list parameters)', () => {
  it('is SPEC 7\'s array of every user by name (capitals and accents do not count), each row the SPEC 3 User of getuser', async () => {
    const rows = await plain();
    expect(rows.map((r) => r.name)).toEqual([
      'Administradora Uno', 'Álvaro Núñez', 'Andrés Ávila', 'Beatriz Ávila', 'Carlos Aprobador', 'Diana Compradora', 'nora ortiz', 'Ñusta Peña', 'Zoe Zapata',
    ]);
    for (const row of rows) {
      const one = await t.app.inject({ method: 'GET', url: API.userGet(row.id), headers: admin.auth });
      expect(row).toEqual(one.json());
    }
    expect(rows.find((r) => r.id === seller.id)).toMatchObject({
      identification_number: '7771234', phone: '+57 310 555 1234', profile: { id: b.gold, name: 'Oro' },
      subsidiary: { id: b.north, name: 'Llantas del Norte', city: { id: b.city, name: 'Medellín' } },
    });
  });

  it('an unknown parameter is not a list parameter: still the plain array', async () => {
    expect(ids(await plain({ _: '1700000000' }))).toEqual(ids(await plain()));
  });

  it('a filter alone answers the filtered plain array, by name', async () => {
    const byName = (list: Person[]) => expectedOrder(list, (p) => searchKey(p.name));
    expect(ids(await plain({ state: 0 }))).toEqual(byName(people.filter((p) => p.state === 0)));
    expect(ids(await plain({ state: '1' }))).toEqual(byName(people.filter((p) => p.state === 1)));
    expect(ids(await plain({ subsidiary: b.north }))).toEqual(byName(people.filter((p) => p.branch === b.north)));
    expect(ids(await plain({ profile: b.silver }))).toEqual(byName(people.filter((p) => p.profile === b.silver)));
    expect(ids(await plain({ profile: b.gold, subsidiary: b.north, state: 1 }))).toEqual(named('Álvaro Núñez', 'Beatriz Ávila'));
    // an empty value filters nothing (a form's cleared dropdown)
    expect(ids(await plain({ state: '', subsidiary: '', profile: '' }))).toEqual(ids(await plain()));
    // a branch nobody is in
    expect(await plain({ subsidiary: 999999 })).toEqual([]);
  });
});

describe('a page { rows, total }', () => {
  it('pages by name: page 1 of 10 when only page is sent, every row the plain answer\'s', async () => {
    const all = await plain();
    const first = await page({ page: 1 });
    expect(first).toEqual({ rows: all.slice(0, 9), total: 9 });
    expect(await page({ page: 1, pageSize: 4 })).toEqual({ rows: all.slice(0, 4), total: 9 });
    expect(await page({ page: 3, pageSize: 4 })).toEqual({ rows: all.slice(8), total: 9 });
    expect(await page({ page: 4, pageSize: 4 })).toEqual({ rows: [], total: 9 });
    // pageSize alone is page 1
    expect(await page({ pageSize: 2 })).toEqual({ rows: all.slice(0, 2), total: 9 });
    // q alone answers every match as a page (the CSV export)
    expect(await page({ q: '' })).toEqual({ rows: all, total: 9 });
  });

  it.each([
    ['name', (p: Person) => searchKey(p.name)],
    ['id', (p: Person) => p.id],
    ['document', (p: Person) => p.document],
    ['email', (p: Person) => searchKey(p.email)],
    ['subsidiary', (p: Person) => (p.branchName === null ? null : searchKey(p.branchName))],
    ['profile', (p: Person) => searchKey(p.profileName)],
    ['state', (p: Person) => p.state],
  ] as const)('sorts by %s both ways, ties by id the same way', async (key, of) => {
    expect(ids((await page({ sort: key, pageSize: 100 })).rows)).toEqual(expectedOrder(people, of));
    expect(ids((await page({ sort: `-${key}`, pageSize: 100 })).rows)).toEqual(expectedOrder(people, of, true));
  });

  it('sorts the e-mail and names regardless of capitals and accents, staff without a branch last', async () => {
    expect((await page({ sort: 'email', pageSize: 3 })).rows.map((r) => r.email)).toEqual(['admin.uno@example.com', 'alvaro.nunez@example.com', 'andres@example.com']);
    const bySubsidiary = (await page({ sort: 'subsidiary', pageSize: 100 })).rows;
    expect(bySubsidiary.slice(-3).map((r) => r.subsidiary)).toEqual([null, null, null]);
    expect((await page({ sort: '-subsidiary', pageSize: 3 })).rows.map((r) => r.subsidiary)).toEqual([null, null, null]);
  });

  it('q looks in name, document, e-mail, phone, branch and profile, capitals and accents not counting', async () => {
    const q = async (text: string, extra: Query = {}) => ids((await page({ q: text, pageSize: 100, ...extra })).rows);
    expect(await q('ÁLVARO NÚÑ')).toEqual(named('Álvaro Núñez'));
    expect(await q('alvaro')).toEqual(named('Álvaro Núñez'));
    expect(await q('núñez')).toEqual(named('Álvaro Núñez'));
    // one search rule, 'ñ' read as 'n' (contract foldForSearch)
    expect(await q('alvaro nunez')).toEqual(named('Álvaro Núñez'));
    expect(await q('alvaro.nunez')).toEqual(named('Álvaro Núñez'));
    expect(await q('NUÑ')).toEqual(named('Álvaro Núñez'));
    expect(await q('ÑUSTA')).toEqual(named('Ñusta Peña'));
    expect(await q('ávila')).toEqual(named('Andrés Ávila', 'Beatriz Ávila'));
    expect(await q('NORA.ORTIZ@EXAMPLE')).toEqual(named('nora ortiz'));
    expect(await q('diana@')).toEqual(named('Diana Compradora'));
    expect(await q('444567')).toEqual(named('Andrés Ávila', 'Beatriz Ávila'));
    expect(await q('310 555')).toEqual(named('Álvaro Núñez'));
    expect(await q('(604)')).toEqual(named('Zoe Zapata'));
    expect(await q('del sur')).toEqual(named('nora ortiz', 'Ñusta Peña'));
    expect(await q('oficina')).toEqual(named('Andrés Ávila'));
    expect(await q('PLATA')).toEqual(named('nora ortiz', 'Zoe Zapata'));
    expect(await q('aprobad')).toEqual(named('Carlos Aprobador'));
    // the user's own % and _ are literal
    expect(await q('%')).toEqual([]);
    expect(await q('_')).toEqual([]);
    expect(await q('nadie se llama así')).toEqual([]);
    // total counts every match, not the page
    const two = await page({ q: 'llantas del norte', pageSize: 2 });
    expect(two.rows).toHaveLength(2);
    expect(two.total).toBe(people.filter((p) => p.branch === b.north).length);
  });

  it('filters with paging, sorting and q; total counts the filter', async () => {
    const active = people.filter((p) => p.state === 1);
    const res = await page({ state: 1, page: 1, pageSize: 3, sort: '-name' });
    expect(res.total).toBe(active.length);
    expect(ids(res.rows)).toEqual(expectedOrder(active, (p) => searchKey(p.name), true).slice(0, 3));
    expect(await page({ subsidiary: b.north, state: 0, page: 1 })).toMatchObject({ total: 1, rows: [{ name: 'Zoe Zapata' }] });
    expect(await page({ profile: b.gold, q: 'avila', page: 1 })).toMatchObject({ total: 2 });
    expect(await page({ profile: b.silver, q: 'avila', page: 1 })).toEqual({ rows: [], total: 0 });
    expect(ids((await page({ profile: 4, page: 1 })).rows)).toEqual([approver.id]);
  });
});

describe('the shown balance in a page', () => {
  it('leaves out a lot once it is due, before any sweep, in the page and in the plain array alike', async () => {
    const { lotId } = await earnInvoice(t.db, seller.id, 100, '2025-03-10', 12, clock); // due 2026-03-11T05:00Z
    await grant(t.db, seller.id, 40, clock);
    const other = people.find((p) => p.name === 'Beatriz Ávila')!;
    await earnInvoice(t.db, other.id, 7, '2025-09-01', 12, clock); // due 2026-09-02
    const shown = async () => {
      const inPage = (await page({ q: 'Álvaro', page: 1 })).rows[0].points;
      const inPageOfSeveral = (await page({ page: 1, pageSize: 100, sort: 'document' })).rows.find((r) => r.id === seller.id)!.points;
      const beatriz = (await page({ page: 1, pageSize: 100 })).rows.find((r) => r.id === other.id)!.points;
      const inPlain = (await plain()).find((r) => r.id === seller.id)!.points;
      return { inPage, inPageOfSeveral, inPlain, beatriz };
    };
    clock = new Date('2026-03-11T04:59:59.999Z');
    expect(await shown()).toEqual({ inPage: 140, inPageOfSeveral: 140, inPlain: 140, beatriz: 7 });
    clock = new Date((await t.db.selectFrom('point_lots').select('expires_at').where('id', '=', lotId).executeTakeFirstOrThrow()).expires_at);
    expect(await shown()).toEqual({ inPage: 40, inPageOfSeveral: 40, inPlain: 40, beatriz: 7 });
    // no sweep ran: the cached balance still counts the due lot
    expect(Number((await t.db.selectFrom('users').select('points').where('id', '=', seller.id).executeTakeFirstOrThrow()).points)).toBe(140);
  });
});

describe('refusals', () => {
  it.each([
    [{ page: 0 }, `Campo página: ${LIST_MSG.page}`],
    [{ page: 'uno' }, `Campo página: ${LIST_MSG.page}`],
    [{ page: [1, 2] }, `Campo página: ${LIST_MSG.page}`],
    [{ pageSize: 101 }, `Campo filas por página: ${LIST_MSG.pageSize}`],
    [{ sort: 'points' }, `Campo orden de la lista: ${LIST_MSG.sort(USER_SORT)}`],
    [{ sort: 'password_hash' }, `Campo orden de la lista: ${LIST_MSG.sort(USER_SORT)}`],
    [{ q: 'x'.repeat(101) }, `Campo búsqueda: ${LIST_MSG.search}`],
    [{ state: 2 }, `Campo estado: ${USER_LIST_TEXT.stateFilter}`],
    [{ state: 'activo' }, `Campo estado: ${USER_LIST_TEXT.stateFilter}`],
    [{ subsidiary: 'norte' }, USER_LIST_TEXT.subsidiaryFilter],
    [{ subsidiary: 0 }, USER_LIST_TEXT.subsidiaryFilter],
    [{ profile: -1 }, USER_LIST_TEXT.profileFilter],
    [{ profile: 2 ** 31 }, USER_LIST_TEXT.profileFilter],
    [{ profile: [1, 4] }, USER_LIST_TEXT.profileFilter],
  ] as [Query, string][])('400 with a Spanish detail for %j', async (query, detail) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'error', statusCode: 400 });
    expect(res.json().detail).toContain(detail);
  });

  it('is the administrator\'s: 401 without a session, 403 for a participant, approver or buyer, with or without list parameters', async () => {
    for (const query of [{}, { page: 1 }, { state: 1 }] as Query[]) {
      expect((await get(query, null)).statusCode).toBe(401);
      for (const who of [seller, approver, buyer]) {
        const res = await get(query, who);
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toEqual(expect.any(String));
      }
    }
  });
});
