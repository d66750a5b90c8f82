// SPEC 7 "Session" through the HTTP api: login, recovery, session refresh, logout.
import fs from 'node:fs';
import path from 'node:path';
import { API } from '@portal/contract';
import { addHours } from '../../db/time';
import { grant } from '../../points/test-fixtures';
import { TEST_CLIENT, TEST_PASSWORD, auditOf, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { login, refreshSession } from './service';
import { hashToken } from './tokens';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.db, { role: 'participant', email: 'Vendedor.Uno@Example.com' });
});
afterAll(async () => t.close());

const postLogin = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: API.login, payload });
const loginAs = (u: TestUser, password = TEST_PASSWORD) => postLogin({ username: u.identification_number, password, ...TEST_CLIENT });

/** the outbox mails to `address`, oldest first (file names sort by time) */
function mailsTo(address: string, dir = t.config.OUTBOX_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((mail) => mail.includes(`\nTo: ${address}\n`));
}

describe('POST /api/login', () => {
  it('answers an array whose first item is the user with points and access_token', async () => {
    const res = await loginAs(user);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]).toEqual({
      id: user.id,
      name: user.name,
      image: null,
      points: 0,
      profiles_id: user.profiles_id,
      identification_number: user.identification_number,
      email: user.email,
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_at: expect.any(String),
    });
    // the token is stored only as its sha256
    const stored = await t.db.selectFrom('access_tokens').select('token_hash').where('token_hash', '=', hashToken(body[0].access_token)).executeTakeFirst();
    expect(stored).toBeDefined();
    const raw = await t.db.selectFrom('access_tokens').select('id').where('token_hash', '=', body[0].access_token).executeTakeFirst();
    expect(raw).toBeUndefined();
    // expires TOKEN_TTL_HOURS (12) from now
    const hours = (Date.parse(body[0].expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    // and the token opens the api
    const session = await t.app.inject({ method: 'GET', url: API.session, headers: { authorization: `Bearer ${body[0].access_token}` } });
    expect(session.statusCode).toBe(200);
  });

  it('answers 401 with the Spanish text as message and detail on a wrong password or unknown user', async () => {
    const expected = { message: 'Identificación o contraseña incorrecta', detail: 'Identificación o contraseña incorrecta', statusCode: 401 };
    const wrong = await loginAs(user, 'otra-clave');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    const unknown = await postLogin({ username: '5555555555', password: TEST_PASSWORD, ...TEST_CLIENT });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expected);
  });

  it('refuses a wrong client secret or client id', async () => {
    const badSecret = await postLogin({ username: user.identification_number, password: TEST_PASSWORD, ...TEST_CLIENT, client_secret: 'nope' });
    expect(badSecret.statusCode).toBe(401);
    expect(badSecret.json()).toEqual({ message: 'error', detail: 'Cliente no autorizado', statusCode: 401 });
    const badId = await postLogin({ username: user.identification_number, password: TEST_PASSWORD, ...TEST_CLIENT, client_id: 'otro' });
    expect(badId.statusCode).toBe(401);
  });

  it('answers 400 naming the missing field', async () => {
    const res = await postLogin({ username: user.identification_number, ...TEST_CLIENT });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('error');
    expect(res.json().detail).toMatch(/^Campo contraseña: /);
  });

  it('answers 400 on malformed JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.login, headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('El cuerpo de la petición no es JSON válido');
  });

  it('refuses an inactive user with 403 once the password is right', async () => {
    const inactive = await createUser(t.db, { state: 0 });
    expect((await loginAs(inactive, 'mala')).statusCode).toBe(401);
    const res = await loginAs(inactive);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Su usuario está inactivo. Comuníquese con soporte para activarlo.');
  });
});

