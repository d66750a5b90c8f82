// The prize's way to the participant after the purchase (SPEC 1/9: delivered within one month of the
// request), on SQLite and PostgreSQL: the due date on Colombia's calendar, every move and every move
// refused, who may make each, two buyers at once, the points of a cancellation, the private delivery
// photo, and the staff's alerts sent once each.
import fs from 'node:fs';
import path from 'node:path';
import { API, DELIVERY_TEXT, REDEMPTION_STATE, redemptionStateLabel, REDEMPTION_LIST_TEXT, REDEMPTION_STATES } from '@portal/contract';
import { colombiaDate, redemptionDueDate } from '../../db/time';
import { MSG } from '../../messages';
import { checkPointsInvariants } from '../../points';
import { grant, insertProduct, pointsOf } from '../../points/test-fixtures';
import { uniquePng } from '../../proofs/harness';
import { auditOf, buildTestApp, createCity, createUser, type TestApp, type TestUser } from '../../test/helper';
import { multipart } from '../invoices/test-fixtures';
import { DELIVERY_ALERT_LOCK, runDeliveryAlertSweep } from './alerts';

const S = REDEMPTION_STATE;
/** the app's clock: a Sunday afternoon in Bogotá */
const START = new Date('2026-12-06T20:00:00.000Z');
const clock = { now: START };

let t: TestApp;
let admin: TestUser;
let approver: TestUser;
let buyer: TestUser;
let buyer2: TestUser;
let product: number;
let cityId: number;

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock.now });
  admin = await createUser(t.db, { role: 'admin' });
  approver = await createUser(t.db, { role: 'approver' });
  buyer = await createUser(t.db, { role: 'buyer' });
  buyer2 = await createUser(t.db, { role: 'buyer' });
  product = await insertProduct(t.db, 400, { name: 'Reloj inteligente' });
  cityId = await createCity(t.db, 'Bogotá');
});
beforeEach(() => {
  clock.now = START;
});
afterEach(async () => {
  expect(await checkPointsInvariants(t.db)).toEqual([]);
});
afterAll(async () => t.close());

