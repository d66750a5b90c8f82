// SPEC 7: GET /api/profiles/all, on SQLite and PostgreSQL.
import { API } from '@portal/contract';
import { buildTestApp, createUser, type TestApp } from '../../test/helper';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /api/profiles/all', () => {
  it('lists every profile (id, name) by id', async () => {
    // the migration creates the role profiles 1, 4 and 5; a participant tier is ordinary data
    const oro = (await t.db.insertInto('profiles').values({ name: 'Vendedor Oro' }).returning('id').executeTakeFirstOrThrow()).id;
    const admin = await createUser(t.db, { role: 'admin' });
    const res = await t.app.inject({ method: 'GET', url: API.profilesAll, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, name: 'Administrador' },
      { id: 4, name: 'Aprobador' },
      { id: 5, name: 'Comprador' },
      { id: oro, name: 'Vendedor Oro' },
    ]);
    expect(oro).toBeGreaterThan(5);
  });

  it('refuses a call without a session, or with an unknown token', async () => {
    expect((await t.app.inject({ method: 'GET', url: API.profilesAll })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: API.profilesAll, headers: { authorization: 'Bearer no-existe' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'error', statusCode: 401 });
  });
});
