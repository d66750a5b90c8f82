// Ours: GET /api/users/ledger/{id}, the administrator's view of one user's points ledger
// on the edit screen, on SQLite and PostgreSQL. Rows written by the real calls (an invoice, a
// redemption, an adjustment through POST /api/users/update) and by the expiry sweep (actor null),
// newest first, always a page `{ rows, total }`.
import { API, LIST_MSG, type LedgerEntry } from '@portal/contract';
import { inTransaction } from '../../db/transaction';
import { adjustPoints, checkPointsInvariants, expireDueLots } from '../../points';
import { insertProduct } from '../../points/test-fixtures';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { createRequest, line, seedCatalogue, validData, type Catalogue } from '../invoices/test-fixtures';
import { update } from './test-fixtures';

let t: TestApp;
let c: Catalogue;
let admin: TestUser;
let approver: TestUser;
let buyer: TestUser;
let ana: TestUser;
let quiet: TestUser;
/** what each step wrote, oldest first */
const steps: { invoiceId: number; number: string; earned: number; requestId: number; oldLot: number } = { invoiceId: 0, number: '', earned: 0, requestId: 0, oldLot: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  admin = await createUser(t.db, { role: 'admin', name: 'Administradora Uno' });
  approver = await createUser(t.db, { role: 'approver' });
  buyer = await createUser(t.db, { role: 'buyer' });
  ana = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId, name: 'Ana Libro' });
  quiet = await createUser(t.db, { profilesId: c.gold, subsidiaryId: c.subsidiaryId, name: 'Sin Movimientos' });

  // 1-2. 25 points granted 13 months ago, due a month ago; the sweep (the system, no actor) expires them
  const past = new Date(Date.now() - 396 * 24 * 3_600_000);
  await inTransaction(t.db, (trx) => adjustPoints(trx, { usersId: ana.id, delta: 25, seenBalance: 0, actorId: admin.id, reason: 'Saldo antiguo', expiryMonths: 12, now: past }));
  steps.oldLot = (await t.db.selectFrom('point_lots').select('id').where('users_id', '=', ana.id).executeTakeFirstOrThrow()).id;
  expect(await expireDueLots(t.db, { usersId: ana.id, now: new Date() })).toEqual({ lots: 1, points: 25 });

  // 3. a real invoice (POST /api/invoice/create)
  const data = validData(c);
  const invoice = await createRequest(t, ana, { data, tires: [line(c, 0, 2), line(c, 2, 1)] });
  expect(invoice.statusCode).toBe(200);
  steps.number = data.number;
  steps.earned = invoice.json().points;
  steps.invoiceId = (await t.db.selectFrom('invoices').select('id').where('number', '=', data.number).executeTakeFirstOrThrow()).id;

  // 4. a real redemption (POST /api/product/applyfor)
  const product = await insertProduct(t.db, 30, { name: 'Termo de acero' });
  const redemption = await t.app.inject({ method: 'POST', url: API.applyFor, headers: ana.auth, payload: { product_id: product } });
  expect(redemption.statusCode).toBe(200);
  steps.requestId = redemption.json().id;

  // 5. the administrator's adjustment through the edit form (POST /api/users/update)
  const loaded = (await t.app.inject({ method: 'GET', url: API.userGet(ana.id), headers: admin.auth })).json();
  const edit = await update(t, ana.id, admin.auth, {
    data: {
      name: loaded.name, email: loaded.email, phone: loaded.phone, points: loaded.points + 100, points_seen: loaded.points, points_reason: 'Bono por meta cumplida',
      version: loaded.version, state: loaded.state, profiles_id: loaded.profiles_id, subsidiary_id: loaded.subsidiary_id,
    },
  });
  expect(edit.statusCode).toBe(200);
});
afterAll(async () => t.close());
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));

type Query = Record<string, string | number | (string | number)[]>;
function get(id: number | string, query: Query = {}, user: TestUser | null = admin) {
  const url = new URL(API.userLedger(id), 'http://x');
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) url.searchParams.append(k, String(one));
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: user ? user.auth : {} });
}
async function page(id: number, query: Query = {}) {
  const res = await get(id, query);
  expect(res.statusCode).toBe(200);
  return res.json() as { rows: LedgerEntry[]; total: number };
}

