// Control characters, line breaks in one-line fields and broken Unicode are refused in
// every text the api takes (http/text-input.ts), with a Spanish 400 naming the field, on SQLite
// and PostgreSQL, before anything is stored or logged. The fuzz of every route is http/fuzz.test.ts;
// these are the cases one by one, by kind of input.
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { API, APP_KEY_HEADER } from '@portal/contract';
import { createMailer } from '../mail';
import { createRequest, line, multipart, participant, seedCatalogue, validData, type Catalogue } from '../modules/invoices/test-fixtures';
import { TEST_CLIENT, buildTestApp, createUser, type TestApp, type TestUser } from '../test/helper';

let t: TestApp;
let c: Catalogue;
let seller: TestUser;
let approver: TestUser;
let admin: TestUser;
const logs: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  t = await buildTestApp({}, { logger: { level: 'info', stream } });
  c = await seedCatalogue(t.db);
  seller = await participant(t.db, c.gold, c.subsidiaryId);
  approver = await createUser(t.db, { role: 'approver' });
  admin = await createUser(t.db, { role: 'admin' });
});
afterAll(async () => t.close());

const CONTROL = 'Contiene caracteres de control no permitidos';
const ONE_LINE = 'Debe ser una sola línea (sin saltos de línea ni tabulaciones)';
const UNICODE = 'Contiene caracteres no válidos (texto Unicode mal formado)';
const refused = (detail: string) => ({ message: 'error', detail, statusCode: 400 });

const count = async (table: 'audit_log' | 'access_tokens' | 'cities' | 'users') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
/** the mail files written so far (the decision mails of earlier tests sent first) */
async function outbox(): Promise<string[]> {
  await t.app.mailOutbox.idle();
  return fs.existsSync(t.config.OUTBOX_DIR) ? fs.readdirSync(t.config.OUTBOX_DIR).sort() : [];
}
/** log lines written since `from` holding a stack or at warning level and above */
const loggedTrouble = (from: number) => logs.slice(from).filter((l) => l.includes('"stack"') || (JSON.parse(l) as { level: number }).level >= 40);

