// 'Facturas por revisar' (GET /api/invoice/review-queue) and its count, on SQLite and
// PostgreSQL. The invoices in state Creada, oldest registration first, on the one list contract
// (sort, paging, q without capitals or accents, filters by branch, sale-date period, participant and
// 'with warnings'); each row the invoice as GET /api/invoice/get answers it, its participant and its
// warnings, each one triggered and not triggered; only profiles 1 and 4; two approvers deciding one
// invoice at once: one wins, the other gets the 409, the points stay sound.
import {
  API, INVOICE_LIST_TEXT, LIST_MSG, REVIEW_QUEUE_SORT, REVIEW_QUEUE_TEXT, invoiceToday, searchKey,
  type InvoiceState, type InvoiceWithTotals, type ReviewQueueRow,
} from '@portal/contract';
import { lotExpiry, nowIso } from '../../db/time';
import { checkPointsInvariants } from '../../points';
import { auditOf, buildTestApp, createCity, createSubsidiary, createUser, type TestApp, type TestUser } from '../../test/helper';
import { REVIEW_FLAG, refreshReviewFlags } from './queue-repository';
import {
  balanceOf, createRequest, expectedOrder, INVOICE_SORT_VALUE, line, multipart, seedCatalogue, storedFlagsDisagreements, validData, type Catalogue, type StoredInvoice,
} from './test-fixtures';

let t: TestApp;
let c: Catalogue;
/** the app's clock: fixed, so the invoices made through the api are registered at a known instant */
const clock = { now: new Date() };
let alamo: number;
let admin: TestUser;
let approver: TestUser;
let approver2: TestUser;
let buyer: TestUser;
let ana: TestUser;
let beto: TestUser;
let carla: TestUser;
let dario: TestUser;
let elena: TestUser;
let fer: TestUser;
let sinSucursal: TestUser;

/** every invoice of the file as stored: what the expected orders and filters are computed from */
type Inv = StoredInvoice;
const invoices: Inv[] = [];
const byNumber = (n: string) => invoices.find((i) => i.number === n)!.id;
const queued = () => invoices.filter((i) => i.state === 'Creada');
let branchName: Record<number, string>;

/** an invoice written directly, with the registration moment, photo hash and state of our choosing */
async function stored(user: TestUser, number: string, o: { price?: number; sale: string; created: string; state?: InvoiceState; branch: number | null; hash?: string | null }) {
  const state = o.state ?? 'Creada';
  const price = o.price ?? 1000000;
  const { id } = await t.db.insertInto('invoices').values({
    number, price, sale_date: o.sale, created_at: o.created, state, image: null, image_sha256: o.hash ?? null,
    comment_rejected: state === 'Rechazada' ? 'No válida' : null, users_id: user.id, subsidiary_id: o.branch, request_key: null,
  }).returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('invoice_references').values({ invoice_id: id, tire_id: c.tires[1].id, amount: 2, points: c.tires[1].gold * 2 }).execute();
  invoices.push({ id, number, price, sale_date: o.sale, created_at: o.created, state, users_id: user.id, userName: user.name, subsidiary_id: o.branch, subsidiaryName: o.branch === null ? null : branchName[o.branch] });
  return id;
}

/** 'YYYY-MM-DD' + days */
const dayShift = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** 'YYYY-MM-DD' `days` before the Colombian date of the clock */
const daysBefore = (days: number) => dayShift(invoiceToday(clock.now), -days);
/** the oldest sale date the api accepts at the clock's instant: its points must not be born expired */
let oldestAccepted: string;
const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
const shown = (date: string) => date.split('-').reverse().join('/');

