// A session slides 12 h on every check, within an absolute limit: a token ends
// SESSION_MAX_DAYS (30) days after its login, however often GET /api/session slid it forward.
// The clock is pinned (a fixed date), never the real one. On SQLite and PostgreSQL.
import { API } from '@portal/contract';
import { addHours } from '../db/time';
import { hashToken, issueToken, resolveSession } from '../modules/auth';
import { refreshSession } from '../modules/auth/service';
import { buildTestApp, createUser, type TestApp } from '../test/helper';

let t: TestApp;
const clock = new Date('2026-03-01T08:00:00.000Z');

beforeAll(async () => {
  t = await buildTestApp({}, { now: () => clock });
});
afterAll(async () => t.close());

const DAY = 24 * 3_600_000;
const imageUrl = (p: string | null) => p;

describe('the absolute limit of a session', () => {
  it('is read from SESSION_MAX_DAYS, 30 days by default', () => {
    expect(t.config.SESSION_MAX_DAYS).toBe(30);
  });

  it('slides 12 h at every check until 30 days after the login, then refuses the token though it kept sliding', async () => {
    const user = await createUser(t.db);
    const login = new Date('2026-03-01T08:00:00.000Z');
    const { token } = await issueToken(t.db, user.id, 12, login);
    const tokenId = (await t.db.selectFrom('access_tokens').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()).id;

    // a check every 11 hours for 29 days: each one slides the expiry 12 h forward
    let at = login;
    for (let i = 0; i < 63; i++) {
      at = new Date(login.getTime() + (i + 1) * 11 * 3_600_000);
      expect((await resolveSession(t.db, token, at))?.user.id).toBe(user.id);
      const answer = await refreshSession(t.db, { usersId: user.id, tokenId }, { tokenTtlHours: 12, sessionMaxDays: 30, now: () => at, imageUrl });
      expect(answer.expires_at).toBe(addHours(at, 12));
    }
    // 28 d 21 h after the login; the next slides stop at the limit, 30 days after the login
    const end = new Date(login.getTime() + 30 * DAY);
    at = new Date(end.getTime() - 3 * 3_600_000);
    const last = await refreshSession(t.db, { usersId: user.id, tokenId }, { tokenTtlHours: 12, sessionMaxDays: 30, now: () => at, imageUrl });
    expect(last.expires_at).toBe(end.toISOString());
    expect((await resolveSession(t.db, token, new Date(end.getTime() - 1)))?.user.expiresAt).toBe(end.toISOString());
    expect(await resolveSession(t.db, token, end)).toBeNull();

    // even a token whose expiry slid past the limit (a limit lowered, an older api) is refused
    await t.db.updateTable('access_tokens').set({ expires_at: addHours(end, 24 * 10) }).where('id', '=', tokenId).execute();
    expect((await resolveSession(t.db, token, new Date(end.getTime() - 1)))?.user.id).toBe(user.id);
    expect(await resolveSession(t.db, token, end)).toBeNull();
    expect(await resolveSession(t.db, token, new Date(end.getTime() + DAY))).toBeNull();
  });

  it('answers 401 through the api once the token is older than SESSION_MAX_DAYS, and caps the slide before', async () => {
    // the access guard reads the server's clock, so these logins are placed relative to it
    const limited = await buildTestApp({ SESSION_MAX_DAYS: '2' }, { now: () => new Date() });
    try {
      const young = await createUser(limited.db);
      const old = await createUser(limited.db);
      const now = Date.now();
      // logged in 47 h and 49 h ago, and kept alive since: both expiries slid to 11 h from now
      for (const [u, hoursAgo] of [[young, 47], [old, 49]] as const) {
        await limited.db.updateTable('access_tokens')
          .set({ created_at: new Date(now - hoursAgo * 3_600_000).toISOString(), expires_at: new Date(now + 11 * 3_600_000).toISOString() })
          .where('token_hash', '=', hashToken(u.token))
          .execute();
      }
      const session = await limited.app.inject({ method: 'GET', url: API.session, headers: young.auth });
      expect(session.statusCode).toBe(200);
      // slid to the limit (1 h from now), not 12 h on
      const expires = Date.parse(session.json().expires_at);
      expect(expires).toBeLessThanOrEqual(now + 3_600_000 + 1000);
      expect(expires).toBeGreaterThan(now + 3_600_000 - 60_000);

      const refused = await limited.app.inject({ method: 'GET', url: API.session, headers: old.auth });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'error', detail: 'Sesión no válida o expirada', statusCode: 401 });
      expect((await limited.app.inject({ method: 'GET', url: API.productsAll, headers: old.auth })).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
