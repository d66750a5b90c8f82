// POST /api/product/approve|reject|bought/{id} on SQLite and PostgreSQL: who may review, from which
// state, what the database holds afterwards (state, comments, points, audit), and two reviewers at once.
import { API, REDEMPTION_STATE, invoiceToday } from '@portal/contract';
import { MSG } from '../../messages';
import { checkPointsInvariants } from '../../points';
import { grant, heldBy, insertProduct, lotOf, pointsOf, redeem } from '../../points/test-fixtures';
import { auditOf, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let admin: TestUser;
let approver: TestUser;
let approver2: TestUser;
let buyer: TestUser;
let product: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  approver = await createUser(t.db, { role: 'approver' });
  approver2 = await createUser(t.db, { role: 'approver' });
  buyer = await createUser(t.db, { role: 'buyer' });
  product = await insertProduct(t.db, 400, { name: 'Reloj inteligente' });
});
afterEach(async () => {
  expect(await checkPointsInvariants(t.db)).toEqual([]);
});
afterAll(async () => t.close());

/** a participant with 1000 points and one request of 400 in Espera */
async function pending() {
  const user = await createUser(t.db);
  const { lotId } = await grant(t.db, user.id, 1000, new Date());
  const { id } = await redeem(t.db, user.id, product, 400);
  return { user, lotId, id };
}

