// Calls from another origin (config CORS_ORIGINS: remotes served from their own CDN): only the
// origins listed may call the api from a browser; with none listed (npm start, one origin) the CORS
// plugin is not registered at all (its hook would run on every request to add nothing), and a
// preflight is an unknown route. On both databases.
import { API, APP_KEY_HEADER } from '@portal/contract';
import { buildTestApp, createUser, type TestApp } from '../test/helper';

const ALLOWED = 'https://remotos.example.com';

const preflight = (t: TestApp, origin: string) => t.app.inject({
  method: 'OPTIONS',
  url: API.productsAll,
  headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
});

describe('with CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CORS_ORIGINS: ALLOWED });
  });
  afterAll(() => t.close());

  it('lets a listed origin call, headers included, and answers its preflight', async () => {
    const answer = await preflight(t, ALLOWED);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain(APP_KEY_HEADER.toLowerCase());

    const user = await createUser(t.db);
    const read = await t.app.inject({ method: 'GET', url: API.productsAll, headers: { ...user.auth, origin: ALLOWED } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('gives another origin no permission', async () => {
    const answer = await preflight(t, 'https://otro.example.com');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('gives no origin permission: a preflight is an unknown route, a read carries no CORS header', async () => {
    const answer = await preflight(t, ALLOWED);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();

    const user = await createUser(t.db);
    const read = await t.app.inject({ method: 'GET', url: API.productsAll, headers: { ...user.auth, origin: ALLOWED } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});