describe('POST /api/users/recover', () => {
  const recover = (u: { identification_number: string; email: string }, remoteAddress?: string, app = t.app) =>
    app.inject({ method: 'POST', url: API.recover, payload: { identification_number: u.identification_number, email: u.email, ...TEST_CLIENT }, ...(remoteAddress ? { remoteAddress } : {}) });
  const SENT = { message: 'success', detail: 'Correo enviado con éxito. Revise su correo: si los datos corresponden a una cuenta activa, allí encontrará una contraseña temporal.' };
  const accountOf = (id: number) =>
    t.db.selectFrom('users').select(['password_hash', 'temp_password_hash', 'temp_password_expires_at', 'state']).where('id', '=', id).executeTakeFirstOrThrow();
  const sessionOf = (u: TestUser) => t.app.inject({ method: 'GET', url: API.session, headers: u.auth });

  /** recovers and answers the temporary password of the mail, read the way the e2e test reads it */
  async function recoverAndReadMail(target: TestUser): Promise<string> {
    const res = await recover({ identification_number: target.identification_number, email: target.email });
    expect(res.statusCode).toBe(200);
    await t.app.mailOutbox.run(); // mailed after the answer, from the queue
    const mail = mailsTo(target.email).at(-1)!;
    const temp = /contraseña temporal[^:]*:\s*([A-Za-z0-9]{8,})/i.exec(mail);
    expect(temp).not.toBeNull();
    return temp![1];
  }

  it('mails a temporary password and keeps the current password and the open sessions working', async () => {
    const target = await createUser(t.db);
    const before = await accountOf(target.id);
    const res = await recover({ identification_number: target.identification_number, email: target.email.toUpperCase() });
    // the e-mail matches whatever its capitals
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);

    await t.app.mailOutbox.run(); // mailed after the answer, from the queue
    const mails = mailsTo(target.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Recuperación de contraseña - Portal de Puntos');
    expect(mails[0]).toMatch(/Su contraseña temporal es: [A-Za-z0-9]{10}\n/);
    expect(mails[0]).toContain('Funciona durante 30 minutos. Su contraseña actual sigue funcionando hasta que ingrese con la temporal.');
    expect(mails[0]).toContain('se cierran sus demás sesiones abiertas');

    // nothing is taken away yet: the password, the session and the account stay as they were
    const after = await accountOf(target.id);
    expect(after.password_hash).toBe(before.password_hash);
    expect(after.temp_password_hash).toMatch(/^\$argon2id\$/);
    const minutes = (Date.parse(after.temp_password_expires_at!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29.5);
    expect(minutes).toBeLessThanOrEqual(30);
    expect((await sessionOf(target)).statusCode).toBe(200);
    expect((await loginAs(target)).statusCode).toBe(200);
    expect(await auditOf(t.db, 'users', target.id)).toEqual([]);
  });

  it('the temporary password logs in, becomes the password, and ends the other sessions', async () => {
    const target = await createUser(t.db);
    const temp = await recoverAndReadMail(target);

    const relog = await loginAs(target, temp);
    expect(relog.statusCode).toBe(200);
    const fresh = relog.json()[0];
    expect(fresh).toMatchObject({ id: target.id, identification_number: target.identification_number, access_token: expect.any(String) });

    // the old session and the old password are refused; the new session works
    expect((await sessionOf(target)).statusCode).toBe(401);
    expect((await loginAs(target)).json()).toEqual({ message: 'Identificación o contraseña incorrecta', detail: 'Identificación o contraseña incorrecta', statusCode: 401 });
    expect((await t.app.inject({ method: 'GET', url: API.session, headers: { authorization: `Bearer ${fresh.access_token}` } })).statusCode).toBe(200);
    // the temporary one is now simply the password, and nothing is pending
    const account = await accountOf(target.id);
    expect(account.temp_password_hash).toBeNull();
    expect(account.temp_password_expires_at).toBeNull();
    expect((await loginAs(target, temp)).statusCode).toBe(200);
    expect((await auditOf(t.db, 'users', target.id)).map((a) => a.action)).toEqual(['recover_password']);
  });

  it('a new recovery replaces the earlier temporary password', async () => {
    const target = await createUser(t.db);
    const first = await recoverAndReadMail(target);
    const second = await recoverAndReadMail(target);
    expect(second).not.toBe(first);
    expect((await loginAs(target, first)).statusCode).toBe(401);
    expect((await sessionOf(target)).statusCode).toBe(200);
    expect((await loginAs(target, second)).statusCode).toBe(200);
  });

  it('refuses an expired temporary password exactly like a wrong password, changing nothing', async () => {
    const target = await createUser(t.db);
    const temp = await recoverAndReadMail(target);
    await t.db.updateTable('users').set({ temp_password_expires_at: addHours(new Date(), -0.01) }).where('id', '=', target.id).execute();
    const before = await accountOf(target.id);

    const expired = await loginAs(target, temp);
    const wrong = await loginAs(target, 'otra-clave');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(wrong.json());
    expect(await accountOf(target.id)).toEqual(before);
    expect((await sessionOf(target)).statusCode).toBe(200);
    expect((await loginAs(target)).statusCode).toBe(200);
  });

  it('does not let an inactive user in with a temporary password', async () => {
    const target = await createUser(t.db);
    const temp = await recoverAndReadMail(target);
    await t.db.updateTable('users').set({ state: 0 }).where('id', '=', target.id).execute();
    expect((await loginAs(target, temp)).statusCode).toBe(403);
    expect((await accountOf(target.id)).temp_password_hash).not.toBeNull();
  });

  /** the rows each table gained since `before` (counts), to compare the work of two requests */
  async function rowCounts(db = t.db) {
    const count = async (table: 'recovery_requests' | 'mail_outbox' | 'users' | 'audit_log') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return { recovery_requests: await count('recovery_requests'), mail_outbox: await count('mail_outbox'), users: await count('users'), audit_log: await count('audit_log') };
  }
  const diff = (a: Record<string, number>, b: Record<string, number>) => Object.fromEntries(Object.keys(a).map((k) => [k, b[k] - a[k]]));

  // Through the api and the outbox alone: what a person typing pairs can make the portal mail. A
  // recovery must never mail the typed address, and nothing is sent inside the request.
  it('mails only the address on file, only for a matching pair; the answer is the same either way', async () => {
    const target = await createUser(t.db);
    const typed = [
      ...Array.from({ length: 30 }, (_, i) => ({ identification_number: `77700${String(i).padStart(4, '0')}`, email: 'victima@example.com' })), // unknown numbers
      { identification_number: target.identification_number, email: 'otro.correo@example.com' }, // the number, a typed address
      { identification_number: target.identification_number, email: target.email }, // the match
    ];
    for (const pair of typed) {
      const res = await recover(pair);
      expect({ pair, status: res.statusCode, body: res.json() }).toEqual({ pair, status: 200, body: SENT });
    }

    await t.app.mailOutbox.run();
    expect(mailsTo('victima@example.com')).toHaveLength(0);
    expect(mailsTo('otro.correo@example.com')).toHaveLength(0);
    const toTarget = mailsTo(target.email);
    expect(toTarget).toHaveLength(1);
    // the mailed password is the one that works, beside the current one
    const temp = /Su contraseña temporal es: ([A-Za-z0-9]{10})\n/.exec(toTarget[0]);
    expect(temp).not.toBeNull();
    expect((await loginAs(target, temp![1])).statusCode).toBe(200);
    // nothing is left to mail
    await t.app.mailOutbox.run();
    expect(mailsTo('victima@example.com')).toHaveLength(0);
    expect(mailsTo(target.email)).toHaveLength(1);
  });

  it('the request writes the same, match or not (one queued recovery, nothing else), and the queue keeps no password', async () => {
    const target = await createUser(t.db);
    const before = await accountOf(target.id);
    const writes = [];
    for (const pair of [
      { identification_number: '777009999', email: 'victima@example.com' },
      { identification_number: target.identification_number, email: 'otro.correo@example.com' },
      { identification_number: target.identification_number, email: target.email },
    ]) {
      const start = await rowCounts();
      expect((await recover(pair)).statusCode).toBe(200);
      writes.push(diff(start, await rowCounts()));
    }
    for (const w of writes) expect(w).toEqual({ recovery_requests: 1, mail_outbox: 0, users: 0, audit_log: 0 });
    // the person's account is unchanged until the queue runs, after the answer
    expect(await accountOf(target.id)).toEqual(before);
    await t.app.mailOutbox.run();
    expect((await accountOf(target.id)).temp_password_hash).not.toBeNull();
    expect((await sessionOf(target)).statusCode).toBe(200);
    const rows = await t.db.selectFrom('recovery_requests').selectAll().orderBy('id', 'desc').limit(writes.length).execute();
    expect(rows.every((r) => r.done_at !== null)).toBe(true);
    expect(rows.filter((r) => r.users_id !== null).map((r) => r.users_id)).toEqual([target.id]);
  });

  it('a recovery answered just before a restart is mailed by the next process, once', async () => {
    const first = await buildTestApp();
    const target = await createUser(first.db);
    // the answer went, the process stopped before its sender ran: nothing was mailed inside the request
    await first.app.mailOutbox.stop();
    expect((await recover(target, undefined, first.app)).json()).toEqual(SENT);
    expect(mailsTo(target.email, first.config.OUTBOX_DIR)).toHaveLength(0);
    await first.app.close();
    const { buildApp } = await import('../../app');
    const second = await buildApp({ config: first.config, db: first.db, logger: false });
    try {
      await second.ready();
      await second.mailOutbox.run();
      await second.mailOutbox.run();
      const mails = mailsTo(target.email, first.config.OUTBOX_DIR);
      expect(mails).toHaveLength(1);
      const temp = /Su contraseña temporal es: ([A-Za-z0-9]{10})\n/.exec(mails[0]);
      expect(temp).not.toBeNull();
      const relog = await second.inject({ method: 'POST', url: API.login, payload: { username: target.identification_number, password: temp![1], ...TEST_CLIENT } });
      expect(relog.statusCode).toBe(200);
    } finally {
      await second.close();
      await first.close().catch(() => undefined);
    }
  });

  it('validates the e-mail and the client values', async () => {
    const bad = await t.app.inject({ method: 'POST', url: API.recover, payload: { identification_number: user.identification_number, email: 'no-es-correo', ...TEST_CLIENT } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Campo correo: Correo electrónico no válido');
    const client = await t.app.inject({ method: 'POST', url: API.recover, payload: { identification_number: user.identification_number, email: user.email, ...TEST_CLIENT, client_secret: 'x' } });
    expect(client.statusCode).toBe(401);
  });

  it('only matching pairs spend the owner\'s quota; over it the answer is the same and nothing is mailed', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_RECOVERY_ID: '2/h' });
    try {
      const target = await createUser(limited.db);
      const mails = () => fs.existsSync(limited.config.OUTBOX_DIR) ? fs.readdirSync(limited.config.OUTBOX_DIR).length : 0;
      // five recoveries of the number with other e-mails, from many addresses: all answered alike
      for (let i = 0; i < 5; i++) {
        const res = await recover({ identification_number: target.identification_number, email: `intruso${i}@example.com` }, `10.0.1.${i}`, limited.app);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(SENT);
      }
      // the owner's quota is untouched: his two recoveries are mailed
      expect((await recover(target, '10.0.0.1', limited.app)).json()).toEqual(SENT);
      expect((await recover(target, '10.0.0.2', limited.app)).json()).toEqual(SENT);
      await limited.app.mailOutbox.run();
      expect(mails()).toBe(2);
      // over the quota: the same answer, one row written as for any recovery, nothing mailed or changed
      const before = await limited.db.selectFrom('users').select(['temp_password_hash']).where('id', '=', target.id).executeTakeFirstOrThrow();
      const start = await rowCounts(limited.db);
      const third = await recover(target, '10.0.0.3', limited.app);
      expect(third.statusCode).toBe(200);
      expect(third.json()).toEqual(SENT);
      expect(diff(start, await rowCounts(limited.db))).toEqual({ recovery_requests: 1, mail_outbox: 0, users: 0, audit_log: 0 });
      await limited.app.mailOutbox.run();
      expect(mails()).toBe(2);
      expect(await limited.db.selectFrom('users').select(['temp_password_hash']).where('id', '=', target.id).executeTakeFirstOrThrow()).toEqual(before);
    } finally {
      await limited.close();
    }
  });

  it('is limited per client address too', async () => {
    // the per-address limit of login, recovery and registration is RATE_LIMIT_LOGIN_ADDRESS
    // (RATE_LIMIT_LOGIN is the per-identification-number limit of login)
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN_ADDRESS: '2/min' });
    try {
      const attempt = (n: number) => recover({ identification_number: `5550000${n}`, email: `persona${n}@example.com` }, '10.0.0.9', limited.app);
      expect((await attempt(1)).statusCode).toBe(200);
      expect((await attempt(2)).statusCode).toBe(200);
      const third = await attempt(3);
      expect(third.statusCode).toBe(429);
      expect(third.json().detail).toBe('Demasiados intentos. Espere un momento e inténtelo de nuevo.');
    } finally {
      await limited.close();
    }
  });
});

