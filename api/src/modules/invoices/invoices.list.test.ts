// GET /api/invoice/all ('Lista de Ventas') on the list contract, on SQLite and PostgreSQL.
// Without list parameters SPEC 7's plain array (staff every invoice, a participant their own,
// newest registration first; a filter alone: the filtered array); with page, pageSize, sort or q a
// page `{ rows, total }` of the same rows, sorted, searched (capitals and accents do not count) and
// filtered by state, branch and sale-date period in SQL. A participant never sees another's invoice,
// whatever they send.
import { API, INVOICE_LIST_TEXT, INVOICE_SORT, LIST_MSG, searchKey, type InvoiceState, type InvoiceWithTotals } from '@portal/contract';
import { inTransaction } from '../../db/transaction';
import { checkPointsInvariants, spendPoints } from '../../points';
import { buildTestApp, createCity, createSubsidiary, createRoleUsers, createUser, type TestApp, type TestUser } from '../../test/helper';
import { createRequest, daysAgo, expectedOrder, INVOICE_SORT_VALUE, line, seedCatalogue, validData, type Catalogue, type StoredInvoice } from './test-fixtures';

let t: TestApp;
let c: Catalogue;
let alamo: number;
let admin: TestUser;
let approver: TestUser;
let buyer: TestUser;
let ana: TestUser;
let beto: TestUser;
let carla: TestUser;

/** every invoice of the file as stored: what the expected orders and filters are computed from */
interface Inv extends StoredInvoice { userDoc: string }
const invoices: Inv[] = [];
const byNumber = (n: string) => invoices.find((i) => i.number === n)!.id;

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  alamo = await createSubsidiary(t.db, await createCity(t.db, 'Cali'), c.gold, 'Álamo Servitecas');
  ({ admin, approver, buyer } = await createRoleUsers(t.db));
  ana = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId, name: 'Ana Ñustes', identification: '11223344' });
  beto = await createUser(t.db, { profilesId: c.silver, subsidiaryId: c.otherSubsidiaryId, name: 'Beto Álvarez', identification: '55667788' });
  carla = await createUser(t.db, { profilesId: c.gold, subsidiaryId: alamo, name: 'carla zuluaga', identification: '99001122' });
  const branchName: Record<number, string> = { [c.subsidiaryId]: 'Llantas del Norte', [c.otherSubsidiaryId]: 'Llantas del Sur', [alamo]: 'Álamo Servitecas' };
  const owner = (u: TestUser) => ({ users_id: u.id, userName: u.name, userDoc: u.identification_number });

  // written directly: the list must order and find what is stored, with registration moments of
  // our choosing (ties on created, price and date in ÑA-7 / FV-300; a registration later than a
  // newer sale in AB-1; an invoice without a branch in ZZ-9)
  const direct: [TestUser, string, number, string, string, InvoiceState, number | null][] = [
    [ana, 'FV-100', 500000, '2025-10-01', '2025-10-02T10:00:00.000Z', 'Aprobada', c.subsidiaryId],
    [ana, 'FV-20', 1500000, '2025-10-15', '2025-10-16T10:00:00.000Z', 'Creada', c.subsidiaryId],
    [beto, 'ÑA-7', 800000, '2025-11-01', '2025-11-02T09:00:00.000Z', 'Rechazada', c.otherSubsidiaryId],
    [beto, 'FV-300', 800000, '2025-11-01', '2025-11-02T09:00:00.000Z', 'Aprobada', c.otherSubsidiaryId],
    [carla, 'AB-1', 2000000, '2025-09-20', '2025-12-01T08:00:00.000Z', 'Creada', alamo],
    [carla, 'ZZ-9', 100000, '2025-12-24', '2025-12-26T12:00:00.000Z', 'Aprobada', null],
    [ana, 'FV-101', 300000, '2025-12-31', '2026-01-02T10:00:00.000Z', 'Rechazada', c.otherSubsidiaryId],
  ];
  for (const [user, number, price, sale_date, created_at, state, subsidiary_id] of direct) {
    const { id } = await t.db.insertInto('invoices').values({
      number, price, sale_date, created_at, state, image: null, image_sha256: null, comment_rejected: state === 'Rechazada' ? 'No válida' : null,
      users_id: user.id, subsidiary_id, request_key: null,
    }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('invoice_references').values({ invoice_id: id, tire_id: c.tires[1].id, amount: 2, points: c.tires[1].gold * 2 }).execute();
    invoices.push({ id, number, price, sale_date, created_at, state, ...owner(user), subsidiary_id, subsidiaryName: subsidiary_id === null ? null : branchName[subsidiary_id] });
  }

  // two through the real call (lots, ledger, a photo), and a redemption taking from the first
  for (const [number, days] of [['REAL-001', 30], ['REAL-002', 2]] as const) {
    const res = await createRequest(t, ana, { data: validData(c, { number, sale_date: daysAgo(days) }), tires: [line(c, 0, 2), line(c, 2, 1)] });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('invoices').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
    invoices.push({ ...row, price: Number(row.price), ...owner(ana), subsidiaryName: 'Llantas del Norte' });
  }
  const category = (await t.db.insertInto('product_categories').values({ name: 'Hogar' }).returning('id').executeTakeFirstOrThrow()).id;
  const productId = (await t.db.insertInto('products').values({ name: 'Freidora', points: 40, points_value: 40, estimated_value: 1, image: null, product_categories_id: category }).returning('id').executeTakeFirstOrThrow()).id;
  await inTransaction(t.db, async (trx) => {
    const at = new Date().toISOString();
    const { id } = await trx.insertInto('apply_for')
      .values({ product_id: productId, users_id: ana.id, points: 40, created_at: at, updated_at: at, state: 'espera', comment: null, buyer_comment: null, purchase_date: null })
      .returning('id').executeTakeFirstOrThrow();
    await spendPoints(trx, { usersId: ana.id, applyForId: id, points: 40, actorId: ana.id });
  });
});
afterAll(async () => t.close());
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));