describe('GET /api/users/ledger/{id}', () => {
  it('answers the rows newest first, page 1 of 10 when not asked: amount, balance after, actor, reason, what it is about', async () => {
    const body = await page(ana.id);
    expect(Object.keys(body).sort()).toEqual(['rows', 'total']);
    expect(body.total).toBe(5);
    const e = steps.earned;
    expect(body.rows.map(({ id, created_at, ...rest }) => rest)).toEqual([
      { kind: 'adjustment', amount: 100, balance_after: e - 30 + 100, actor: { id: admin.id, name: 'Administradora Uno' }, reason: 'Bono por meta cumplida', ref_type: 'lot', ref_id: expect.any(Number) },
      { kind: 'spend', amount: -30, balance_after: e - 30, actor: { id: ana.id, name: 'Ana Libro' }, reason: 'Redención de Termo de acero', ref_type: 'apply_for', ref_id: steps.requestId },
      { kind: 'earn', amount: e, balance_after: e, actor: { id: ana.id, name: 'Ana Libro' }, reason: `Factura ${steps.number}`, ref_type: 'invoice', ref_id: steps.invoiceId },
      { kind: 'expiry', amount: -25, balance_after: 0, actor: null, reason: expect.any(String), ref_type: 'lot', ref_id: steps.oldLot },
      { kind: 'adjustment', amount: 25, balance_after: 25, actor: { id: admin.id, name: 'Administradora Uno' }, reason: 'Saldo antiguo', ref_type: 'lot', ref_id: steps.oldLot },
    ]);
    expect(e).toBe(c.tires[0].gold * 2 + c.tires[2].gold);
    const rowIds = body.rows.map((r) => r.id);
    expect(rowIds).toEqual([...rowIds].sort((a, b) => b - a));
    for (const row of body.rows) expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    // the rows are the database's, one for one
    const stored = await t.db.selectFrom('points_ledger').select(['id', 'amount', 'balance_after', 'actor_id', 'reason', 'created_at']).where('users_id', '=', ana.id).orderBy('id', 'desc').execute();
    expect(body.rows.map((r) => [r.id, r.amount, r.balance_after, r.actor?.id ?? null, r.reason, r.created_at]))
      .toEqual(stored.map((r) => [r.id, Number(r.amount), Number(r.balance_after), r.actor_id, r.reason, r.created_at]));
    // the last balance is the user's
    const user = (await t.app.inject({ method: 'GET', url: API.userGet(ana.id), headers: admin.auth })).json();
    expect(body.rows[0].balance_after).toBe(user.points);
  });

  it('pages and sorts by id either way; total counts every row of the user', async () => {
    const all = (await page(ana.id)).rows;
    expect(await page(ana.id, { pageSize: 2 })).toEqual({ rows: all.slice(0, 2), total: 5 });
    expect(await page(ana.id, { page: 2, pageSize: 2 })).toEqual({ rows: all.slice(2, 4), total: 5 });
    expect(await page(ana.id, { page: 3, pageSize: 2 })).toEqual({ rows: all.slice(4), total: 5 });
    expect(await page(ana.id, { page: 9 })).toEqual({ rows: [], total: 5 });
    expect(await page(ana.id, { sort: 'id' })).toEqual({ rows: [...all].reverse(), total: 5 });
    expect(await page(ana.id, { sort: '-id', page: 1, pageSize: 1 })).toEqual({ rows: all.slice(0, 1), total: 5 });
    // q is not a parameter of this call: ignored
    expect(await page(ana.id, { q: 'Factura' })).toEqual({ rows: all, total: 5 });
  });

  it('a user without movements: an empty page; another user\'s rows never show', async () => {
    expect(await page(quiet.id)).toEqual({ rows: [], total: 0 });
    expect(await page(admin.id)).toEqual({ rows: [], total: 0 });
  });

  it('404 with a Spanish detail for an unknown user; 400 for an id that is not one or a bad parameter', async () => {
    const unknown = await get(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'error', detail: 'El usuario no existe', statusCode: 404 });
    for (const id of ['abc', '0', String(2 ** 31)]) {
      const res = await get(id);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain('Id no válido');
    }
    const cases: [Query, string][] = [
      [{ sort: 'created_at' }, LIST_MSG.sort(['id'])],
      [{ sort: 'amount' }, LIST_MSG.sort(['id'])],
      [{ page: 0 }, LIST_MSG.page],
      [{ page: [1, 2] }, LIST_MSG.page],
      [{ pageSize: 1000 }, LIST_MSG.pageSize],
    ];
    for (const [query, detail] of cases) {
      const res = await get(ana.id, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
  });

  it('is the administrator\'s: 401 without a session, 403 for the user themselves, an approver or a buyer', async () => {
    expect((await get(ana.id, {}, null)).statusCode).toBe(401);
    for (const who of [ana, approver, buyer]) {
      const res = await get(ana.id, {}, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    // also for an id that does not exist: nothing tells which ids exist
    expect((await get(999999, {}, ana)).statusCode).toBe(403);
  });
});
