// POST /api/invoice/approved/{id} and /api/invoice/rejected/{id} (SPEC 4, SPEC 6):
// only profiles 1 and 4, only from Creada, reject reverses the lot (even below zero), one winner.
import { API } from '@portal/contract';
import { inTransaction } from '../../db/transaction';
import { checkPointsInvariants, spendPoints } from '../../points';
import { auditOf, buildTestApp, createRoleUsers, createUser, type TestApp, type TestUser } from '../../test/helper';
import { balanceOf, createRequest, footprint, line, participant, seedCatalogue, validData, type Catalogue } from './test-fixtures';

let t: TestApp;
let c: Catalogue;
let ana: TestUser;
let admin: TestUser;
let approver: TestUser;
let buyer: TestUser;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  ana = await participant(t.db, c.gold, c.subsidiaryId);
  ({ admin, approver, buyer } = await createRoleUsers(t.db));
  const category = (await t.db.insertInto('product_categories').values({ name: 'Hogar' }).returning('id').executeTakeFirstOrThrow()).id;
  productId = (await t.db.insertInto('products').values({ name: 'Freidora de aire', points: 100, points_value: 100, estimated_value: 350000, image: null, product_categories_id: category }).returning('id').executeTakeFirstOrThrow()).id;
});
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));
afterAll(async () => t.close());

/** a fresh invoice of `user` through the api; returns its id and points */
async function invoiceOf(user: TestUser, lines = [line(c, 0, 2), line(c, 3, 1)]) {
  const data = validData(c);
  const res = await createRequest(t, user, { data, tires: lines });
  expect(res.statusCode).toBe(200);
  const { id } = await t.db.selectFrom('invoices').select('id').where('number', '=', data.number).executeTakeFirstOrThrow();
  return { id, number: data.number, points: res.json().points as number };
}

const approve = (user: TestUser, id: number) => t.app.inject({ method: 'POST', url: API.invoiceApprove(id), headers: user.auth });
const reject = (user: TestUser, id: number, body?: unknown) =>
  t.app.inject({ method: 'POST', url: API.invoiceReject(id), headers: user.auth, ...(body === undefined ? {} : { payload: body as object }) });
const stateOf = async (id: number) => (await t.db.selectFrom('invoices').select(['state', 'comment_rejected']).where('id', '=', id).executeTakeFirstOrThrow());
const lotOf = (id: number) => t.db.selectFrom('point_lots').selectAll().where('invoice_id', '=', id).executeTakeFirstOrThrow();

describe('approve', () => {
  it('profiles 1 and 4 approve an invoice in Creada; the points stay; an audit row is written', async () => {
    for (const reviewer of [admin, approver]) {
      const invoice = await invoiceOf(ana);
      const balance = await balanceOf(t.db, ana.id);
      const res = await approve(reviewer, invoice.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'success', detail: 'Factura Aprobada' });
      expect(await stateOf(invoice.id)).toEqual({ state: 'Aprobada', comment_rejected: null });
      expect(await balanceOf(t.db, ana.id)).toBe(balance);
      expect(await lotOf(invoice.id)).toMatchObject({ remaining: invoice.points, closed_at: null });
      const audit = await auditOf(t.db, 'invoices', invoice.id);
      expect(audit).toEqual([expect.objectContaining({ actor_id: reviewer.id, action: 'approve' })]);
      expect(JSON.parse(audit[0].detail!)).toMatchObject({ from: 'Creada', to: 'Aprobada', number: invoice.number });
    }
  });

  it('refuses profiles 5 and participants with 403, changing nothing', async () => {
    const invoice = await invoiceOf(ana);
    for (const user of [buyer, ana]) {
      const before = await footprint(t);
      expect((await approve(user, invoice.id)).statusCode).toBe(403);
      expect((await reject(user, invoice.id, { comment_rejected: 'No corresponde' })).statusCode).toBe(403);
      expect(await footprint(t)).toEqual(before);
    }
    expect((await stateOf(invoice.id)).state).toBe('Creada');
  });

  it('answers 409 outside Creada and 404 for an unknown invoice', async () => {
    const invoice = await invoiceOf(ana);
    expect((await approve(admin, invoice.id)).statusCode).toBe(200);
    const again = await approve(approver, invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`La factura ${invoice.number} está en estado Aprobada: solo se puede aprobar o rechazar una factura en estado Creada.`);
    const late = await reject(approver, invoice.id, { comment_rejected: 'Imagen ilegible' });
    expect(late.statusCode).toBe(409);
    expect((await lotOf(invoice.id)).remaining).toBe(invoice.points);
    const missing = await approve(admin, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('La factura no existe');
  });
});