/** an invoice through the real call (photo, lot, ledger); returns its id */
async function registered(user: TestUser, overrides: Record<string, unknown> = {}) {
  const data = validData(c, overrides);
  const res = await createRequest(t, user, { data, tires: [line(c, 0, 2)] });
  expect(res.statusCode).toBe(200);
  const row = await t.db.selectFrom('invoices').selectAll().where('number', '=', data.number).executeTakeFirstOrThrow();
  invoices.push({ ...row, price: Number(row.price), userName: user.name, subsidiaryName: row.subsidiary_id === null ? null : branchName[row.subsidiary_id] });
  return row.id;
}

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock.now });
  c = await seedCatalogue(t.db);
  alamo = await createSubsidiary(t.db, await createCity(t.db, 'Cali'), c.gold, 'Álamo Servitecas');
  branchName = { [c.subsidiaryId]: 'Llantas del Norte', [c.otherSubsidiaryId]: 'Llantas del Sur', [alamo]: 'Álamo Servitecas' };
  admin = await createUser(t.db, { role: 'admin' });
  approver = await createUser(t.db, { role: 'approver', name: 'Aprobador Uno' });
  approver2 = await createUser(t.db, { role: 'approver', name: 'Aprobador Dos' });
  buyer = await createUser(t.db, { role: 'buyer' });
  ana = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId, name: 'Ana Ñustes', identification: '11223344' });
  beto = await createUser(t.db, { profilesId: c.silver, subsidiaryId: c.otherSubsidiaryId, name: 'Beto Álvarez', identification: '55667788' });
  carla = await createUser(t.db, { profilesId: c.gold, subsidiaryId: alamo, name: 'carla zuluaga', identification: '99001122' });
  dario = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId, name: 'Darío Pérez', identification: '44556677' });
  elena = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId, name: 'Elena Gómez', identification: '33445566' });
  fer = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId, name: 'Fernando Ruiz', identification: '22334455' });
  sinSucursal = await createUser(t.db, { profilesId: c.gold, subsidiaryId: null, name: 'Sin Sucursal', identification: '77889900' });

  // the order, the sort ties (ÑA-7 and FV-300: same registration, price and sale date) and the branches
  await stored(ana, 'FV-100', { price: 500000, sale: '2025-10-01', created: '2025-10-02T10:00:00.000Z', branch: c.subsidiaryId, hash: 'h-unique-1' });
  await stored(beto, 'ÑA-7', { price: 800000, sale: '2025-11-01', created: '2025-11-02T09:00:00.000Z', branch: c.otherSubsidiaryId });
  await stored(beto, 'FV-300', { price: 800000, sale: '2025-11-01', created: '2025-11-02T09:00:00.000Z', branch: c.otherSubsidiaryId });
  await stored(beto, 'FV-99', { sale: '2025-11-03', created: '2025-11-04T09:00:00.000Z', branch: c.otherSubsidiaryId, state: 'Rechazada' });
  await stored(carla, 'AB-1', { price: 2000000, sale: '2025-09-20', created: '2025-12-01T08:00:00.000Z', branch: alamo, hash: 'h-unique-2' });
  // same-photo: FV-20 carries the photo of ana's approved FV-10; PAR-1 and PAR-2 (both waiting) share one
  await stored(ana, 'FV-10', { sale: '2025-08-01', created: '2025-08-02T10:00:00.000Z', branch: c.subsidiaryId, state: 'Aprobada', hash: 'h-shared' });
  // other-branch: ana (Llantas del Norte) registers at Llantas del Sur
  await stored(ana, 'FV-20', { price: 1500000, sale: '2025-12-10', created: '2025-12-11T10:00:00.000Z', branch: c.otherSubsidiaryId, hash: 'h-shared' });
  await stored(carla, 'PAR-1', { sale: '2025-12-12', created: '2025-12-13T10:00:00.000Z', branch: alamo, hash: 'h-pair' });
  await stored(beto, 'PAR-2', { sale: '2025-12-14', created: '2025-12-15T10:00:00.000Z', branch: c.otherSubsidiaryId, hash: 'h-pair' });
  // no other-branch: an invoice of a deleted branch's past, a participant without a branch
  await stored(carla, 'ZZ-9', { price: 100000, sale: '2025-12-24', created: '2025-12-26T12:00:00.000Z', branch: null });
  await stored(sinSucursal, 'NB-1', { sale: '2025-12-20', created: '2025-12-21T12:00:00.000Z', branch: c.subsidiaryId });
  // date-near-limit by SPEC's first date (2023-05-02): 0 and 2 days after it warn, 3 do not
  await stored(ana, 'OLD-0', { sale: '2023-05-02', created: '2023-05-03T15:00:00.000Z', branch: c.subsidiaryId });
  await stored(ana, 'OLD-2', { sale: '2023-05-04', created: '2023-05-05T15:00:00.000Z', branch: c.subsidiaryId });
  await stored(ana, 'OLD-3', { sale: '2023-05-05', created: '2023-05-06T15:00:00.000Z', branch: c.subsidiaryId });
  // many-invoices: dario's five within 24 hours (both ends included; a rejected one still counts)
  const t0 = '2025-06-01T00:00:00.000Z';
  for (const [k, hours] of [0, 4, 8, 12, 24].entries()) {
    await stored(dario, `DP-${k}`, { sale: '2025-05-30', created: hoursAfter(t0, hours), branch: c.subsidiaryId, state: hours === 8 ? 'Rechazada' : 'Creada' });
  }
  // and elena's: four within two hours, a fifth 30 hours after them: never five in a window
  for (const [k, hours] of [0, 1, 2, 2, 32].entries()) {
    await stored(elena, `EG-${k}`, { sale: '2025-06-30', created: hoursAfter('2025-07-01T00:00:00.000Z', hours), branch: c.subsidiaryId });
  }

  // date-near-limit by the points' lifetime: through the real call, at the clock's instant
  const now = nowIso(clock.now);
  for (let days = 400; days > 300; days -= 1) {
    if (lotExpiry(daysBefore(days), t.config.POINTS_EXPIRY_MONTHS) > now) {
      oldestAccepted = daysBefore(days);
      break;
    }
  }
  for (const [number, days] of [['VE-0', 0], ['VE-2', 2], ['VE-3', 3]] as const) await registered(fer, { number, sale_date: dayShift(oldestAccepted, days) });
  await registered(fer, { number: 'REAL-1' });
});
afterAll(async () => t.close());
// the points engine's rules (what `npm run check-points` checks) hold after every scenario
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));