const post = (u: TestUser | null, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: u ? u.auth : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const approve = (u: TestUser | null, id: number, payload?: unknown) => post(u, API.redemptionApprove(id), payload);
const reject = (u: TestUser | null, id: number, payload?: unknown) => post(u, API.redemptionReject(id), payload);
const bought = (u: TestUser | null, id: number, payload?: unknown) => post(u, API.redemptionBought(id), payload);
const row = (id: number) => t.db.selectFrom('apply_for').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const GOOD_PURCHASE = { buyer_comment: 'Entregado en tienda', purchase_date: '2026-11-01' };

describe('POST /api/product/approve/{id}', () => {
  it('moves Espera to aprobado, keeps the comment, writes an audit row, leaves the points taken', async () => {
    const { user, id } = await pending();
    const res = await approve(approver, id, { comment: 'Todo en orden' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Aprobado con éxito' });
    expect(await row(id)).toMatchObject({ state: REDEMPTION_STATE.APPROVED, comment: 'Todo en orden' });
    expect(await pointsOf(t.db, user.id)).toBe(600);
    expect(await auditOf(t.db, 'apply_for', id)).toEqual([
      expect.objectContaining({ actor_id: approver.id, action: 'approve', detail: JSON.stringify({ from: 'espera', to: 'aprobado', comment: 'Todo en orden' }) }),
    ]);
  });

  it('needs no comment (null, empty or no body) but refuses one shorter than 3', async () => {
    for (const payload of [{ comment: null }, { comment: '  ' }, undefined, {}]) {
      const { id } = await pending();
      const res = await approve(approver, id, payload);
      expect(res.statusCode).toBe(200);
      expect(await row(id)).toMatchObject({ state: 'aprobado', comment: null });
    }
    const { id } = await pending();
    const res = await approve(approver, id, { comment: 'ok' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Campo comentario: Mínimo 3 caracteres');
    expect(await row(id)).toMatchObject({ state: 'espera' });
  });

  it('is for the approver only; unknown id 404; a request no longer in Espera 409', async () => {
    const { id } = await pending();
    for (const u of [admin, buyer, await createUser(t.db)]) expect((await approve(u, id, {})).statusCode).toBe(403);
    expect((await approve(null, id, {})).statusCode).toBe(401);
    expect((await approve(approver, 999999, {})).json()).toEqual({ message: 'error', detail: MSG.redemptionNotFound, statusCode: 404 });
    expect((await approve(approver, id, {})).statusCode).toBe(200);
    const again = await approve(approver, id, {});
    expect(again.json()).toEqual({ message: 'error', detail: MSG.redemptionNotPending, statusCode: 409 });
    expect((await reject(approver, id, { comment: 'Tarde' })).statusCode).toBe(409);
    expect(await auditOf(t.db, 'apply_for', id)).toHaveLength(1);
  });
});

describe('POST /api/product/reject/{id}', () => {
  it('moves Espera to rechazado and gives the points back to the same lot, with an audit row', async () => {
    const { user, lotId, id } = await pending();
    const lotBefore = await lotOf(t.db, lotId);
    const res = await reject(approver, id, { comment: 'Producto agotado' });
    expect(res.json()).toEqual({ message: 'success', detail: 'Solicitud Rechazada' });
    expect(await row(id)).toMatchObject({ state: REDEMPTION_STATE.REJECTED, comment: 'Producto agotado' });
    expect(await pointsOf(t.db, user.id)).toBe(1000);
    expect(await lotOf(t.db, lotId)).toEqual({ ...lotBefore, remaining: 1000 });
    expect(await heldBy(t.db, id)).toEqual([]);
    const audit = await auditOf(t.db, 'apply_for', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: approver.id, action: 'reject' });
    expect(JSON.parse(audit[0].detail!)).toEqual({ from: 'espera', to: 'rechazado', comment: 'Producto agotado', refunded: 400, balance: 1000 });
  });

  it('requires a comment of at least 3 characters', async () => {
    const { user, id } = await pending();
    for (const payload of [undefined, {}, { comment: null }, { comment: 'no' }]) {
      const res = await reject(approver, id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^Campo comentario: /);
    }
    expect(await row(id)).toMatchObject({ state: 'espera' });
    expect(await pointsOf(t.db, user.id)).toBe(600);
  });

  it('is for the approver only, and only from Espera', async () => {
    const { id } = await pending();
    for (const u of [admin, buyer]) expect((await reject(u, id, { comment: 'No aplica' })).statusCode).toBe(403);
    expect((await reject(approver, 999999, { comment: 'No aplica' })).statusCode).toBe(404);
    await approve(approver, id, {});
    expect((await reject(approver, id, { comment: 'No aplica' })).json().detail).toBe(MSG.redemptionNotPending);
  });
});

describe('POST /api/product/bought/{id}', () => {
  it('moves aprobado to confirmado with the buyer comment and purchase date, with an audit row', async () => {
    const { user, id } = await pending();
    await approve(approver, id, {});
    const res = await bought(buyer, id, GOOD_PURCHASE);
    expect(res.json()).toEqual({ message: 'success', detail: 'Confirmado con éxito' });
    expect(await row(id)).toMatchObject({ state: REDEMPTION_STATE.CONFIRMED, buyer_comment: 'Entregado en tienda', purchase_date: '2026-11-01' });
    expect(await pointsOf(t.db, user.id)).toBe(600);
    expect((await auditOf(t.db, 'apply_for', id)).map((a) => [a.action, a.actor_id])).toEqual([['approve', approver.id], ['confirm', buyer.id]]);
  });

  it('is for the buyer only, and only from Aprobado', async () => {
    const { id } = await pending();
    for (const u of [admin, approver]) expect((await bought(u, id, GOOD_PURCHASE)).statusCode).toBe(403);
    expect((await bought(buyer, id, GOOD_PURCHASE)).json()).toEqual({ message: 'error', detail: MSG.redemptionNotApproved, statusCode: 409 });
    expect((await bought(buyer, 999999, GOOD_PURCHASE)).statusCode).toBe(404);
    await approve(approver, id, {});
    expect((await bought(buyer, id, GOOD_PURCHASE)).statusCode).toBe(200);
    expect((await bought(buyer, id, GOOD_PURCHASE)).statusCode).toBe(409);
  });

  it('checks the purchase date (after 2019-03-01, a real day, not in the future) and the buyer comment', async () => {
    const { id } = await pending();
    await approve(approver, id, {});
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [unknown, RegExp][] = [
      [{ buyer_comment: 'Entregado' }, /^Campo fecha de compra: Seleccione Una Fecha$/],
      [{ buyer_comment: 'Entregado', purchase_date: '' }, /Seleccione Una Fecha/],
      [{ buyer_comment: 'Entregado', purchase_date: '2019-03-01' }, /posterior al 01\/03\/2019/],
      [{ buyer_comment: 'Entregado', purchase_date: '2024-02-30' }, /Fecha no válida/],
      [{ buyer_comment: 'Entregado', purchase_date: '01/11/2026' }, /Fecha no válida/],
      [{ buyer_comment: 'Entregado', purchase_date: tomorrow }, /no puede ser posterior a hoy/],
      [{ buyer_comment: 'ok', purchase_date: '2026-11-01' }, /^Campo comentario comprador: Mínimo 3 caracteres$/],
      [undefined, /comentario comprador/],
    ];
    for (const [payload, detail] of cases) {
      const res = await bought(buyer, id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
    expect(await row(id)).toMatchObject({ state: 'aprobado', buyer_comment: null, purchase_date: null });
    expect((await bought(buyer, id, { buyer_comment: 'Comprado', purchase_date: '2019-03-02' })).statusCode).toBe(200);
    const today = invoiceToday();
    const other = await pending();
    await approve(approver, other.id, {});
    expect((await bought(buyer, other.id, { buyer_comment: 'Comprado hoy', purchase_date: today })).statusCode).toBe(200);
  });
});

describe('two reviewers at once', () => {
  it('approve and reject of the same request: exactly one wins, and the points match the winner', async () => {
    for (let i = 0; i < 8; i += 1) {
      const { user, id } = await pending();
      const [a, r] = await Promise.all([approve(approver, id, { comment: 'Aprobada' }), reject(approver2, id, { comment: 'Rechazada' })]);
      expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : r;
      expect(loser.json().detail).toBe(MSG.redemptionNotPending);
      const state = (await row(id)).state;
      expect(state).toBe(a.statusCode === 200 ? 'aprobado' : 'rechazado');
      expect(await pointsOf(t.db, user.id)).toBe(state === 'rechazado' ? 1000 : 600);
      expect(await auditOf(t.db, 'apply_for', id)).toHaveLength(1);
    }
  });

  it('two rejects at once refund once', async () => {
    const { user, id } = await pending();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => reject(i % 2 ? approver : approver2, id, { comment: `Rechazo ${i}` })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await pointsOf(t.db, user.id)).toBe(1000);
  });
});