describe('reject', () => {
  it('needs comment_rejected of at least 3 characters (400, nothing changes)', async () => {
    const invoice = await invoiceOf(ana);
    const before = await footprint(t);
    for (const body of [undefined, {}, { comment_rejected: '' }, { comment_rejected: '  ok  ' }, { comment_rejected: 12345 }]) {
      const res = await reject(approver, invoice.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^Campo comentario: /);
    }
    expect((await reject(approver, invoice.id, { comment_rejected: 'ok' })).json().detail).toBe('Campo comentario: Mínimo 3 caracteres');
    expect(await footprint(t)).toEqual(before);
    expect((await stateOf(invoice.id)).state).toBe('Creada');
  });

  it('profiles 1 and 4 reject from Creada: the comment is kept and the whole lot is reversed', async () => {
    for (const reviewer of [admin, approver]) {
      const invoice = await invoiceOf(ana);
      const balance = await balanceOf(t.db, ana.id);
      const res = await reject(reviewer, invoice.id, { comment_rejected: '  Factura duplicada en papel  ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'success', detail: 'Factura Rechazada' });
      expect(await stateOf(invoice.id)).toEqual({ state: 'Rechazada', comment_rejected: 'Factura duplicada en papel' });
      expect(await balanceOf(t.db, ana.id)).toBe(balance - invoice.points);
      const lot = await lotOf(invoice.id);
      expect(lot.remaining).toBe(0);
      expect(lot.closed_at).not.toBeNull();
      const reversals = await t.db.selectFrom('points_ledger').select(['amount', 'actor_id']).where('users_id', '=', ana.id).where('kind', '=', 'reversal').where('lot_id', '=', lot.id).execute();
      expect(reversals).toEqual([{ amount: -invoice.points, actor_id: reviewer.id }]);
      const audit = await auditOf(t.db, 'invoices', invoice.id);
      expect(audit).toEqual([expect.objectContaining({ actor_id: reviewer.id, action: 'reject' })]);
      expect(JSON.parse(audit[0].detail!)).toMatchObject({ comment: 'Factura duplicada en papel', reversed: invoice.points });
      // a rejected invoice is final
      expect((await approve(admin, invoice.id)).statusCode).toBe(409);
      expect((await reject(admin, invoice.id, { comment_rejected: 'Otra vez' })).statusCode).toBe(409);
    }
  });

  it('after part of the points were spent, the balance goes below zero by the spent part', async () => {
    const carla = await participant(t.db, c.gold, c.subsidiaryId);
    const invoice = await invoiceOf(carla);
    const spent = Math.floor(invoice.points / 3);
    const at = new Date().toISOString();
    await inTransaction(t.db, async (trx) => {
      const applyFor = await trx.insertInto('apply_for')
        .values({ product_id: productId, users_id: carla.id, points: spent, created_at: at, updated_at: at, state: 'espera', comment: null, buyer_comment: null, purchase_date: null })
        .returning('id').executeTakeFirstOrThrow();
      await spendPoints(trx, { usersId: carla.id, applyForId: applyFor.id, points: spent, actorId: carla.id });
    });
    expect(await balanceOf(t.db, carla.id)).toBe(invoice.points - spent);
    const res = await reject(approver, invoice.id, { comment_rejected: 'Venta no verificada' });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(t.db, carla.id)).toBe(-spent);
    expect((await lotOf(invoice.id)).remaining).toBe(0);
  });

  it('an invoice that earned nothing is rejected without a reversal', async () => {
    const plain = await createUser(t.db, { subsidiaryId: c.subsidiaryId });
    const invoice = await invoiceOf(plain);
    expect(invoice.points).toBe(0);
    expect((await reject(admin, invoice.id, { comment_rejected: 'Sin soporte' })).statusCode).toBe(200);
    expect(await balanceOf(t.db, plain.id)).toBe(0);
  });
});

describe('two reviewers at once', () => {
  it('exactly one wins, whatever the two try', async () => {
    const pairs: [string, string][] = [['approve', 'reject'], ['reject', 'reject'], ['approve', 'approve'], ['reject', 'approve']];
    for (const [first, second] of pairs) {
      const invoice = await invoiceOf(ana);
      const balance = await balanceOf(t.db, ana.id);
      const act = (what: string, who: TestUser) => (what === 'approve' ? approve(who, invoice.id) : reject(who, invoice.id, { comment_rejected: `Revisión de ${who.name}` }));
      const answers = await Promise.all([act(first, admin), act(second, approver)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = answers[0].statusCode === 200 ? first : second;
      const { state } = await stateOf(invoice.id);
      expect(state).toBe(winner === 'approve' ? 'Aprobada' : 'Rechazada');
      expect(await auditOf(t.db, 'invoices', invoice.id)).toHaveLength(1);
      expect(await balanceOf(t.db, ana.id)).toBe(winner === 'approve' ? balance : balance - invoice.points);
    }
  });
});
