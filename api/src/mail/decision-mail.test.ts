// Decision mail on SQLite and PostgreSQL, through the api: each decision (invoice rejected,
// redemption approved / rejected / bought) queues exactly one Spanish mail to the participant in its
// own transaction, sent right after it into the outbox folder; a mailer that throws never undoes or
// blocks the decision (retried later, once); a decision that fails queues nothing.
import fs from 'node:fs';
import path from 'node:path';
import { API } from '@portal/contract';
import { checkPointsInvariants } from '../points';
import { earnInvoice, grant, insertProduct, redeem } from '../points/test-fixtures';
import { buildTestApp, createRoleUsers, createUser, type TestApp, type TestUser } from '../test/helper';
import { createMailer, type Mailer } from './index';
import { sendDueMail } from './outbox';

let t: TestApp;
let approver: TestUser;
let buyer: TestUser;
let admin: TestUser;
let product: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ approver, buyer, admin } = await createRoleUsers(t.db));
  product = await insertProduct(t.db, 400, { name: 'Reloj inteligente' });
});
afterEach(async () => expect(await checkPointsInvariants(t.db)).toEqual([]));
afterAll(async () => t.close());

const post = (app: TestApp, u: TestUser, url: string, payload: object) => app.app.inject({ method: 'POST', url, headers: u.auth, payload });
const mailsTo = (app: TestApp, to: string) => app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
/** the outbox files written for `to` (mail/index.ts: one .txt per message) */
function filesTo(dir: string, to: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).filter((text) => text.includes(`\nTo: ${to}\n`));
}

/** a participant with 1000 points and a request of 400 in Espera */
async function pending(app: TestApp = t, productId = product) {
  const user = await createUser(app.db, { name: 'Ana Gómez' });
  await grant(app.db, user.id, 1000, new Date());
  const { id } = await redeem(app.db, user.id, productId, 400);
  return { user, id };
}

/** exactly one mail to the user, sent, and its file in the outbox folder */
async function expectOneSentMail(user: TestUser, subject: string, body: string[]) {
  await t.app.mailOutbox.idle();
  const rows = await mailsTo(t, user.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ subject, attempts: 0, last_error: null });
  expect(rows[0].sent_at).not.toBeNull();
  for (const part of body) expect(rows[0].body).toContain(part);
  const files = filesTo(t.config.OUTBOX_DIR, user.email);
  expect(files).toHaveLength(1);
  expect(files[0]).toContain(`Subject: ${subject}`);
  for (const part of body) expect(files[0]).toContain(part);
}

describe('each decision mails the participant once', () => {
  it('invoice rejected: the number, the comment, the points taken back', async () => {
    const user = await createUser(t.db, { name: 'Ana Gómez' });
    const { invoiceId } = await earnInvoice(t.db, user.id, 250, new Date().toISOString().slice(0, 10));
    const { number } = await t.db.selectFrom('invoices').select('number').where('id', '=', invoiceId).executeTakeFirstOrThrow();
    const res = await post(t, admin, API.invoiceReject(invoiceId), { comment_rejected: 'Factura ilegible' });
    expect(res.statusCode).toBe(200);
    await expectOneSentMail(user, `Su factura ${number} fue rechazada`, [
      'Hola Ana Gómez:', `Su factura ${number} fue rechazada.`, 'Comentario: Factura ilegible', 'Los 250 puntos que le había dado esta factura fueron descontados de su saldo.',
    ]);
  });

  it('redemption approved: the product, the points already taken', async () => {
    const { user, id } = await pending();
    expect((await post(t, approver, API.redemptionApprove(id), { comment: 'Todo en orden' })).statusCode).toBe(200);
    await expectOneSentMail(user, 'Su solicitud de Reloj inteligente fue aprobada', [
      'Su solicitud de redención del producto Reloj inteligente fue aprobada.', 'Comentario: Todo en orden', 'Los puntos ya fueron descontados de su saldo',
    ]);
  });

  it('redemption rejected: the product, the comment, the points returned', async () => {
    const { user, id } = await pending();
    expect((await post(t, approver, API.redemptionReject(id), { comment: 'Producto agotado' })).statusCode).toBe(200);
    await expectOneSentMail(user, 'Su solicitud de Reloj inteligente fue rechazada', [
      'Su solicitud de redención del producto Reloj inteligente fue rechazada.', 'Comentario: Producto agotado', 'Los 400 puntos de la solicitud fueron devueltos a su saldo.',
    ]);
  });

  it('redemption bought: the product, the purchase date, the buyer comment (and the approval mail before it)', async () => {
    const { user, id } = await pending();
    expect((await post(t, approver, API.redemptionApprove(id), {})).statusCode).toBe(200);
    await t.app.mailOutbox.idle();
    expect((await post(t, buyer, API.redemptionBought(id), { buyer_comment: 'Entregado en tienda', purchase_date: '2026-11-01' })).statusCode).toBe(200);
    await t.app.mailOutbox.idle();
    const rows = await mailsTo(t, user.email);
    expect(rows.map((r) => r.subject)).toEqual(['Su solicitud de Reloj inteligente fue aprobada', 'Su producto Reloj inteligente fue comprado']);
    expect(rows.every((r) => r.sent_at !== null)).toBe(true);
    expect(rows[1].body).toContain('El producto Reloj inteligente de su solicitud de redención fue comprado el 1 de noviembre de 2026.');
    expect(rows[1].body).toContain('Comentario del comprador: Entregado en tienda');
    const files = filesTo(t.config.OUTBOX_DIR, user.email);
    expect(files).toHaveLength(2);
    expect(files.filter((f) => f.includes('Subject: Su producto Reloj inteligente fue comprado') && f.includes('1 de noviembre de 2026'))).toHaveLength(1);
  });
});