type Query = Record<string, string | number | (string | number)[]>;
function get(url: string, query: Query = {}, user: TestUser | null = approver) {
  const u = new URL(url, 'http://x');
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) u.searchParams.append(k, String(one));
  return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}`, headers: user ? user.auth : {} });
}
async function page(query: Query = {}, user: TestUser = approver) {
  const res = await get(API.invoiceReviewQueue, query, user);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { rows: ReviewQueueRow[]; total: number };
  expect(Object.keys(body).sort()).toEqual(['rows', 'total']);
  return body;
}
const all = async (query: Query = {}) => (await page({ ...query, pageSize: 100 })).rows;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const warningsOf = async (number: string) => (await all()).find((r) => r.number === number)!.warnings;
const codesOf = async (number: string) => (await warningsOf(number)).map((w) => w.code);

const oldestFirst = (rows: Inv[]) => expectedOrder(rows, (i) => i.created_at);

describe('who may see the queue', () => {
  it('the administrator and the approver; participants and the buyer get 403, nobody 401', async () => {
    for (const who of [admin, approver]) {
      expect((await get(API.invoiceReviewQueue, {}, who)).statusCode).toBe(200);
      expect((await get(API.invoiceReviewQueueCount, {}, who)).statusCode).toBe(200);
    }
    for (const who of [ana, buyer]) {
      for (const url of [API.invoiceReviewQueue, API.invoiceReviewQueueCount]) {
        const res = await get(url, { page: 1 }, who);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ message: 'error', statusCode: 403, detail: expect.any(String) });
        expect(res.body).not.toContain('FV-');
      }
    }
    for (const url of [API.invoiceReviewQueue, API.invoiceReviewQueueCount]) expect((await get(url, {}, null)).statusCode).toBe(401);
  });
});

describe('the queue on the list contract', () => {
  it('answers the invoices in Creada, oldest registration first, the first page of 10 when no page is asked', async () => {
    const expected = oldestFirst(queued());
    expect(expected.length).toBeGreaterThan(10);
    const first = await page();
    expect(ids(first.rows)).toEqual(expected.slice(0, 10));
    expect(first.total).toBe(expected.length);
    expect(ids(await all())).toEqual(expected);
    expect(ids((await page({ sort: 'created', pageSize: 100 })).rows)).toEqual(expected);
    // the tie of ÑA-7 and FV-300 (same registration moment) goes by id, oldest first
    const order = ids(await all());
    expect(order.indexOf(byNumber('ÑA-7'))).toBeLessThan(order.indexOf(byNumber('FV-300')));
    // neither the approved nor the rejected ones
    for (const number of ['FV-10', 'FV-99', 'DP-2']) expect(order).not.toContain(byNumber(number));
  });

  it('each row is the invoice as GET /api/invoice/get answers it (signed photo link, lines, points), its participant and its warnings', async () => {
    for (const row of await all()) {
      const res = await t.app.inject({ method: 'GET', url: API.invoiceGet(row.id), headers: approver.auth });
      const invoice = res.json() as InvoiceWithTotals;
      const { participant, warnings, ...rest } = row;
      expect(rest).toEqual(invoice);
      const owner = [ana, beto, carla, dario, elena, fer, sinSucursal].find((u) => u.id === invoice.users_id)!;
      expect(participant).toEqual({ id: owner.id, name: owner.name, identification_number: owner.identification_number });
      expect(Array.isArray(warnings)).toBe(true);
    }
    const real = (await all()).find((r) => r.number === 'REAL-1')!;
    expect(real.image).toMatch(/^\/uploads\/invoices\/[^?]+\?expires=\d+&signature=[\w-]+$/);
    expect(real).toMatchObject({ total_points: c.tires[0].gold * 2, remaining_points: c.tires[0].gold * 2, invoice_references: [expect.objectContaining({ amount: 2 })] });
  });

  it('pages: page and pageSize, total counts every invoice of the queue, a page past the end is empty', async () => {
    const expected = oldestFirst(queued());
    expect(ids((await page({ page: 2, pageSize: 4 })).rows)).toEqual(expected.slice(4, 8));
    expect((await page({ page: 2, pageSize: 4 })).total).toBe(expected.length);
    expect(ids((await page({ pageSize: 3 })).rows)).toEqual(expected.slice(0, 3));
    expect(await page({ page: 10, pageSize: 10 })).toEqual({ rows: [], total: expected.length });
  });

  it.each(REVIEW_QUEUE_SORT.map((key) => [key, INVOICE_SORT_VALUE[key]] as const))('sorts by %s both ways, ties by id the same way', async (key, value) => {
    expect(ids((await page({ sort: key, pageSize: 100 })).rows)).toEqual(expectedOrder(queued(), value));
    expect(ids((await page({ sort: `-${key}`, pageSize: 100 })).rows)).toEqual(expectedOrder(queued(), value, true));
  });

  it('q looks in the number and the participant\'s name and identification number, capitals and accents not counting', async () => {
    const q = async (text: string, extra: Query = {}) => ids((await page({ q: text, pageSize: 100, ...extra })).rows);
    const of = (u: TestUser) => oldestFirst(queued().filter((i) => i.users_id === u.id));
    expect(await q('ña-7')).toEqual([byNumber('ÑA-7')]);
    expect(await q('NA-7')).toEqual([byNumber('ÑA-7')]);
    expect(await q('ÁLVAREZ')).toEqual(of(beto));
    expect(await q('alvarez')).toEqual(of(beto));
    expect(await q('ñustes')).toEqual(of(ana));
    expect(await q('NUSTES')).toEqual(of(ana));
    expect(await q('dario')).toEqual(of(dario));
    expect(await q('6677')).toEqual(oldestFirst(queued().filter((i) => i.users_id === beto.id || i.users_id === dario.id)));
    expect(await q('fv-10')).toEqual([byNumber('FV-100')]); // FV-10 is approved: not in the queue
    expect(await q('%')).toEqual([]);
    expect(await q('')).toEqual(oldestFirst(queued()));
    const two = await page({ q: 'ñustes', pageSize: 2 });
    expect(two.rows).toHaveLength(2);
    expect(two.total).toBe(of(ana).length);
  });

  it('filters by branch, sale-date period (both ends included), participant; total counts the filter', async () => {
    const where = (f: (i: Inv) => boolean) => oldestFirst(queued().filter(f));
    expect(ids(await all({ subsidiary: c.otherSubsidiaryId }))).toEqual(where((i) => i.subsidiary_id === c.otherSubsidiaryId));
    expect(ids(await all({ from: '2025-11-01', to: '2025-12-12' }))).toEqual(where((i) => i.sale_date >= '2025-11-01' && i.sale_date <= '2025-12-12'));
    expect(ids(await all({ from: '2025-12-12', to: '2025-12-12' }))).toEqual([byNumber('PAR-1')]);
    expect(ids(await all({ user: beto.id }))).toEqual(where((i) => i.users_id === beto.id));
    expect(ids(await all({ user: beto.id, subsidiary: c.otherSubsidiaryId, from: '2025-11-01', to: '2025-11-01' }))).toEqual([byNumber('ÑA-7'), byNumber('FV-300')]);
    const paged = await page({ user: ana.id, page: 1, pageSize: 2, sort: '-date' });
    expect(paged.total).toBe(where((i) => i.users_id === ana.id).length);
    expect(ids(paged.rows)).toEqual(expectedOrder(queued().filter((i) => i.users_id === ana.id), (i) => i.sale_date, true).slice(0, 2));
    expect(await page({ user: admin.id })).toEqual({ rows: [], total: 0 });
    expect(await page({ subsidiary: 999999 })).toEqual({ rows: [], total: 0 });
    // a cleared field filters nothing
    expect(ids(await all({ subsidiary: '', user: '', from: '', to: '', warnings: '' }))).toEqual(oldestFirst(queued()));
  });

  it('warnings=1 keeps exactly the invoices with a warning, counted by the database; warnings=0 filters nothing', async () => {
    const every = await all();
    const warned = every.filter((r) => r.warnings.length > 0);
    expect(warned.length).toBeGreaterThan(5);
    expect(warned.length).toBeLessThan(every.length);
    const res = await page({ warnings: 1, pageSize: 100 });
    expect(ids(res.rows)).toEqual(ids(warned));
    expect(res.total).toBe(warned.length);
    const paged = await page({ warnings: '1', page: 2, pageSize: 3, sort: '-number' });
    expect(paged.total).toBe(warned.length);
    expect(ids(paged.rows)).toEqual(expectedOrder(warned, (r) => searchKey(r.number), true).slice(3, 6));
    expect(ids(await all({ warnings: 1, user: dario.id }))).toEqual(ids(every.filter((r) => r.users_id === dario.id)));
    expect(await page({ warnings: 1, user: elena.id })).toEqual({ rows: [], total: 0 });
    expect(ids(await all({ warnings: 0 }))).toEqual(ids(every));
  });

  it.each([
    [{ sort: 'state' }, LIST_MSG.sort(REVIEW_QUEUE_SORT)],
    [{ sort: 'users_id' }, LIST_MSG.sort(REVIEW_QUEUE_SORT)],
    [{ page: 0 }, LIST_MSG.page],
    [{ pageSize: 101 }, LIST_MSG.pageSize],
    [{ q: 'x'.repeat(101) }, LIST_MSG.search],
    [{ subsidiary: 'norte' }, INVOICE_LIST_TEXT.subsidiaryFilter],
    [{ user: 'ana' }, REVIEW_QUEUE_TEXT.userFilter],
    [{ user: -3 }, REVIEW_QUEUE_TEXT.userFilter],
    [{ from: '2025-02-30' }, REVIEW_QUEUE_TEXT.dateFilter],
    [{ to: '01/02/2025' }, REVIEW_QUEUE_TEXT.dateFilter],
    [{ from: '2025-12-01', to: '2025-11-30' }, REVIEW_QUEUE_TEXT.periodInverted],
    [{ warnings: 2 }, REVIEW_QUEUE_TEXT.warningsFilter],
    [{ warnings: 'si' }, REVIEW_QUEUE_TEXT.warningsFilter],
  ] as [Query, string][])('400 with a Spanish detail for %j', async (query, detail) => {
    const res = await get(API.invoiceReviewQueue, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'error', statusCode: 400 });
    expect(res.json().detail).toContain(detail);
  });
});

describe('the warnings', () => {
  it('same-photo: names the other invoice with that photo (approved or waiting), both ways; no photo or a unique one is none', async () => {
    expect(await warningsOf('FV-20')).toContainEqual({ code: 'same-photo', text: 'La misma foto está en la factura FV-10', invoice_id: byNumber('FV-10') });
    expect(await warningsOf('PAR-1')).toEqual([{ code: 'same-photo', text: 'La misma foto está en la factura PAR-2', invoice_id: byNumber('PAR-2') }]);
    expect(await warningsOf('PAR-2')).toEqual([{ code: 'same-photo', text: 'La misma foto está en la factura PAR-1', invoice_id: byNumber('PAR-1') }]);
    // invoices without a stored hash never match each other; unique photos (and real uploads) have no twin
    for (const number of ['ÑA-7', 'FV-300', 'FV-100', 'AB-1', 'REAL-1']) expect(await codesOf(number)).not.toContain('same-photo');
  });

  it('other-branch: the invoice\'s branch is not the participant\'s own; not for their own branch, no branch, or a participant without one', async () => {
    expect(await warningsOf('FV-20')).toContainEqual({
      code: 'other-branch', text: 'Sucursal distinta a la del participante: la factura es de Llantas del Sur y el participante pertenece a Llantas del Norte', user_id: ana.id,
    });
    expect(await codesOf('FV-20')).toEqual(['same-photo', 'other-branch']);
    for (const number of ['FV-100', 'ÑA-7', 'AB-1', 'ZZ-9', 'NB-1', 'REAL-1']) expect(await codesOf(number)).not.toContain('other-branch');
  });

  it('many-invoices: five or more by one participant within 24 hours of this one (both ends included, any state); four, or five spread out, are none', async () => {
    for (const number of ['DP-0', 'DP-1', 'DP-3', 'DP-4']) {
      expect(await warningsOf(number)).toEqual([
        { code: 'many-invoices', text: 'El participante registró 5 facturas en las 24 horas anteriores o posteriores a esta', user_id: dario.id },
      ]);
    }
    for (const number of ['EG-0', 'EG-1', 'EG-2', 'EG-3', 'EG-4']) expect(await warningsOf(number)).toEqual([]);
    // fer's four at the same instant: four is not many
    for (const number of ['VE-3', 'REAL-1']) expect(await codesOf(number)).not.toContain('many-invoices');
  });

  it('many-invoices counts the one that makes five, and moves with the window', async () => {
    // a fifth of elena's two hours after her first four: now each of those five has five in its window
    const id = await stored(elena, 'EG-5', { sale: '2025-06-30', created: '2025-07-01T03:00:00.000Z', branch: c.subsidiaryId });
    for (const number of ['EG-0', 'EG-1', 'EG-2', 'EG-3', 'EG-5']) expect(await codesOf(number)).toEqual(['many-invoices']);
    // EG-4, 29 hours after EG-5, still sees only itself
    expect(await warningsOf('EG-4')).toEqual([]);
    await t.db.deleteFrom('invoice_references').where('invoice_id', '=', id).execute();
    await t.db.deleteFrom('invoices').where('id', '=', id).execute();
    invoices.splice(invoices.findIndex((i) => i.id === id), 1);
    expect(await codesOf('EG-0')).toEqual([]);
  });

  it('date-near-limit by SPEC\'s first sale date (2023-05-02): 0 and 2 days after it warn, 3 do not', async () => {
    expect(await warningsOf('OLD-0')).toEqual([{ code: 'date-near-limit', text: 'La fecha de venta 02/05/2023 es la primera que acepta el programa' }]);
    expect(await warningsOf('OLD-2')).toEqual([{ code: 'date-near-limit', text: 'La fecha de venta 04/05/2023 está a 2 días de la primera que acepta el programa (02/05/2023)' }]);
    expect(await warningsOf('OLD-3')).toEqual([]);
  });

  it('date-near-limit by the points\' lifetime: the oldest sale date the api accepted, and 2 days after it, warn; 3 days after it do not', async () => {
    // one day older than the oldest accepted is refused by the api: the warning's limit is the real one
    const refused = await createRequest(t, fer, { data: validData(c, { sale_date: dayShift(oldestAccepted, -1) }), tires: [line(c, 0, 1)] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/^La fecha de venta es demasiado antigua/);
    const sale = (days: number) => shown(dayShift(oldestAccepted, days));
    expect(await warningsOf('VE-0')).toEqual([{
      code: 'date-near-limit', text: `La fecha de venta ${sale(0)} es la más antigua que se aceptaba al registrar la factura: un día antes y sus puntos ya habrían vencido`,
    }]);
    expect(await warningsOf('VE-2')).toEqual([{
      code: 'date-near-limit', text: `La fecha de venta ${sale(2)} está a 2 días de la más antigua que se aceptaba al registrar la factura: 3 días antes y sus puntos ya habrían vencido`,
    }]);
    expect(await warningsOf('VE-3')).toEqual([]);
    expect(await warningsOf('REAL-1')).toEqual([]);
  });

  it('a warning of every kind is in the warnings=1 filter, and nothing without one', async () => {
    const filtered = ids(await all({ warnings: 1 }));
    for (const number of ['FV-20', 'PAR-1', 'PAR-2', 'DP-0', 'DP-4', 'OLD-0', 'OLD-2', 'VE-0', 'VE-2']) expect(filtered).toContain(byNumber(number));
    for (const number of ['FV-100', 'ÑA-7', 'FV-300', 'AB-1', 'ZZ-9', 'NB-1', 'OLD-3', 'EG-0', 'EG-4', 'VE-3', 'REAL-1']) expect(filtered).not.toContain(byNumber(number));
  });
});

describe('the count', () => {
  it('is every invoice waiting for review, and goes down by one when one is decided', async () => {
    const count = async (who: TestUser = approver) => {
      const res = await get(API.invoiceReviewQueueCount, {}, who);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['total']);
      return res.json().total as number;
    };
    expect(await count()).toBe(queued().length);
    expect(await count(admin)).toBe(queued().length);
    expect(await count()).toBe((await page()).total);
    const id = await registered(await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId }), { number: 'CNT-1' });
    expect(await count()).toBe(queued().length);
    expect((await t.app.inject({ method: 'POST', url: API.invoiceApprove(id), headers: approver.auth })).statusCode).toBe(200);
    invoices.find((i) => i.id === id)!.state = 'Aprobada';
    expect(await count()).toBe(queued().length);
    expect(ids(await all())).not.toContain(id);
  });
});

describe('two approvers deciding the same invoice at once', () => {
  const decide = (what: 'approve' | 'reject', who: TestUser, id: number) =>
    what === 'approve'
      ? t.app.inject({ method: 'POST', url: API.invoiceApprove(id), headers: who.auth })
      : t.app.inject({ method: 'POST', url: API.invoiceReject(id), headers: who.auth, payload: { comment_rejected: `Revisión de ${who.name}` } });

  it.each([
    ['approve', 'approve'], ['reject', 'reject'], ['approve', 'reject'], ['reject', 'approve'],
  ] as const)('%s and %s from the top of the queue: one wins, the other gets a Spanish 409; no double points', async (first, second) => {
    const gabi = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId });
    const id = await registered(gabi);
    const balance = await balanceOf(t.db, gabi.id);
    expect(balance).toBeGreaterThan(0);
    const before = (await page({ user: gabi.id })).rows;
    expect(ids(before)).toEqual([id]);
    const countBefore = (await get(API.invoiceReviewQueueCount)).json().total as number;

    const answers = await Promise.all([decide(first, approver, id), decide(second, approver2, id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0].statusCode === 200 ? first : second;
    const loser = answers.find((r) => r.statusCode === 409)!;
    const state = winner === 'approve' ? 'Aprobada' : 'Rechazada';
    expect(loser.json()).toMatchObject({
      message: 'error', statusCode: 409,
      detail: `La factura ${before[0].number} está en estado ${state}: solo se puede aprobar o rechazar una factura en estado Creada.`,
    });
    invoices.find((i) => i.id === id)!.state = state;

    expect((await t.db.selectFrom('invoices').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe(state);
    expect(await auditOf(t.db, 'invoices', id)).toHaveLength(1);
    expect(await balanceOf(t.db, gabi.id)).toBe(winner === 'approve' ? balance : 0);
    expect(await t.db.selectFrom('points_ledger').select('id').where('users_id', '=', gabi.id).where('kind', '=', 'reversal').execute()).toHaveLength(winner === 'approve' ? 0 : 1);
    // the queue and its count no longer hold it
    expect(await page({ user: gabi.id })).toEqual({ rows: [], total: 0 });
    expect((await get(API.invoiceReviewQueueCount)).json().total).toBe(countBefore - 1);
  });
});

// docs/adr/0034-stored-warning-flags-of-the-review-queue.md: `warnings=1` reads each waiting
// invoice's warnings as the api stored them (invoices.review_flags), kept current by the calls that
// move them; rows written without the api (this file's `stored` ones: null) are judged at the query.
describe('the stored warning flags (what warnings=1 reads)', () => {
  const flagsOf = async (id: number) => (await t.db.selectFrom('invoices').select('review_flags').where('id', '=', id).executeTakeFirstOrThrow()).review_flags;

  it('an invoice registered through the api has its warnings stored at once, as the queue shows them; one written without it is judged at the query', async () => {
    for (const number of ['VE-0', 'VE-2', 'VE-3', 'REAL-1']) expect(await flagsOf(byNumber(number))).not.toBeNull();
    expect(await flagsOf(byNumber('VE-0'))).toBe(REVIEW_FLAG['date-near-limit']);
    expect(await flagsOf(byNumber('REAL-1'))).toBe(0);
    expect(await flagsOf(byNumber('FV-20'))).toBeNull();
    expect(await storedFlagsDisagreements(t, approver, false)).toEqual([]);
  });

  it('judged all at once (as the migration and the demo data do), every waiting invoice keeps the warnings the queue shows, and the filter reads them', async () => {
    await refreshReviewFlags(t.db, { all: true });
    expect(await storedFlagsDisagreements(t, approver, true)).toEqual([]);
    expect(await flagsOf(byNumber('FV-20'))).toBe(REVIEW_FLAG['same-photo'] | REVIEW_FLAG['other-branch']);
    const warned = ids(await all({ warnings: 1 }));
    expect(warned).toContain(byNumber('PAR-1'));
    // the filter reads the stored value, not the rules: a row whose flags say none is out of it
    await t.db.updateTable('invoices').set({ review_flags: 0 }).where('id', '=', byNumber('PAR-1')).execute();
    expect(ids(await all({ warnings: 1 }))).toEqual(warned.filter((id) => id !== byNumber('PAR-1')));
    await refreshReviewFlags(t.db, { ids: [byNumber('PAR-1')] });
    expect(ids(await all({ warnings: 1 }))).toEqual(warned);
  });

  it("kept current by the api: a registration that makes five in 24 hours marks the other four; a participant's new branch moves 'other-branch'", async () => {
    await refreshReviewFlags(t.db, { all: true });
    const hugo = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId, name: 'Hugo Lara', identification: '66778899' });
    const four: number[] = [];
    for (let k = 0; k < 4; k++) four.push(await registered(hugo));
    for (const id of four) expect(await flagsOf(id)).toBe(0);
    const fifth = await registered(hugo);
    for (const id of [...four, fifth]) expect(await flagsOf(id)).toBe(REVIEW_FLAG['many-invoices']);
    expect(await storedFlagsDisagreements(t, approver, true)).toEqual([]);
    expect(ids(await all({ warnings: 1, user: hugo.id }))).toEqual([...four, fifth]);

    // SPEC 2.6: the administrator moves him to Álamo: his five are now of another branch
    const moveTo = async (branch: number) => {
      const loaded = (await t.app.inject({ method: 'GET', url: API.userGet(hugo.id), headers: admin.auth })).json();
      const data = {
        name: loaded.name, email: loaded.email, phone: loaded.phone, points: loaded.points, points_seen: loaded.points, version: loaded.version,
        state: loaded.state, profiles_id: loaded.profiles_id, subsidiary_id: branch,
      };
      const body = multipart([{ name: 'data', value: JSON.stringify(data) }]);
      const res = await t.app.inject({ method: 'POST', url: API.userUpdate(hugo.id), headers: { ...admin.auth, ...body.headers }, payload: body.payload });
      expect(res.statusCode).toBe(200);
    };
    await moveTo(alamo);
    for (const id of [...four, fifth]) expect(await flagsOf(id)).toBe(REVIEW_FLAG['many-invoices'] | REVIEW_FLAG['other-branch']);
    expect(await storedFlagsDisagreements(t, approver, true)).toEqual([]);
    await moveTo(c.subsidiaryId);
    for (const id of [...four, fifth]) expect(await flagsOf(id)).toBe(REVIEW_FLAG['many-invoices']);
    expect(await storedFlagsDisagreements(t, approver, true)).toEqual([]);
  });
});
