// The token check is one prepared statement that also reads the data versions
// (modules/auth/tokens.ts, db/data-versions.ts); its answer is kept only while the database is
// unchanged (db/unchanged.ts), so what this process or another one does (through its own
// connection) stops or changes a session at the next request. On SQLite and PostgreSQL.
import { API, PROFILE } from '@portal/contract';
import { readDataVersions } from '../db/data-versions';
import type { DB } from '../db/schema';
import { nowIso } from '../db/time';
import { resolveSession } from '../modules/auth';
import { buildTestApp, createUser, secondConnection, type TestApp } from '../test/helper';

let t: TestApp;
/** a second connection to the same database: what another api process writes through */
let other: DB;

beforeAll(async () => {
  t = await buildTestApp();
  other = await secondConnection(t);
});
afterAll(async () => {
  await other.destroy();
  await t.close();
});

const products = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: API.productsAll, headers: auth });

describe('a session changed by this process', () => {
  it('stops at the next request when its token is revoked or its user deactivated through the same connection', async () => {
    const revoked = await createUser(t.db);
    const deactivated = await createUser(t.db);
    // twice: the second answer comes from what the first one kept
    for (let i = 0; i < 2; i++) {
      expect((await products(revoked.auth)).statusCode).toBe(200);
      expect((await products(deactivated.auth)).statusCode).toBe(200);
    }
    await t.db.updateTable('access_tokens').set({ revoked_at: nowIso() }).where('users_id', '=', revoked.id).execute();
    await t.db.updateTable('users').set({ state: 0 }).where('id', '=', deactivated.id).execute();
    expect((await products(revoked.auth)).statusCode).toBe(401);
    expect((await products(deactivated.auth)).statusCode).toBe(401);
  });

  it('ends when its expiry passes, though nothing in the database changed', async () => {
    const user = await createUser(t.db);
    const row = await t.db.selectFrom('access_tokens').select('expires_at').where('users_id', '=', user.id).executeTakeFirstOrThrow();
    const expiry = new Date(row.expires_at).getTime();
    const justBefore = new Date(expiry - 1000);
    expect((await resolveSession(t.db, user.token, justBefore))?.user.id).toBe(user.id);
    expect((await resolveSession(t.db, user.token, justBefore))?.user.id).toBe(user.id);
    expect(await resolveSession(t.db, user.token, new Date(expiry))).toBeNull();
    expect(await resolveSession(t.db, user.token, new Date(expiry + 1000))).toBeNull();
  });
});

describe('a session changed by another process', () => {
  it('stops at the next request when its token is revoked there', async () => {
    const user = await createUser(t.db);
    expect((await products(user.auth)).statusCode).toBe(200);
    await other.updateTable('access_tokens').set({ revoked_at: nowIso() }).where('users_id', '=', user.id).execute();
    expect((await products(user.auth)).statusCode).toBe(401);
  });

  it('stops at the next request when the user is deactivated or the token deleted there', async () => {
    const deactivated = await createUser(t.db);
    const deleted = await createUser(t.db);
    expect((await products(deactivated.auth)).statusCode).toBe(200);
    expect((await products(deleted.auth)).statusCode).toBe(200);
    await other.updateTable('users').set({ state: 0 }).where('id', '=', deactivated.id).execute();
    await other.deleteFrom('access_tokens').where('users_id', '=', deleted.id).execute();
    expect((await products(deactivated.auth)).statusCode).toBe(401);
    expect((await products(deleted.auth)).statusCode).toBe(401);
  });

  it('stops at the next request when its expiry is moved into the past there', async () => {
    const user = await createUser(t.db);
    expect((await products(user.auth)).statusCode).toBe(200);
    await other.updateTable('access_tokens').set({ expires_at: nowIso(new Date(Date.now() - 1000)) }).where('users_id', '=', user.id).execute();
    expect((await products(user.auth)).statusCode).toBe(401);
  });

  it('takes a role changed there at the next request', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const asAdmin = await products(user.auth);
    expect(asAdmin.statusCode).toBe(200);
    // an administrator also sees inactive products: the answer follows the role of each request
    await t.db.insertInto('product_categories').values({ name: 'Roles' }).execute();
    const category = (await t.db.selectFrom('product_categories').select('id').where('name', '=', 'Roles').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('products').values({
      name: 'Inactivo', points: 1, points_value: 1, estimated_value: 75, image: '/uploads/products/i.png', state: '0', product_categories_id: category,
    }).execute();
    expect((await products(user.auth)).json().map((p: { name: string }) => p.name)).toContain('Inactivo');
    await other.updateTable('users').set({ profiles_id: PROFILE.APPROVER }).where('id', '=', user.id).execute();
    expect((await products(user.auth)).json().map((p: { name: string }) => p.name)).not.toContain('Inactivo');
  });
});

describe('the token check statement', () => {
  it('answers the user and the current data versions, the same as reading them alone', async () => {
    const user = await createUser(t.db);
    const before = await resolveSession(t.db, user.token);
    expect(before?.user.id).toBe(user.id);
    expect(before?.versions).toEqual(await readDataVersions(t.db));
    await other.insertInto('product_categories').values({ name: `Versión ${Date.now()}` }).execute();
    const after = await resolveSession(t.db, user.token);
    expect(after!.versions.catalogue).toBeGreaterThan(before!.versions.catalogue);
    expect(after?.versions).toEqual(await readDataVersions(t.db));
    expect(await resolveSession(t.db, 'no-es-un-token')).toBeNull();
    expect(await resolveSession(t.db, 'x'.repeat(201))).toBeNull();
  });
});