// the balance shown must be the balance that can be spent: the session user's points
describe('the session user shows the spendable balance', () => {
  it('leaves out a lot past its expiry before the sweep has closed it', async () => {
    const u = await createUser(t.db);
    await grant(t.db, u.id, 100, new Date(), 12);
    const deps = { client: { id: t.config.CLIENT_ID, secret: t.config.CLIENT_SECRET }, tokenTtlHours: 12, recoveryTtlMinutes: 30, mailer: t.app.mailer, imageUrl: (p: string | null) => p };
    const body = { username: u.identification_number, password: TEST_PASSWORD, ...TEST_CLIENT };

    const today = await login(t.db, body, { ...deps, now: () => new Date() }, null);
    expect(today[0].points).toBe(100);
    // thirteen months later the lot is due; no sweep ran, users.points still says 100
    const later = new Date(Date.now() + 396 * 24 * 3_600_000);
    const afterExpiry = await login(t.db, body, { ...deps, now: () => later }, null);
    expect(afterExpiry[0].points).toBe(0);
    const stored = await t.db.selectFrom('users').select('points').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(Number(stored.points)).toBe(100);
    const tokenId = (await t.db.selectFrom('access_tokens').select('id').where('token_hash', '=', hashToken(u.token)).executeTakeFirstOrThrow()).id;
    const session = await refreshSession(t.db, { usersId: u.id, tokenId }, { tokenTtlHours: 12, now: () => later, imageUrl: (p: string | null) => p });
    expect(session.user.points).toBe(0);
  });
});

