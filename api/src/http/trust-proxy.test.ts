// Behind the load balancer each client stays a client of its own: TRUST_PROXY=1 (the Dockerfile's,
// compose's and start:cluster's value), passed to Fastify 5.12 as a number, would trust no proxy
// and give every client nginx's address. Here the api sits behind "nginx" at 127.0.0.1
// (app.inject's default peer) and each client is the address nginx forwards in X-Forwarded-For.
import type { FastifyInstance } from 'fastify';
import { API } from '@portal/contract';
import { TEST_APP_KEY, TEST_CLIENT, buildTestApp, createUser, type TestApp } from '../test/helper';

const CLIENT_1 = '198.51.100.1';
const CLIENT_2 = '198.51.100.2';

/** what the api made of the request's origin */
const whoAmI = (app: FastifyInstance) => {
  app.get('/test/origin', { config: { access: 'public' } }, async (request) => ({ ip: request.ip, protocol: request.protocol }));
};

async function originOf(t: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const res = await t.app.inject({ method: 'GET', url: '/test/origin', headers, remoteAddress });
  expect(res.statusCode).toBe(200);
  return res.json() as { ip: string; protocol: string };
}

describe('request.ip under TRUST_PROXY', () => {
  it('1: the address the one proxy in front forwarded', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '1' }, { extraRoutes: whoAmI });
    try {
      expect(await originOf(t, { 'x-forwarded-for': CLIENT_1 })).toEqual({ ip: CLIENT_1, protocol: 'http' });
      expect(await originOf(t, { 'x-forwarded-for': CLIENT_1, 'x-forwarded-proto': 'https' })).toEqual({ ip: CLIENT_1, protocol: 'https' });
      // a client's own X-Forwarded-For that a proxy appended to: only the proxy's entry is believed
      expect((await originOf(t, { 'x-forwarded-for': `203.0.113.66, ${CLIENT_2}` })).ip).toBe(CLIENT_2);
      // no header: the peer itself
      expect((await originOf(t, {})).ip).toBe('127.0.0.1');
    } finally {
      await t.close();
    }
  });

  it('2: the address the farther of two proxies saw', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '2' }, { extraRoutes: whoAmI });
    try {
      expect((await originOf(t, { 'x-forwarded-for': `203.0.113.66, ${CLIENT_1}, 10.0.0.7` })).ip).toBe(CLIENT_1);
    } finally {
      await t.close();
    }
  });

  it('true, and a list of addresses: the proxies named; anyone else\'s header is ignored', async () => {
    const all = await buildTestApp({ TRUST_PROXY: 'true' }, { extraRoutes: whoAmI });
    try {
      expect((await originOf(all, { 'x-forwarded-for': `${CLIENT_1}, 10.0.0.7` })).ip).toBe(CLIENT_1);
    } finally {
      await all.close();
    }
    const listed = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, { extraRoutes: whoAmI });
    try {
      expect((await originOf(listed, { 'x-forwarded-for': `${CLIENT_1}, 10.0.0.7` })).ip).toBe(CLIENT_1);
      // a sender that is not one of the proxies: its header is its own claim
      expect(await originOf(listed, { 'x-forwarded-for': CLIENT_1, 'x-forwarded-proto': 'https' }, '203.0.113.9')).toEqual({ ip: '203.0.113.9', protocol: 'http' });
    } finally {
      await listed.close();
    }
  });

  it('unset: no proxy, the header is ignored', async () => {
    const t = await buildTestApp({}, { extraRoutes: whoAmI });
    try {
      expect(await originOf(t, { 'x-forwarded-for': CLIENT_1, 'x-forwarded-proto': 'https' })).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    } finally {
      await t.close();
    }
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN_ADDRESS: '3/min' });
  });
  afterAll(async () => t.close());

  const from = (client: string) => ({ 'x-forwarded-for': client });
  const login = (client: string, username: string) =>
    t.app.inject({ method: 'POST', url: API.login, headers: from(client), payload: { username, password: 'equivocada', ...TEST_CLIENT } });
  const recover = (client: string) =>
    t.app.inject({ method: 'POST', url: API.recover, headers: from(client), payload: { identification_number: '777000111', email: 'nadie@example.com', ...TEST_CLIENT } });
  // the registration's limit is checked before its body is read (none here: 415)
  const register = (client: string) =>
    t.app.inject({ method: 'POST', url: API.userCreate, headers: { ...from(client), 'x-app-key': TEST_APP_KEY } });

  // each route counts apart (@fastify/rate-limit's per-route limits), each client apart within it
  it.each([
    ['login', (client: string, i: number) => login(client, `55500${i}`), 401],
    ['recovery', (client: string) => recover(client), 200],
    ['registration', (client: string) => register(client), 415],
  ] as const)('each client has its own %s limit', async (_name, attempt, answered) => {
    // client 1 uses up its 3 attempts (login: numbers of their own, so the per-number limit is not what stops it)
    const first = [];
    for (let i = 0; i < 4; i++) first.push((await attempt(CLIENT_1, i)).statusCode);
    expect(first).toEqual([answered, answered, answered, 429]);
    // client 2, through the same proxy, is not held back by client 1's attempts
    expect((await attempt(CLIENT_2, 9)).statusCode).toBe(answered);
    expect((await attempt(CLIENT_1, 10)).statusCode).toBe(429);
  });

  it("the audit log keeps the client's address of a refused login and of a change", async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const refused = await t.app.inject({
      method: 'POST', url: API.login, headers: from('198.51.100.7'), payload: { username: admin.identification_number, password: 'equivocada', ...TEST_CLIENT },
    });
    expect(refused.statusCode).toBe(401);
    const created = await t.app.inject({ method: 'POST', url: API.cities, headers: { ...from('198.51.100.8'), ...admin.auth }, payload: { name: 'Ciudad por el proxy' } });
    expect(created.statusCode).toBe(200);
    const cityId: number = created.json().city.id;

    const rows = await t.db.selectFrom('audit_log').select(['action', 'entity', 'entity_id', 'actor_id', 'ip']).orderBy('id').execute();
    expect(rows).toContainEqual({ action: 'login_refused', entity: 'session', entity_id: null, actor_id: null, ip: '198.51.100.7' });
    expect(rows).toContainEqual({ action: 'create', entity: 'cities', entity_id: cityId, actor_id: admin.id, ip: '198.51.100.8' });
    // and the administrator reads it (GET /api/audit)
    const page = await t.app.inject({ method: 'GET', url: `${API.auditLog}?entity=cities`, headers: admin.auth });
    expect(page.statusCode).toBe(200);
    expect(page.json().rows).toEqual([expect.objectContaining({ action: 'create', entity_id: cityId, ip: '198.51.100.8' })]);
  });

  it('sends HSTS when the proxy says the request came over HTTPS', async () => {
    const https = await t.app.inject({ method: 'GET', url: '/api/health', headers: { ...from(CLIENT_1), 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await t.app.inject({ method: 'GET', url: '/api/health', headers: { ...from(CLIENT_1), 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

it('without TRUST_PROXY a forged X-Forwarded-Proto sends no HSTS and the audit keeps the peer', async () => {
  const t = await buildTestApp();
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const refused = await t.app.inject({
      method: 'POST', url: API.login, headers: { 'x-forwarded-for': CLIENT_1 }, remoteAddress: '203.0.113.9', payload: { username: '555200', password: 'x', ...TEST_CLIENT },
    });
    expect(refused.statusCode).toBe(401);
    expect((await t.db.selectFrom('audit_log').select('ip').executeTakeFirstOrThrow()).ip).toBe('203.0.113.9');
  } finally {
    await t.close();
  }
});
