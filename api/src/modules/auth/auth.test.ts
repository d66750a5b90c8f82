// SPEC 7 "Session" through the HTTP api: login, recovery, session refresh, logout.
import fs from 'node:fs';
import path from 'node:path';
import { API } from '@portal/contract';
import { hashToken } from '../../auth/tokens';
import { addHours } from '../../db/time';
import { TEST_CLIENT, TEST_PASSWORD, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t.db, { role: 'participant', email: 'Vendedor.Uno@Example.com' });
});
afterAll(async () => t.close());

const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: API.login, payload });
const loginAs = (u: TestUser, password = TEST_PASSWORD) => login({ username: u.identification_number, password, ...TEST_CLIENT });

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
    const unknown = await login({ username: '5555555555', password: TEST_PASSWORD, ...TEST_CLIENT });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expected);
  });

  it('refuses a wrong client secret or client id', async () => {
    const badSecret = await login({ username: user.identification_number, password: TEST_PASSWORD, ...TEST_CLIENT, client_secret: 'nope' });
    expect(badSecret.statusCode).toBe(401);
    expect(badSecret.json()).toEqual({ message: 'error', detail: 'Cliente no autorizado', statusCode: 401 });
    const badId = await login({ username: user.identification_number, password: TEST_PASSWORD, ...TEST_CLIENT, client_id: 'otro' });
    expect(badId.statusCode).toBe(401);
  });

  it('answers 400 naming the missing field', async () => {
    const res = await login({ username: user.identification_number, ...TEST_CLIENT });
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
  const outbox = () => (fs.existsSync(t.config.OUTBOX_DIR) ? fs.readdirSync(t.config.OUTBOX_DIR) : []);

  it('mails a temporary password that then works, and ends the open sessions', async () => {
    const target = await createUser(t.db);
    const before = outbox().length;
    const res = await t.app.inject({
      method: 'POST',
      url: API.recover,
      // the e-mail matches whatever its capitals
      payload: { identification_number: target.identification_number, email: target.email.toUpperCase(), ...TEST_CLIENT },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'success', detail: 'Correo enviado con éxito. Revise su correo: le enviamos una contraseña temporal.' });

    const files = outbox();
    expect(files.length).toBe(before + 1);
    const newest = files.sort().at(-1)!;
    expect(newest).toMatch(/\.txt$/);
    const mail = fs.readFileSync(path.join(t.config.OUTBOX_DIR, newest), 'utf8');
    expect(mail).toContain(`To: ${target.email}`);
    expect(mail).toContain('Subject: Recuperación de contraseña - Portal de Puntos');
    const temp = /Su contraseña temporal es: (\S+)/.exec(mail);
    expect(temp).not.toBeNull();
    const tempPassword = temp![1];

    // the old session is revoked, the old password no longer works, the temporary one does
    expect((await t.app.inject({ method: 'GET', url: API.session, headers: target.auth })).statusCode).toBe(401);
    expect((await loginAs(target)).statusCode).toBe(401);
    const relog = await loginAs(target, tempPassword);
    expect(relog.statusCode).toBe(200);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'users').where('entity_id', '=', target.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['recover_password']);
  });

  it('answers 404 without saying which field did not match, and sends nothing', async () => {
    const before = outbox().length;
    const wrongEmail = await t.app.inject({ method: 'POST', url: API.recover, payload: { identification_number: user.identification_number, email: 'otro@example.com', ...TEST_CLIENT } });
    const wrongId = await t.app.inject({ method: 'POST', url: API.recover, payload: { identification_number: '123456789', email: user.email, ...TEST_CLIENT } });
    for (const res of [wrongEmail, wrongId]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'error', detail: 'No encontramos un usuario activo con esa identificación y ese correo.', statusCode: 404 });
    }
    expect(outbox().length).toBe(before);
    // the password was not changed
    expect((await loginAs(user)).statusCode).toBe(200);
  });

  it('validates the e-mail and the client values', async () => {
    const bad = await t.app.inject({ method: 'POST', url: API.recover, payload: { identification_number: user.identification_number, email: 'no-es-correo', ...TEST_CLIENT } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Campo correo: Correo electrónico no válido');
    const client = await t.app.inject({ method: 'POST', url: API.recover, payload: { identification_number: user.identification_number, email: user.email, ...TEST_CLIENT, client_secret: 'x' } });
    expect(client.statusCode).toBe(401);
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