describe('GET /api/session and POST /api/logout', () => {
  it('refreshes the session: slides the expiry forward and answers the current user', async () => {
    const u = await createUser(t.db, { points: 0 });
    // make the token close to expiring
    const soon = addHours(new Date(), 1);
    await t.db.updateTable('access_tokens').set({ expires_at: soon }).where('token_hash', '=', hashToken(u.token)).execute();
    await t.db.updateTable('users').set({ points: 0 }).where('id', '=', u.id).execute();

    const res = await t.app.inject({ method: 'GET', url: API.session, headers: u.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ id: u.id, name: u.name, image: null, points: 0, profiles_id: u.profiles_id, identification_number: u.identification_number, email: u.email });
    expect(Date.parse(body.expires_at)).toBeGreaterThan(Date.parse(soon) + 10 * 3_600_000);
    const stored = await t.db.selectFrom('access_tokens').select('expires_at').where('token_hash', '=', hashToken(u.token)).executeTakeFirstOrThrow();
    expect(stored.expires_at).toBe(body.expires_at);
  });

  it('logout revokes the token: the next call is 401', async () => {
    const u = await createUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: API.logout, headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('success');
    const after = await t.app.inject({ method: 'GET', url: API.session, headers: u.auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'error', detail: 'Sesión no válida o expirada', statusCode: 401 });
  });

  it('logout works when the client sends a JSON content type with no body', async () => {
    const u = await createUser(t.db);
    const res = await t.app.inject({ method: 'POST', url: API.logout, headers: { ...u.auth, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an expired token, a forged token and the token of a deactivated user', async () => {
    const expired = await createUser(t.db);
    await t.db.updateTable('access_tokens').set({ expires_at: addHours(new Date(), -1) }).where('token_hash', '=', hashToken(expired.token)).execute();
    expect((await t.app.inject({ method: 'GET', url: API.session, headers: expired.auth })).statusCode).toBe(401);

    const forged = `${user.token.slice(0, -2)}xx`;
    expect((await t.app.inject({ method: 'GET', url: API.session, headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: API.session, headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);

    const deactivated = await createUser(t.db);
    await t.db.updateTable('users').set({ state: 0 }).where('id', '=', deactivated.id).execute();
    expect((await t.app.inject({ method: 'GET', url: API.session, headers: deactivated.auth })).statusCode).toBe(401);
  });
});

describe('rate limit on login', () => {
  // RATE_LIMIT_LOGIN counts the attempts on one identification number (here '12345')
  it('answers 429 in Spanish after RATE_LIMIT_LOGIN attempts', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN: '2/min' });
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: API.login, payload: { username: '12345', password: 'x', ...TEST_CLIENT } });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: 'error', detail: 'Demasiados intentos. Espere un momento e inténtelo de nuevo.', statusCode: 429 });
    } finally {
      await limited.close();
    }
  });
});