describe('a decision that fails queues no mail', () => {
  it('wrong state (409), invalid body (400), unknown id (404)', async () => {
    const { user, id } = await pending();
    expect((await post(t, approver, API.redemptionApprove(id), {})).statusCode).toBe(200);
    await t.app.mailOutbox.idle();
    expect((await post(t, approver, API.redemptionReject(id), { comment: 'Tarde' })).statusCode).toBe(409);
    expect((await post(t, approver, API.redemptionApprove(id), {})).statusCode).toBe(409);
    const { id: other } = await pending();
    expect((await post(t, buyer, API.redemptionBought(other), { buyer_comment: 'Entregado', purchase_date: '2026-11-01' })).statusCode).toBe(409);
    expect((await post(t, approver, API.redemptionReject(other), { comment: 'ok' })).statusCode).toBe(400);
    expect((await post(t, approver, API.redemptionReject(999999), { comment: 'Producto agotado' })).statusCode).toBe(404);
    await t.app.mailOutbox.idle();
    expect((await mailsTo(t, user.email)).map((r) => r.subject)).toEqual(['Su solicitud de Reloj inteligente fue aprobada']);

    const owner = await createUser(t.db);
    const { invoiceId } = await earnInvoice(t.db, owner.id, 100, new Date().toISOString().slice(0, 10));
    expect((await post(t, admin, API.invoiceApprove(invoiceId), {})).statusCode).toBe(200);
    expect((await post(t, admin, API.invoiceReject(invoiceId), { comment_rejected: 'Factura ilegible' })).statusCode).toBe(409);
    await t.app.mailOutbox.idle();
    expect(await mailsTo(t, owner.email)).toEqual([]);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', owner.email).execute()).toEqual([]);
  });
});

describe('a mailer that throws', () => {
  let broken: TestApp;
  let failing = true;
  let sends = 0;
  beforeAll(async () => {
    let real: Mailer | undefined;
    const mailer: Mailer = {
      async sendMail(message) {
        if (failing) throw new Error('SMTP caído');
        sends += 1;
        return real!.sendMail(message);
      },
      close: () => undefined,
    };
    broken = await buildTestApp({}, { mailer });
    real = createMailer({ from: broken.config.MAIL_FROM, outboxDir: broken.config.OUTBOX_DIR });
  });
  afterAll(async () => broken.close());

  it('never undoes the decision; the row is retried later and sent once', async () => {
    const productId = await insertProduct(broken.db, 400, { name: 'Freidora de aire' });
    const { user, id } = await pending(broken, productId);
    const before = Date.now();
    const res = await post(broken, await createUser(broken.db, { role: 'approver' }), API.redemptionReject(id), { comment: 'Producto agotado' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Solicitud Rechazada' });
    await broken.app.mailOutbox.idle();
    expect(await broken.db.selectFrom('apply_for').select('state').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ state: 'rechazado' });
    expect((await broken.db.selectFrom('users').select('points').where('id', '=', user.id).executeTakeFirstOrThrow()).points).toBe(1000);

    const [row] = await mailsTo(broken, user.email);
    expect(row).toMatchObject({ attempts: 1, last_error: 'SMTP caído', sent_at: null });
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(before + 50_000);

    // not due yet: another run leaves it alone
    failing = false;
    expect(await broken.app.mailOutbox.run()).toEqual({ sent: 0, failed: 0 });
    expect(sends).toBe(0);
    // a minute later (the clock of the run), with a working mailer: sent once
    const later = () => new Date(Date.now() + 2 * 60_000);
    const log = { warn: jest.fn(), error: jest.fn() };
    expect(await sendDueMail(broken.db, broken.app.mailer, log, later)).toEqual({ sent: 1, failed: 0 });
    expect(await sendDueMail(broken.db, broken.app.mailer, log, later)).toEqual({ sent: 0, failed: 0 });
    expect(sends).toBe(1);
    const [after] = await mailsTo(broken, user.email);
    expect(after.sent_at).not.toBeNull();
    expect(after.attempts).toBe(1);
    expect(filesTo(broken.config.OUTBOX_DIR, user.email)).toHaveLength(1);
    expect(await checkPointsInvariants(broken.db)).toEqual([]);
  });
});