describe('login and recovery', () => {
  it('answers a NUL in the identification number of a login with a Spanish 400, audits and logs nothing', async () => {
    const audit = await count('audit_log');
    const tokens = await count('access_tokens');
    const logStart = logs.length;
    const res = await t.app.inject({
      method: 'POST', url: API.login, headers: { 'content-type': 'application/json' },
      payload: `{"username":"${seller.identification_number}\\u0000","password":"${seller.password}","grant_type":"password","client_id":"${TEST_CLIENT.client_id}","client_secret":"${TEST_CLIENT.client_secret}"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(`Campo identificación: ${CONTROL}`));
    // the same answer for a number that exists and one that does not: it tells nothing of accounts
    const unknown = await t.app.inject({ method: 'POST', url: API.login, payload: { ...TEST_CLIENT, username: '55555555\u0000', password: 'x' } });
    expect(unknown.json()).toEqual(res.json());
    expect(await count('audit_log')).toBe(audit);
    expect(await count('access_tokens')).toBe(tokens);
    expect(loggedTrouble(logStart)).toEqual([]);
  });

  it('answers a NUL in a recovery with a Spanish 400, mails and stores nothing', async () => {
    const before = await outbox();
    const row = () => t.db.selectFrom('users').select(['temp_password_hash']).where('id', '=', seller.id).executeTakeFirstOrThrow();
    const stored = await row();
    const logStart = logs.length;
    const res = await t.app.inject({
      method: 'POST', url: API.recover,
      payload: { ...TEST_CLIENT, identification_number: `${seller.identification_number}\u0000`, email: seller.email },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(`Campo número de identificación: ${CONTROL}`));
    const email = await t.app.inject({ method: 'POST', url: API.recover, payload: { ...TEST_CLIENT, identification_number: seller.identification_number, email: `${seller.email}\u0000` } });
    expect(email.json()).toEqual(refused(`Campo correo: ${CONTROL}`));
    expect(await outbox()).toEqual(before);
    expect(await row()).toEqual(stored);
    expect(loggedTrouble(logStart)).toEqual([]);
  });
});

describe('lists, paths and bodies', () => {
  it("answers a participant's GET /api/city?q=%00 with a Spanish 400 naming the search", async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.cities}?q=%00`, headers: seller.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(`Campo búsqueda: ${CONTROL}`));
    // a parameter the list does not know, and one in the path, are refused alike
    expect((await t.app.inject({ method: 'GET', url: `${API.cities}?otro=%1B`, headers: seller.auth })).json()).toEqual(refused(`Campo otro: ${CONTROL}`));
    expect((await t.app.inject({ method: 'GET', url: API.city('1%7F'), headers: seller.auth })).json()).toEqual(refused(`Campo id: ${CONTROL}`));
    // odd but valid Unicode is a search like any other
    const emoji = await t.app.inject({ method: 'GET', url: `${API.cities}?q=${encodeURIComponent('\u202e😀é\u0301')}`, headers: seller.auth });
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json()).toEqual({ rows: [], total: 0 });
  });

  it('refuses a line break, a tab or a lone surrogate in a one-line field, and stores nothing', async () => {
    const cities = await count('cities');
    for (const [name, detail] of [['Bogotá\nCali', ONE_LINE], ['Bogotá\tD.C.', ONE_LINE], ['Bogo\u007ftá', CONTROL], ['Bogotá \ud83d', UNICODE]]) {
      const res = await t.app.inject({ method: 'POST', url: API.cities, headers: admin.auth, payload: { name } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused(`Campo nombre: ${detail}`));
    }
    expect(await count('cities')).toBe(cities);
    // RTL marks, emoji and combining marks are text
    const ok = await t.app.inject({ method: 'POST', url: API.cities, headers: admin.auth, payload: { name: 'Cúcuta 🚗 \u202eoiranecsE' } });
    expect(ok.statusCode).toBe(200);
    expect(await count('cities')).toBe(cities + 1);
  });

  it('names the field inside a list of a body and a form', async () => {
    const tires = await t.app.inject({
      method: 'POST', url: API.tires, headers: admin.auth,
      payload: { name: '195/65R15', tire_code: 'NUL-001', description: 'Llanta', design_id: c.designs.primacy, tire_points: [{ profiles_id: c.gold, points_general: '4\u00000', points_uhp: 0 }] },
    });
    expect(tires.json()).toEqual(refused(`Campo puntos por perfil #1 puntos generales: ${CONTROL}`));
    const invoice = await createRequest(t, seller, { data: validData(c, { number: 'FV\u0000-1' }), tires: [line(c, 0, 1)] });
    expect(invoice.json()).toEqual(refused(`Campo número de factura: ${CONTROL}`));
    const lines = await createRequest(t, seller, { data: validData(c), tires: [line(c, 0, 1), { ...line(c, 1, 1), amount: '1\u0000' }] });
    expect(lines.json()).toEqual(refused(`Campo llantas #2 cantidad: ${CONTROL}`));
    expect(await t.db.selectFrom('invoices').select('id').execute()).toEqual([]);
  });

  it('refuses a control character in the form of a registration, and registers nobody', async () => {
    const users = await count('users');
    const data = {
      name: 'Ana\u0000 Pérez', password: 'clave', email: 'ana.nul@example.com', phone: '3001234567', identification_number: '123456789',
      subsidiary_id: c.subsidiaryId, accept_terms: true, accept_habeas_data: true,
    };
    const form = multipart([{ name: 'data', value: JSON.stringify(data) }]);
    const res = await t.app.inject({ method: 'POST', url: API.userCreate, headers: { [APP_KEY_HEADER]: t.config.APP_KEY, ...form.headers }, payload: form.payload });
    expect(res.json()).toEqual(refused(`Campo nombre: ${CONTROL}`));
    // a text field the route does not read is refused too
    const extra = multipart([{ name: 'data', value: JSON.stringify({ ...data, name: 'Ana Pérez' }) }, { name: 'nota', value: 'a\u0001b' }]);
    const other = await t.app.inject({ method: 'POST', url: API.userCreate, headers: { [APP_KEY_HEADER]: t.config.APP_KEY, ...extra.headers }, payload: extra.payload });
    expect(other.json()).toEqual(refused(`Campo nota: ${CONTROL}`));
    expect(await count('users')).toBe(users);
  });

  it('answers a body nested past any depth with a 400, not a stack overflow', async () => {
    const depth = 200_000;
    const payload = `{"name":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`;
    const res = await t.app.inject({ method: 'POST', url: API.cities, headers: { ...admin.auth, 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused(`Campo nombre #1 #1 #1 #1 #1 #1 #1: ${CONTROL}`));
  });
});

describe('texts of several lines', () => {
  it('keeps the line breaks and tabs of a comment', async () => {
    const data = validData(c);
    expect((await createRequest(t, seller, { data, tires: [line(c, 0, 2)] })).statusCode).toBe(200);
    const { id } = await t.db.selectFrom('invoices').select('id').where('number', '=', data.number).executeTakeFirstOrThrow();
    const comment = 'La foto no se lee.\r\nEnvíe la factura de nuevo:\n\t- con el número visible';
    const res = await t.app.inject({ method: 'POST', url: API.invoiceReject(id), headers: approver.auth, payload: { comment_rejected: comment } });
    expect(res.statusCode).toBe(200);
    expect((await t.db.selectFrom('invoices').select('comment_rejected').where('id', '=', id).executeTakeFirstOrThrow()).comment_rejected).toBe(comment);
    // but never a control character
    const other = await t.app.inject({ method: 'POST', url: API.invoiceReject(id), headers: approver.auth, payload: { comment_rejected: 'Ilegible\u0000' } });
    expect(other.json()).toEqual(refused(`Campo comentario: ${CONTROL}`));
  });
});

describe('the contact form', () => {
  const contact = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: API.contact, headers: seller.auth, payload });
  const mensaje = 'Mi factura FV-100 no aparece.\r\nGracias,\nAndrés';

  it('refuses a subject with CR/LF, which would add header lines to the mail, and mails nothing', async () => {
    const before = await outbox();
    for (const asunto of ['Puntos\r\nBcc: intruso@example.com', 'Puntos de mi factura\n', 'Puntos\rX-Extra: 1']) {
      const res = await contact({ asunto, mensaje });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused(`Campo asunto: ${ONE_LINE}`));
    }
    expect(await outbox()).toEqual(before);
  });

  it('sends a message of several lines under a one-line subject', async () => {
    const before = await outbox();
    const res = await contact({ asunto: 'Puntos de mi factura', mensaje });
    expect(res.statusCode).toBe(200);
    const added = (await outbox()).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    const mail = fs.readFileSync(path.join(t.config.OUTBOX_DIR, added[0]), 'utf8');
    const headers = mail.slice(0, mail.indexOf('\n\n')).split('\n').map((h) => h.slice(0, h.indexOf(':')));
    expect(headers).toEqual(['From', 'To', 'Reply-To', 'Subject', 'Date', 'Message-ID']);
    expect(mail).toContain('Subject: Contáctanos: Puntos de mi factura\n');
    expect(mail).toContain(mensaje);
  });

  it('writes each header of an outbox file on one line, whatever a stored value holds', async () => {
    const mailer = createMailer({ from: 'portal@example.com', outboxDir: path.join(t.dir, 'outbox-headers') });
    const { file } = await mailer.sendMail({ to: 'ana@example.com', subject: 'Factura FV-1\r\nBcc: intruso@example.com', text: 'Hola' });
    const mail = fs.readFileSync(file!, 'utf8');
    expect(mail).toContain('Subject: Factura FV-1 Bcc: intruso@example.com\n');
    expect(mail).not.toMatch(/^Bcc:/m);
    mailer.close();
  });
});