describe('nobody can lock a person out of login', () => {
  const attempt = (app: TestApp['app'], username: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: API.login, payload: { username, password, ...TEST_CLIENT }, remoteAddress });

  it('wrong passwords from other addresses do not stop the owner at his usual address', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_LOGIN: '3/min', RATE_LIMIT_LOGIN_ID: '5/h' });
    try {
      const owner = await createUser(limited.db);
      // the owner signed in from his usual address before
      expect((await attempt(limited.app, owner.identification_number, TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
      // ten wrong passwords from one other address: that pair is held back after 3
      const fromOne = [];
      for (let i = 0; i < 10; i++) fromOne.push((await attempt(limited.app, owner.identification_number, 'mala', '10.6.6.6')).statusCode);
      expect(fromOne).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
      // his usual address is not held back: the right password works
      expect((await attempt(limited.app, owner.identification_number, TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
      // a guess spread over many addresses: past 5 failures of the number, new addresses stop
      const spread = [];
      for (let i = 0; i < 6; i++) spread.push((await attempt(limited.app, owner.identification_number, 'mala', `10.7.0.${i}`)).statusCode);
      expect(spread.slice(0, 2)).toEqual([401, 401]);
      expect(spread.slice(2)).toEqual([429, 429, 429, 429]);
      // the right password from a new address is held back too (it might be a guess) ...
      const stranger = await attempt(limited.app, owner.identification_number, TEST_PASSWORD, '10.8.0.1');
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json()).toEqual({ message: 'error', detail: 'Demasiados intentos. Espere un momento e inténtelo de nuevo.', statusCode: 429 });
      expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
      // ... but the owner at his usual address still signs in
      expect((await attempt(limited.app, owner.identification_number, TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
      // another number is not affected
      const other = await createUser(limited.db);
      expect((await attempt(limited.app, other.identification_number, TEST_PASSWORD, '10.7.0.1')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