type Query = Record<string, string | number | (string | number)[]>;
function get(query: Query = {}, user: TestUser | null = admin) {
  const url = new URL(API.invoicesAll, 'http://x');
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) url.searchParams.append(k, String(one));
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: user ? user.auth : {} });
}
async function page(query: Query, user: TestUser = admin) {
  const res = await get(query, user);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { rows: InvoiceWithTotals[]; total: number };
  expect(Object.keys(body).sort()).toEqual(['rows', 'total']);
  return body;
}
async function plain(query: Query = {}, user: TestUser = admin) {
  const res = await get(query, user);
  expect(res.statusCode).toBe(200);
  const body = res.json() as InvoiceWithTotals[];
  expect(Array.isArray(body)).toBe(true);
  return body;
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

const newestFirst = (rows: Inv[]) => expectedOrder(rows, (i) => i.created_at, true);
const of = (u: TestUser) => invoices.filter((i) => i.users_id === u.id);

describe('the plain answer (no list parameters)', () => {
  it('staff get every invoice, a participant their own, newest registration first, as before', async () => {
    for (const staff of [admin, approver, buyer]) expect(ids(await plain({}, staff))).toEqual(newestFirst(invoices));
    expect(ids(await plain({}, ana))).toEqual(newestFirst(of(ana)));
    expect(ids(await plain({}, carla))).toEqual(newestFirst(of(carla)));
    // the tie of ÑA-7 and FV-300 (same registration moment) goes by id, newest first
    const all = ids(await plain());
    expect(all.indexOf(byNumber('FV-300'))).toBeLessThan(all.indexOf(byNumber('ÑA-7')));
    // the real invoices answer their lines, lot and the redemption's "points used" entry
    const real = (await plain()).find((i) => i.number === 'REAL-001')!;
    expect(real).toMatchObject({ total_points: c.tires[0].gold * 2 + c.tires[2].gold, used_points: 40, points: [{ id: expect.any(Number), points: 40 }] });
    expect(real.invoice_references).toHaveLength(2);
    expect(real.remaining_points).toBe(real.total_points - 40);
  });

  it('an unknown parameter is not a list parameter: still the plain array', async () => {
    expect(ids(await plain({ _: '1700000000' }))).toEqual(newestFirst(invoices));
  });

  it('a filter alone answers the filtered plain array, newest first', async () => {
    expect(ids(await plain({ state: 'Aprobada' }))).toEqual(newestFirst(invoices.filter((i) => i.state === 'Aprobada')));
    expect(ids(await plain({ subsidiary: c.otherSubsidiaryId }))).toEqual(newestFirst(invoices.filter((i) => i.subsidiary_id === c.otherSubsidiaryId)));
    // both ends of the period are included
    expect(ids(await plain({ from: '2025-11-01', to: '2025-12-24' }))).toEqual([byNumber('ZZ-9'), byNumber('FV-300'), byNumber('ÑA-7')]);
    expect(ids(await plain({ from: '2025-12-24' }))).toEqual(newestFirst(invoices.filter((i) => i.sale_date >= '2025-12-24')));
    expect(ids(await plain({ to: '2025-10-01' }))).toEqual([byNumber('AB-1'), byNumber('FV-100')]);
    expect(ids(await plain({ from: '2025-10-01', to: '2025-10-01' }))).toEqual([byNumber('FV-100')]);
    // a cleared dropdown or date field filters nothing
    expect(ids(await plain({ state: '', subsidiary: '', from: '', to: '' }))).toEqual(newestFirst(invoices));
  });
});

describe('a page { rows, total }', () => {
  it('pages newest first (page 1 of 10 when only page is sent); each row is the plain answer\'s, lines and points used included', async () => {
    const all = await plain();
    expect(await page({ page: 1 })).toEqual({ rows: all.slice(0, 9), total: 9 });
    expect(await page({ page: 1, pageSize: 4 })).toEqual({ rows: all.slice(0, 4), total: 9 });
    expect(await page({ page: 3, pageSize: 4 })).toEqual({ rows: all.slice(8), total: 9 });
    expect(await page({ page: 4, pageSize: 4 })).toEqual({ rows: [], total: 9 });
    expect(await page({ pageSize: 3, sort: '-created' })).toEqual({ rows: all.slice(0, 3), total: 9 });
    expect(await page({ q: '' })).toEqual({ rows: all, total: 9 });
    const mine = await plain({}, ana);
    expect(await page({ page: 1, pageSize: 2 }, ana)).toEqual({ rows: mine.slice(0, 2), total: mine.length });
  });

  it.each(INVOICE_SORT.map((key) => [key, INVOICE_SORT_VALUE[key]] as const))('sorts by %s both ways, ties by id the same way', async (key, value) => {
    expect(ids((await page({ sort: key, pageSize: 100 })).rows)).toEqual(expectedOrder(invoices, value));
    expect(ids((await page({ sort: `-${key}`, pageSize: 100 })).rows)).toEqual(expectedOrder(invoices, value, true));
  });

  it('sorts numbers and names regardless of capitals and accents; an invoice without a branch last', async () => {
    expect((await page({ sort: 'number', pageSize: 100 })).rows.map((r) => r.number)).toEqual(['AB-1', 'FV-100', 'FV-101', 'FV-20', 'FV-300', 'ÑA-7', 'REAL-001', 'REAL-002', 'ZZ-9']);
    expect((await page({ sort: 'user', pageSize: 100 })).rows.map((r) => r.user!.name).filter((n, k, a) => a.indexOf(n) === k)).toEqual(['Ana Ñustes', 'Beto Álvarez', 'carla zuluaga']);
    expect((await page({ sort: 'subsidiary', pageSize: 100 })).rows.at(-1)!.number).toBe('ZZ-9');
    expect((await page({ sort: '-subsidiary', pageSize: 1 })).rows[0].number).toBe('ZZ-9');
  });

  it('q looks in the number and the participant\'s name and identification number, capitals and accents not counting', async () => {
    const q = async (text: string, extra: Query = {}) => ids((await page({ q: text, pageSize: 100, ...extra })).rows);
    expect(await q('fv-10')).toEqual([byNumber('FV-101'), byNumber('FV-100')]);
    expect(await q('ña-7')).toEqual([byNumber('ÑA-7')]);
    expect(await q('ÁLVAREZ')).toEqual(newestFirst(of(beto)));
    expect(await q('alvarez')).toEqual(newestFirst(of(beto)));
    expect(await q('ñustes')).toEqual(newestFirst(of(ana)));
    expect(await q('NUSTES')).toEqual(newestFirst(of(ana))); // a search reads 'ñ' as 'n'
    expect(await q('ZULUAGA')).toEqual(newestFirst(of(carla)));
    expect(await q('6677')).toEqual(newestFirst(of(beto)));
    expect(await q('%')).toEqual([]);
    expect(await q('ñustes', { state: 'Rechazada' })).toEqual([byNumber('FV-101')]);
    const two = await page({ q: 'fv', pageSize: 2 });
    expect(two.rows).toHaveLength(2);
    expect(two.total).toBe(4);
  });

  it('filters with paging and sorting; total counts the filter', async () => {
    const approved = invoices.filter((i) => i.state === 'Aprobada');
    const res = await page({ state: 'Aprobada', page: 1, pageSize: 2, sort: 'price' });
    expect(res.total).toBe(approved.length);
    expect(ids(res.rows)).toEqual(expectedOrder(approved, (i) => i.price).slice(0, 2));
    expect(await page({ subsidiary: alamo, page: 1 })).toMatchObject({ total: 1, rows: [{ number: 'AB-1' }] });
    const period = await page({ from: '2025-10-01', to: '2025-11-01', state: 'Aprobada', page: 1 });
    expect(ids(period.rows)).toEqual([byNumber('FV-300'), byNumber('FV-100')]);
    expect(period.total).toBe(2);
    expect(await page({ subsidiary: 999999, page: 1 })).toEqual({ rows: [], total: 0 });
  });
});

describe('a participant sees only their own invoices', () => {
  const COMBINATIONS: Query[] = [
    {}, { page: 1 }, { page: 1, pageSize: 100 }, { q: 'alvarez' }, { q: '55667788' }, { q: 'ña-7' }, { q: 'fv' }, { subsidiary: c?.otherSubsidiaryId ?? 0 },
    { state: 'Aprobada' }, { state: 'Rechazada', page: 1 }, { sort: '-user', pageSize: 100 }, { sort: 'subsidiary', page: 2, pageSize: 1 },
    { users_id: 0 }, { userId: 0, page: 1 }, { from: '2025-11-01', to: '2025-11-01' }, { from: '2025-01-01', page: 1, q: '' },
  ];

  it('whatever they send, with or without paging', async () => {
    for (const raw of COMBINATIONS) {
      // the other participants' ids and branch only exist once the fixtures ran
      const query: Query = { ...raw };
      if ('subsidiary' in query) query.subsidiary = c.otherSubsidiaryId;
      if ('users_id' in query) query.users_id = beto.id;
      if ('userId' in query) query.userId = beto.id;
      for (const who of [ana, beto, carla]) {
        const res = await get(query, who);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const rows: InvoiceWithTotals[] = Array.isArray(body) ? body : body.rows;
        for (const row of rows) expect(row.users_id).toBe(who.id);
        if (!Array.isArray(body)) {
          const staffView = await page({ ...query, page: 1, pageSize: 100 });
          expect(body.total).toBe(staffView.rows.filter((r) => r.users_id === who.id).length);
        }
      }
    }
    // ana bought once at beto's branch: that one is hers, beto's are not
    expect(ids(await plain({ subsidiary: c.otherSubsidiaryId }, ana))).toEqual([byNumber('FV-101')]);
    expect(await page({ q: 'alvarez', page: 1 }, ana)).toEqual({ rows: [], total: 0 });
  });
});

describe('refusals', () => {
  it.each([
    [{ from: '2025-12-01', to: '2025-11-30' }, INVOICE_LIST_TEXT.periodInverted],
    [{ from: '2025-12-01', to: '2025-11-30', page: 1 }, INVOICE_LIST_TEXT.periodInverted],
    [{ from: '2025-02-30' }, INVOICE_LIST_TEXT.dateFilter],
    [{ to: '2025-13-01' }, INVOICE_LIST_TEXT.dateFilter],
    [{ from: '01/02/2025' }, INVOICE_LIST_TEXT.dateFilter],
    [{ from: ['2025-01-01', '2025-02-01'] }, INVOICE_LIST_TEXT.dateFilter],
    [{ state: 'Pagada' }, INVOICE_LIST_TEXT.stateFilter],
    [{ state: 'aprobada' }, INVOICE_LIST_TEXT.stateFilter],
    [{ subsidiary: 'norte' }, INVOICE_LIST_TEXT.subsidiaryFilter],
    [{ subsidiary: '1.5' }, INVOICE_LIST_TEXT.subsidiaryFilter],
    [{ subsidiary: 2 ** 31 }, INVOICE_LIST_TEXT.subsidiaryFilter],
    [{ sort: 'users_id' }, LIST_MSG.sort(INVOICE_SORT)],
    [{ sort: '' }, LIST_MSG.sort(INVOICE_SORT)],
    [{ page: 'x' }, LIST_MSG.page],
    [{ page: [1, 2] }, LIST_MSG.page],
    [{ pageSize: -1 }, LIST_MSG.pageSize],
    [{ q: 'x'.repeat(101) }, LIST_MSG.search],
  ] as [Query, string][])('400 with a Spanish detail for %j, for staff and participants', async (query, detail) => {
    for (const who of [admin, ana]) {
      const res = await get(query, who);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'error', statusCode: 400 });
      expect(res.json().detail).toContain(detail);
      // said once (a date that is not YYYY-MM-DD is not refused a second time by the calendar check)
      expect(res.json().detail.split(detail)).toHaveLength(2);
    }
  });

  it('401 without a session, with or without list parameters (every signed-in role may call it: no 403 or 404 here)', async () => {
    for (const query of [{}, { page: 1 }, { state: 'Creada' }] as Query[]) {
      const res = await get(query, null);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toEqual(expect.any(String));
    }
  });
});
