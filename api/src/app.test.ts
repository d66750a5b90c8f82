// The app's shared behaviour: the access guard, the error handler, the docs.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createTestDb, buildTestApp, createUser, type TestApp, type TestDb } from './test/helper';

describe('access guard at start-up', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => testDb.close());

  /** Starts the app with one more route, registered as a module would. */
  const startWithRoute = (extraRoutes: (app: FastifyInstance) => void) =>
    buildApp({ config: loadConfig({ DATA_DIR: testDb.dir, LOG_LEVEL: 'silent' }), db: testDb.db, logger: false, extraRoutes }).then((app) => app.ready());

  it('refuses to start when a route declares no config.access', async () => {
    await expect(
      startWithRoute((app) => {
        app.get('/api/forgotten', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/GET \/api\/forgotten has no valid config\.access/);
  });

  it('refuses an unknown role name', async () => {
    await expect(
      startWithRoute((app) => {
        app.get('/api/typo', { config: { access: ['admn' as 'admin'] } }, async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/has no valid config\.access/);
  });
});

describe('errors', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({}, {
      logger: { level: 'error', stream: logStream },
      extraRoutes: (app) => {
        app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret internal detail at line 42');
        });
        app.post('/api/test/echo', {
          config: { access: 'public' },
          schema: { body: z.object({ name: z.string().min(5, 'Mínimo 5 caracteres'), email: z.string().email('Correo electrónico no válido') }) },
        }, async (request) => ({ message: 'success', body: request.body }));
        app.get('/api/test/staff', { config: { access: ['admin', 'approver'] } }, async (request) => ({ id: request.user?.id }));
        app.get('/api/test/app-key', { config: { access: 'appKey' } }, async (request) => ({ user: request.user?.id ?? null }));
      },
    });
  });
  afterAll(async () => t.close());

  it('answers a 5xx with a generic Spanish text and logs the stack, never sends it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'error', detail: 'Ocurrió un error inesperado. Inténtelo de nuevo más tarde.', statusCode: 500 });
    expect(res.body).not.toMatch(/secret internal detail|at line|\.ts:/);
    const logged = logs.join('\n');
    expect(logged).toContain('secret internal detail at line 42');
    expect(logged).toMatch(/"stack":"Error: secret internal detail/);
  });

  it('names the failing field in Spanish on a validation error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'abc', email: 'x@example.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'error', detail: 'Campo nombre: Mínimo 5 caracteres', statusCode: 400 });
  });

  it('uses Spanish texts for rules the schema does not word (missing field)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'Bogotá' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Campo correo: /);
    expect(res.json().detail).not.toMatch(/Invalid|expected/);
  });

  it('answers malformed JSON with a Spanish 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"name": "Bogo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'error', detail: 'El cuerpo de la petición no es JSON válido', statusCode: 400 });
  });

  it('answers an unknown route with a Spanish 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'error', detail: 'El recurso solicitado no existe', statusCode: 404 });
  });

  it('answers 401 without a token and 403 for a role that is not listed', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/staff' })).json()).toEqual({ message: 'error', detail: 'Sesión no válida o expirada', statusCode: 401 });
    const participant = await createUser(t.db, { role: 'participant' });
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/test/staff', headers: participant.auth });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().detail).toBe('No tiene permisos para esta acción');
    const approver = await createUser(t.db, { role: 'approver' });
    const ok = await t.app.inject({ method: 'GET', url: '/api/test/staff', headers: approver.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: approver.id });
  });

  it('accepts the application key or a bearer token on appKey routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/app-key' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/app-key', headers: { 'x-app-key': 'wrong' } })).statusCode).toBe(401);
    const byKey = await t.app.inject({ method: 'GET', url: '/api/test/app-key', headers: { 'x-app-key': t.config.APP_KEY } });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.json()).toEqual({ user: null });
    const user = await createUser(t.db);
    const byBearer = await t.app.inject({ method: 'GET', url: '/api/test/app-key', headers: user.auth });
    expect(byBearer.json()).toEqual({ user: user.id });
  });

  it('describes every api route at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/login', '/api/users/recover', '/api/session', '/api/logout', '/api/city', '/api/city/{id}', '/api/product/applyfor/all']));
    expect(res.json().paths['/api/city'].post.requestBody).toBeDefined();
    expect(res.json().paths['/api/city'].post.security).toEqual([{ bearer: [] }]);
    expect(res.json().paths['/api/city'].post.description).toBe('Roles: admin');
    expect(res.json().paths['/api/login'].post.security).toBeUndefined();
  });
});