const post = (u: TestUser | null, url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: u ? u.auth : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const row = (id: number) => t.db.selectFrom('apply_for').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const get = (u: TestUser, id: number) => t.app.inject({ method: 'GET', url: API.applyForGet(id), headers: u.auth });

/** Colombia's today at the app's clock, `days` from it */
const day = (days = 0) => new Date(Date.parse(`${colombiaDate(clock.now)}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** a participant with 1000 points and a request of 400, made at the app's clock */
async function requested(owner?: TestUser) {
  const user = owner ?? await createUser(t.db);
  await grant(t.db, user.id, 1000, clock.now);
  const res = await post(user, API.applyFor, { product_id: product });
  expect(res.statusCode).toBe(200);
  return { user, id: res.json().id as number };
}

async function approved(owner?: TestUser) {
  const r = await requested(owner);
  expect((await post(approver, API.redemptionApprove(r.id), {})).statusCode).toBe(200);
  return r;
}

/** approved and bought (Comprado), the purchase two days before the app's today */
async function bought(owner?: TestUser) {
  const r = await approved(owner);
  expect((await post(buyer, API.redemptionBought(r.id), { buyer_comment: 'Comprado en tienda', purchase_date: day(-2) })).statusCode).toBe(200);
  return r;
}

const BRANCH = { delivery_method: 'branch', recipient: 'Ana Gómez', carrier: 'Servientrega', guide_number: 'SV-2026-001' };
const dispatch = (u: TestUser, id: number, extra: Record<string, unknown> = {}) => post(u, API.redemptionDispatch(id), { ...BRANCH, dispatch_date: day(-1), ...extra });

async function dispatched(owner?: TestUser) {
  const r = await bought(owner);
  expect((await dispatch(buyer, r.id)).statusCode).toBe(200);
  return r;
}

function deliver(u: TestUser, id: number, data: Record<string, unknown> = { delivery_date: day(0) }, image: Buffer | null = uniquePng()) {
  const body = multipart([
    { name: 'data', value: JSON.stringify(data) },
    ...(image ? [{ name: 'image', value: image, filename: 'entrega.png', type: 'image/png' }] : []),
  ]);
  return t.app.inject({ method: 'POST', url: API.redemptionDelivered(id), headers: { ...u.auth, ...body.headers }, payload: body.payload });
}

const mailsTo = (to: string) => t.db.selectFrom('mail_outbox').select(['subject', 'body']).where('to_address', '=', to).orderBy('id').execute();
const proofFiles = () => {
  const dir = path.join(t.config.STORAGE_DIR, 'deliveries');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const refused = (detail: string, statusCode = 409) => ({ message: 'error', detail, statusCode });

describe('the states (contract states.ts)', () => {
  it('lists every state in the order of its life, each with its Spanish label; the purchase reads Comprado', () => {
    expect(REDEMPTION_STATES.map((s) => [s, redemptionStateLabel(s)])).toEqual([
      ['espera', 'Espera'], ['aprobado', 'Aprobado'], ['rechazado', 'Rechazado'], ['confirmado', 'Comprado'], ['despachado', 'Despachado'],
      ['entregado', 'Entregado'], ['cancelado', 'Cancelado'], ['no_entregado', 'No entregado'], ['reclamo', 'Reclamo'],
    ]);
    expect(REDEMPTION_LIST_TEXT.stateFilter).toBe('Estado no válido: use espera, aprobado, rechazado, confirmado, despachado, entregado, cancelado, no_entregado o reclamo');
  });

  it('filters the list by a new state, and refuses one that does not exist', async () => {
    const { id } = await dispatched();
    const list = await t.app.inject({ method: 'GET', url: `${API.applyForAll}?state=despachado`, headers: buyer.auth });
    expect(list.json().map((r: { id: number }) => r.id)).toContain(id);
    expect(list.json().every((r: { state: string }) => r.state === 'despachado')).toBe(true);
    const wrong = await t.app.inject({ method: 'GET', url: `${API.applyForAll}?state=perdido`, headers: buyer.auth });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('the due date (SPEC 1/9: one calendar month from the request, on Colombia\'s calendar)', () => {
  it.each([
    ['2026-01-31T12:00:00.000Z', '2026-02-28'],
    // 23:30 of 31 January in Bogotá is already 1 February in UTC: the Colombian date counts
    ['2026-02-01T04:30:00.000Z', '2026-02-28'],
    ['2026-02-01T05:30:00.000Z', '2026-03-01'],
    ['2024-01-31T15:00:00.000Z', '2024-02-29'],
    ['2026-03-31T15:00:00.000Z', '2026-04-30'],
    ['2026-12-15T15:00:00.000Z', '2027-01-15'],
  ])('a request at %s is due %s', (at, due) => {
    expect(redemptionDueDate(at)).toBe(due);
  });

  it('is written when the request is made and answered with the days left at the app\'s clock, negative once overdue', async () => {
    clock.now = new Date('2026-02-01T04:30:00.000Z'); // 2026-01-31 23:30 in Bogotá
    const { user, id } = await requested();
    expect((await row(id)).due_date).toBe('2026-02-28');
    expect((await get(user, id)).json()).toMatchObject({ due_date: '2026-02-28', days_left: 28 });
    clock.now = new Date('2026-03-02T15:00:00.000Z');
    expect((await get(user, id)).json()).toMatchObject({ due_date: '2026-02-28', days_left: -2 });
    const mine = await t.app.inject({ method: 'GET', url: API.applyForByUser(user.id), headers: user.auth });
    expect(mine.json()[0]).toMatchObject({ id, days_left: -2 });
  });
});

describe('POST /api/product/dispatch/{id}', () => {
  it('moves Comprado to despachado with the delivery data, an audit row and a mail to the participant', async () => {
    const { user, id } = await bought();
    const res = await dispatch(buyer, id, {
      delivery_method: 'address', delivery_address: '  Calle 80 # 68-20  ', delivery_city_id: cityId, recipient: 'Ana Gómez', tracking_url: 'https://rastreo.example.com/SV-2026-001',
    });
    expect(res.json()).toEqual({ message: 'success', detail: MSG.redemptionDispatched });
    expect(await row(id)).toMatchObject({
      state: S.DISPATCHED, delivery_method: 'address', delivery_address: 'Calle 80 # 68-20', delivery_city_id: cityId, recipient: 'Ana Gómez',
      carrier: 'Servientrega', guide_number: 'SV-2026-001', tracking_url: 'https://rastreo.example.com/SV-2026-001', dispatch_date: day(-1),
    });
    const audit = await auditOf(t.db, 'apply_for', id);
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([['approve', approver.id], ['confirm', buyer.id], ['dispatch', buyer.id]]);
    expect(JSON.parse(audit[2].detail!)).toMatchObject({ from: 'confirmado', to: 'despachado', guide_number: 'SV-2026-001' });
    const mails = await mailsTo(user.email);
    expect(mails[mails.length - 1].subject).toBe('Su producto Reloj inteligente va en camino');
    expect(mails[mails.length - 1].body).toContain('Número de guía: SV-2026-001');
    const detail = (await get(user, id)).json();
    expect(detail).toMatchObject({ state: 'despachado', delivery_city: { id: cityId, name: 'Bogotá' }, dispatch_date: day(-1), proof_image: null });
  });

  it('is for the buyer and the administrator only: the approver and the participant get 403', async () => {
    const { user, id } = await bought();
    expect((await dispatch(approver, id)).statusCode).toBe(403);
    expect((await dispatch(user, id)).statusCode).toBe(403);
    expect((await post(null, API.redemptionDispatch(id), { ...BRANCH, dispatch_date: day(-1) })).statusCode).toBe(401);
    expect((await row(id)).state).toBe(S.CONFIRMED);
    expect((await dispatch(admin, id)).statusCode).toBe(200);
  });

  it('is refused before Comprado (Espera, Aprobado) and for an unknown request', async () => {
    const pending = await requested();
    expect((await dispatch(buyer, pending.id)).json()).toEqual(refused(MSG.redemptionNotDispatchable));
    const granted = await approved();
    expect((await dispatch(buyer, granted.id)).json()).toEqual(refused(MSG.redemptionNotDispatchable));
    expect((await dispatch(buyer, 999999)).statusCode).toBe(404);
    expect((await row(granted.id)).state).toBe(S.APPROVED);
  });

  it('refuses a dispatch date before the purchase or after Colombia\'s today, and a day that does not exist', async () => {
    const { id } = await bought();
    expect((await dispatch(buyer, id, { dispatch_date: day(-3) })).json()).toEqual(refused(MSG.redemptionDispatchBeforePurchase, 400));
    expect((await dispatch(buyer, id, { dispatch_date: day(1) })).json()).toEqual(refused(MSG.redemptionDateFuture, 400));
    expect((await dispatch(buyer, id, { dispatch_date: '2026-02-30' })).json().detail).toContain(DELIVERY_TEXT.dateInvalid);
    // 23:30 in Bogotá is the next day in UTC: that next day is still the future
    clock.now = new Date('2026-12-07T04:30:00.000Z');
    expect((await dispatch(buyer, id, { dispatch_date: '2026-12-07' })).json()).toEqual(refused(MSG.redemptionDateFuture, 400));
    expect((await dispatch(buyer, id, { dispatch_date: '2026-12-06' })).statusCode).toBe(200);
  });

  it('refuses a guide or a carrier on a digital voucher, and takes the voucher without them', async () => {
    const { id } = await bought();
    const guide = await dispatch(buyer, id, { delivery_method: 'voucher', carrier: null, guide_number: 'BONO-1' });
    expect(guide.statusCode).toBe(400);
    expect(guide.json().detail).toBe(`Campo número de guía: ${DELIVERY_TEXT.guideOnVoucher}`);
    expect((await dispatch(buyer, id, { delivery_method: 'voucher', guide_number: null })).json().detail).toBe(`Campo transportadora: ${DELIVERY_TEXT.guideOnVoucher}`);
    expect((await row(id)).state).toBe(S.CONFIRMED);
    const ok = await post(buyer, API.redemptionDispatch(id), { delivery_method: 'voucher', tracking_url: 'https://bonos.example.com/AB12', dispatch_date: day(0) });
    expect(ok.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ delivery_method: 'voucher', carrier: null, guide_number: null, tracking_url: 'https://bonos.example.com/AB12' });
  });

  it('needs the address, an existing city and the recipient for an address, a carrier and a guide for the branch', async () => {
    const { id } = await bought();
    const address = await dispatch(buyer, id, { delivery_method: 'address', recipient: null });
    expect(address.statusCode).toBe(400);
    for (const field of ['dirección de entrega', 'ciudad de entrega', 'quién recibe']) expect(address.json().detail).toContain(`Campo ${field}:`);
    expect((await dispatch(buyer, id, { delivery_method: 'address', delivery_address: 'Calle 1', delivery_city_id: 999999 })).json()).toEqual(refused(MSG.redemptionCityNotFound, 400));
    expect((await dispatch(buyer, id, { guide_number: '   ' })).json().detail).toBe(`Campo número de guía: ${DELIVERY_TEXT.guideRequired}`);
    expect((await dispatch(buyer, id, { carrier: undefined })).json().detail).toBe(`Campo transportadora: ${DELIVERY_TEXT.carrierRequired}`);
    expect((await dispatch(buyer, id, { delivery_method: 'paloma' })).json().detail).toBe(`Campo método de entrega: ${DELIVERY_TEXT.selectMethod}`);
    expect((await dispatch(buyer, id, { tracking_url: 'javascript:alert(1)' })).json().detail).toBe(`Campo enlace de seguimiento: ${DELIVERY_TEXT.trackingUrlInvalid}`);
    expect((await dispatch(buyer, id, { guide_number: 'G'.repeat(61) })).json().detail).toBe('Campo número de guía: Máximo 60 caracteres');
    expect((await row(id)).state).toBe(S.CONFIRMED);
  });

  it('refuses a guide number with control characters or a line break, with a Spanish text naming the field', async () => {
    const { id } = await bought();
    const control = await dispatch(buyer, id, { guide_number: 'SV-\u0007-001' });
    expect(control.json()).toEqual(refused(`Campo número de guía: ${MSG.textControlCharacters}`, 400));
    const lines = await dispatch(buyer, id, { guide_number: 'SV-001\nSV-002' });
    expect(lines.statusCode).toBe(400);
    expect(lines.json().detail).toMatch(/^Campo número de guía: /);
    expect((await row(id)).guide_number).toBeNull();
  });

  it('two buyers dispatching one prize at once: one wins, the other gets 409 in Spanish', async () => {
    for (let i = 0; i < 6; i += 1) {
      const { id } = await bought();
      const answers = await Promise.all([dispatch(buyer, id, { guide_number: `A-${i}` }), dispatch(buyer2, id, { guide_number: `B-${i}` })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409)!;
      expect(loser.json().detail).toBe(MSG.redemptionNotDispatchable);
      const winner = answers[0].statusCode === 200 ? `A-${i}` : `B-${i}`;
      expect((await row(id)).guide_number).toBe(winner);
      expect((await auditOf(t.db, 'apply_for', id)).filter((a) => a.action === 'dispatch')).toHaveLength(1);
    }
  });
});

describe('POST /api/product/delivered/{id}', () => {
  it('moves despachado to entregado with the date and a private photo, answered as a signed link', async () => {
    const { user, id } = await dispatched();
    const res = await deliver(buyer, id);
    expect(res.json()).toEqual({ message: 'success', detail: MSG.redemptionDelivered });
    const stored = await row(id);
    expect(stored).toMatchObject({ state: S.DELIVERED, delivery_date: day(0) });
    expect(stored.proof_image).toMatch(/^\/uploads\/deliveries\/[0-9a-f-]+\.png$/);
    const link = (await get(user, id)).json().proof_image;
    expect(link).toMatch(new RegExp(`^${stored.proof_image!.replace(/[.]/g, '\\.')}\\?expires=\\d+&signature=[\\w-]+$`));
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: stored.proof_image! })).statusCode).toBe(403);
    expect((await auditOf(t.db, 'apply_for', id)).at(-1)).toMatchObject({ action: 'deliver', actor_id: buyer.id });
    expect((await mailsTo(user.email)).at(-1)!.subject).toBe('Su producto Reloj inteligente fue entregado');
  });

  it('refuses a delivery date before the dispatch or after today, a missing photo and a file that is not an image; nothing is stored', async () => {
    const { id } = await dispatched();
    const before = proofFiles().length;
    expect((await deliver(buyer, id, { delivery_date: day(-2) })).json()).toEqual(refused(MSG.redemptionDeliveryBeforeDispatch, 400));
    expect((await deliver(buyer, id, { delivery_date: day(1) })).json()).toEqual(refused(MSG.redemptionDateFuture, 400));
    expect((await deliver(buyer, id, { delivery_date: day(0) }, null)).json()).toEqual(refused(MSG.redemptionProofRequired, 400));
    const text = await deliver(buyer, id, { delivery_date: day(0) }, Buffer.from('esto no es una foto, es un texto cualquiera'));
    expect(text.json()).toEqual(refused(MSG.invalidImage, 400));
    expect((await deliver(buyer, id, {})).json().detail).toMatch(/^Campo fecha de entrega: /);
    expect(proofFiles()).toHaveLength(before);
    expect(await row(id)).toMatchObject({ state: S.DISPATCHED, delivery_date: null, proof_image: null });
  });

  it('is refused before the dispatch, for the approver and the participant', async () => {
    const { user, id } = await bought();
    expect((await deliver(buyer, id)).json()).toEqual(refused(MSG.redemptionNotDeliverable));
    expect((await deliver(approver, id)).statusCode).toBe(403);
    expect((await deliver(user, id)).statusCode).toBe(403);
  });
});

describe("POST /api/product/received/{id} ('Recibido')", () => {
  it('lets the participant who owns it move despachado to entregado; another participant finds nothing', async () => {
    const { user, id } = await dispatched();
    const other = await createUser(t.db);
    expect((await post(other, API.redemptionReceived(id))).json()).toEqual(refused(MSG.redemptionNotFound, 404));
    expect((await get(other, id)).statusCode).toBe(404);
    for (const staff of [buyer, admin, approver]) expect((await post(staff, API.redemptionReceived(id))).statusCode).toBe(403);
    const res = await post(user, API.redemptionReceived(id));
    expect(res.json()).toEqual({ message: 'success', detail: MSG.redemptionReceived });
    expect(await row(id)).toMatchObject({ state: S.DELIVERED, received_at: START.toISOString(), delivery_date: day(0) });
    expect((await post(user, API.redemptionReceived(id))).json()).toEqual(refused(MSG.redemptionNotReceivable));
  });

  it('is refused before the dispatch', async () => {
    const { user, id } = await bought();
    expect((await post(user, API.redemptionReceived(id))).json()).toEqual(refused(MSG.redemptionNotReceivable));
  });
});

describe('POST /api/product/claim/{id}', () => {
  const claim = (u: TestUser, id: number, comment: unknown = 'El paquete llegó abierto y sin el cargador') => post(u, API.redemptionClaim(id), { comment });

  it('takes the owner\'s claim of a dispatched prize with a comment of at least 10 characters', async () => {
    const { user, id } = await dispatched();
    expect((await claim(user, id, 'No llegó')).json().detail).toBe(`Campo comentario: ${DELIVERY_TEXT.claimMin}`);
    expect((await claim(await createUser(t.db), id)).statusCode).toBe(404);
    expect((await claim(buyer, id)).statusCode).toBe(403);
    expect((await claim(user, id)).json()).toEqual({ message: 'success', detail: MSG.redemptionClaimed });
    expect(await row(id)).toMatchObject({ state: S.CLAIMED, claim_comment: 'El paquete llegó abierto y sin el cargador', claim_at: START.toISOString() });
    expect((await claim(user, id)).json()).toEqual(refused(MSG.redemptionNotClaimable(t.config.DELIVERY_CLAIM_DAYS)));
  });

  it('takes a claim of a delivered prize until DELIVERY_CLAIM_DAYS days after its delivery date, not later', async () => {
    expect(t.config.DELIVERY_CLAIM_DAYS).toBe(7);
    const late = await dispatched();
    expect((await deliver(buyer, late.id)).statusCode).toBe(200);
    const inTime = await dispatched();
    expect((await deliver(buyer, inTime.id)).statusCode).toBe(200);
    clock.now = new Date(START.getTime() + 7 * 86_400_000);
    expect((await claim(inTime.user, inTime.id)).statusCode).toBe(200);
    clock.now = new Date(START.getTime() + 8 * 86_400_000);
    expect((await claim(late.user, late.id)).json()).toEqual(refused(MSG.redemptionNotClaimable(7)));
    expect((await row(late.id)).state).toBe(S.DELIVERED);
  });

  it('is resolved by a new dispatch, a recorded delivery or a cancellation', async () => {
    const again = await dispatched();
    await claim(again.user, again.id);
    expect((await dispatch(buyer, again.id, { guide_number: 'SV-2026-NUEVA', dispatch_date: day(0) })).statusCode).toBe(200);
    expect(await row(again.id)).toMatchObject({ state: S.DISPATCHED, guide_number: 'SV-2026-NUEVA' });

    const delivered = await dispatched();
    await claim(delivered.user, delivered.id);
    expect((await deliver(admin, delivered.id)).statusCode).toBe(200);
    expect((await row(delivered.id)).state).toBe(S.DELIVERED);

    const cancelled = await dispatched();
    await claim(cancelled.user, cancelled.id);
    expect((await post(buyer, API.redemptionCancel(cancelled.id), { comment: 'Sin existencias' })).statusCode).toBe(200);
    expect((await row(cancelled.id)).state).toBe(S.CANCELLED);
    expect(await pointsOf(t.db, cancelled.user.id)).toBe(1000);
  });
});

describe('POST /api/product/notdelivered/{id}', () => {
  it('moves despachado to No entregado with the comment; a new dispatch follows', async () => {
    const { user, id } = await dispatched();
    expect((await post(user, API.redemptionNotDelivered(id), { comment: 'Nadie recibió' })).statusCode).toBe(403);
    expect((await post(buyer, API.redemptionNotDelivered(id), { comment: 'no' })).json().detail).toBe('Campo comentario: Mínimo 3 caracteres');
    expect((await post(buyer, API.redemptionNotDelivered(id), { comment: 'Nadie recibió en la sucursal' })).json()).toEqual({ message: 'success', detail: MSG.redemptionNotDelivered });
    expect(await row(id)).toMatchObject({ state: S.NOT_DELIVERED, delivery_comment: 'Nadie recibió en la sucursal' });
    expect((await mailsTo(user.email)).at(-1)!.subject).toBe('Su producto Reloj inteligente no pudo ser entregado');
    expect((await dispatch(admin, id, { dispatch_date: day(0) })).statusCode).toBe(200);
    expect((await row(id)).state).toBe(S.DISPATCHED);
  });

  it('is refused before the dispatch', async () => {
    const { id } = await bought();
    expect((await post(buyer, API.redemptionNotDelivered(id), { comment: 'Nadie recibió' })).json()).toEqual(refused(MSG.redemptionNotUndeliverable));
  });
});

describe('POST /api/product/cancel/{id}', () => {
  const cancel = (u: TestUser, id: number) => post(u, API.redemptionCancel(id), { comment: 'El proveedor no tiene el producto' });

  it.each([
    ['Aprobado', approved],
    ['Comprado', bought],
    ['No entregado', async () => {
      const r = await dispatched();
      await post(buyer, API.redemptionNotDelivered(r.id), { comment: 'Nadie recibió' });
      return r;
    }],
  ])('from %s gives the points back to the lots they came from: the balance is the ledger\'s sum', async (_state, make) => {
    const { user, id } = await make();
    expect(await pointsOf(t.db, user.id)).toBe(600);
    const res = await cancel(buyer, id);
    expect(res.json()).toEqual({ message: 'success', detail: MSG.redemptionCancelled });
    expect(await row(id)).toMatchObject({ state: S.CANCELLED, delivery_comment: 'El proveedor no tiene el producto' });
    expect(await pointsOf(t.db, user.id)).toBe(1000);
    const ledger = await t.db.selectFrom('points_ledger').select(['kind', 'amount']).where('users_id', '=', user.id).orderBy('id').execute();
    expect(ledger.map((l) => [l.kind, l.amount])).toEqual([['adjustment', 1000], ['spend', -400], ['refund', 400]]);
    expect(JSON.parse((await auditOf(t.db, 'apply_for', id)).at(-1)!.detail!)).toMatchObject({ to: 'cancelado', refunded: 400, balance: 1000 });
    expect((await mailsTo(user.email)).at(-1)!.body).toContain('Los 400 puntos de la solicitud fueron devueltos a su saldo.');
  });

  it('is never made after Entregado, nor from Espera or Despachado, nor by the approver or the participant', async () => {
    const delivered = await dispatched();
    await deliver(buyer, delivered.id);
    expect((await cancel(buyer, delivered.id)).json()).toEqual(refused(MSG.redemptionNotCancellable));
    expect(await pointsOf(t.db, delivered.user.id)).toBe(600);
    const pending = await requested();
    expect((await cancel(buyer, pending.id)).json()).toEqual(refused(MSG.redemptionNotCancellable));
    const out = await dispatched();
    expect((await cancel(admin, out.id)).json()).toEqual(refused(MSG.redemptionNotCancellable));
    const granted = await approved();
    expect((await cancel(approver, granted.id)).statusCode).toBe(403);
    expect((await cancel(granted.user, granted.id)).statusCode).toBe(403);
  });

  it('two cancellations at once refund once', async () => {
    const { user, id } = await bought();
    const answers = await Promise.all([cancel(buyer, id), cancel(buyer2, id), cancel(admin, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await pointsOf(t.db, user.id)).toBe(1000);
  });
});

describe('forward only', () => {
  it('no move takes a delivered or cancelled prize back, nor a dispatched one back to the purchase or the review', async () => {
    const delivered = await dispatched();
    await deliver(buyer, delivered.id);
    const cancelled = await bought();
    await post(buyer, API.redemptionCancel(cancelled.id), { comment: 'Sin existencias' });
    const out = await dispatched();
    for (const { id } of [delivered, cancelled]) {
      expect((await dispatch(buyer, id)).statusCode).toBe(409);
      expect((await deliver(buyer, id)).statusCode).toBe(409);
      expect((await post(buyer, API.redemptionNotDelivered(id), { comment: 'Nadie recibió' })).statusCode).toBe(409);
    }
    for (const { id } of [delivered, cancelled, out]) {
      expect((await post(buyer, API.redemptionBought(id), { buyer_comment: 'Otra vez', purchase_date: day(-1) })).json()).toEqual(refused(MSG.redemptionNotApproved));
      expect((await post(approver, API.redemptionApprove(id), {})).json()).toEqual(refused(MSG.redemptionNotPending));
      expect((await post(approver, API.redemptionReject(id), { comment: 'Tarde' })).json()).toEqual(refused(MSG.redemptionNotPending));
    }
    expect((await post(cancelled.user, API.redemptionReceived(cancelled.id))).statusCode).toBe(409);
    expect((await post(cancelled.user, API.redemptionClaim(cancelled.id), { comment: 'Quiero mi premio de vuelta' })).statusCode).toBe(409);
    expect((await row(delivered.id)).state).toBe(S.DELIVERED);
    expect((await row(cancelled.id)).state).toBe(S.CANCELLED);
    expect((await row(out.id)).state).toBe(S.DISPATCHED);
  });

  it('only a dispatch writes the delivery data: a delivery record carrying an address is refused', async () => {
    const { id } = await dispatched();
    const before = await row(id);
    const res = await deliver(buyer, id, { delivery_date: day(0), delivery_address: 'Otra dirección', delivery_method: 'address' });
    expect(res.json()).toEqual(refused(DELIVERY_TEXT.deliveryDataOnDispatch, 400));
    expect(await row(id)).toEqual(before);
  });
});

describe('the alerts sweep (the staff mailed once when a prize has 7 days or fewer left, once when overdue)', () => {
  const alertsOf = async (to: string, id: number) =>
    (await mailsTo(to)).filter((m) => new RegExp(`solicitud #${id}(,|$)`).test(m.subject)).map((m) => (m.subject.startsWith('Premio vencido') ? 'overdue' : 'soon'));

  it('sends each alert once, to every buyer and administrator, over two runs and again when overdue', async () => {
    clock.now = new Date('2026-05-10T15:00:00.000Z');
    const { user, id } = await bought(); // due 2026-06-10
    const at = (iso: string) => runDeliveryAlertSweep(t.db, { now: new Date(iso) });
    expect((await at('2026-06-02T15:00:00.000Z')).ran).toBe(true); // 8 days left
    expect(await alertsOf(buyer.email, id)).toEqual([]);
    await at('2026-06-03T15:00:00.000Z'); // 7 days left
    await at('2026-06-03T16:00:00.000Z');
    for (const staff of [buyer, buyer2, admin]) expect(await alertsOf(staff.email, id)).toEqual(['soon']);
    for (const other of [approver, user]) expect(await alertsOf(other.email, id)).toEqual([]);
    expect((await mailsTo(buyer.email)).map((m) => m.subject)).toContain(`Premio por entregar: solicitud #${id}, quedan 7 días`);
    await at('2026-06-10T15:00:00.000Z'); // due today: not overdue yet
    await at('2026-06-11T15:00:00.000Z'); // overdue
    await at('2026-06-12T15:00:00.000Z');
    expect(await alertsOf(buyer.email, id)).toEqual(['soon', 'overdue']);
    expect((await row(id)).alert_overdue_at).toBe('2026-06-11T15:00:00.000Z');
  });

  it('after the server was down past both thresholds, sends the overdue alert only, once, and marks both', async () => {
    clock.now = new Date('2026-05-10T15:00:00.000Z');
    const { id } = await approved();
    await runDeliveryAlertSweep(t.db, { now: new Date('2026-07-01T15:00:00.000Z') });
    await runDeliveryAlertSweep(t.db, { now: new Date('2026-07-01T16:00:00.000Z') });
    expect(await alertsOf(buyer.email, id)).toEqual(['overdue']);
    expect(await row(id)).toMatchObject({ alert_soon_at: '2026-07-01T15:00:00.000Z', alert_overdue_at: '2026-07-01T15:00:00.000Z' });
  });

  it('leaves delivered, cancelled and rejected prizes alone', async () => {
    clock.now = new Date('2026-05-10T15:00:00.000Z');
    const delivered = await dispatched();
    await deliver(buyer, delivered.id);
    const cancelled = await approved();
    await post(buyer, API.redemptionCancel(cancelled.id), { comment: 'Sin existencias' });
    const rejected = await requested();
    await post(approver, API.redemptionReject(rejected.id), { comment: 'No aplica' });
    await runDeliveryAlertSweep(t.db, { now: new Date('2026-07-01T15:00:00.000Z') });
    for (const { id } of [delivered, cancelled, rejected]) expect(await alertsOf(buyer.email, id)).toEqual([]);
  });

  it('does not run while another process holds its lock row', async () => {
    clock.now = new Date('2026-05-10T15:00:00.000Z');
    const { id } = await approved();
    const now = new Date('2026-07-01T15:00:00.000Z');
    await t.db.insertInto('locks').values({ name: DELIVERY_ALERT_LOCK, holder: 'otro-proceso', acquired_at: now.toISOString(), expires_at: new Date(now.getTime() + 60_000).toISOString() }).execute();
    expect(await runDeliveryAlertSweep(t.db, { now })).toEqual({ ran: false, soon: 0, overdue: 0 });
    expect(await alertsOf(buyer.email, id)).toEqual([]);
    // its holder died: the row expired, and the next run takes it
    expect((await runDeliveryAlertSweep(t.db, { now: new Date(now.getTime() + 120_000) })).ran).toBe(true);
    expect(await alertsOf(buyer.email, id)).toEqual(['overdue']);
    expect(await t.db.selectFrom('locks').select('name').where('name', '=', DELIVERY_ALERT_LOCK).execute()).toEqual([]);
  });

  it('two sweeps at once send each alert once', async () => {
    clock.now = new Date('2026-05-10T15:00:00.000Z');
    const { id } = await approved();
    const now = new Date('2026-07-01T15:00:00.000Z');
    await Promise.all([runDeliveryAlertSweep(t.db, { now, holder: 'a' }), runDeliveryAlertSweep(t.db, { now, holder: 'b' })]);
    expect(await alertsOf(buyer.email, id)).toEqual(['overdue']);
  });
});
