// GET /api/audit for the administrator (who did what to which record and when), paged,
// newest first, filtered by actor, kind of record, action and period of Colombian days, on SQLite
// and PostgreSQL; and the refused logins it holds (an unknown number, a wrong password, an
// inactive account), written without changing the login's answers.
import { API, LIST_MSG, REPORT_TEXT, type AuditEntry } from '@portal/contract';
import { MSG } from '../../messages';
import { TEST_CLIENT, TEST_PASSWORD, buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let admin: TestUser;
let approver: TestUser;
let buyer: TestUser;
let seller: TestUser;
let inactive: TestUser;
let cityId: number;

const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: API.login, payload: { username, password, ...TEST_CLIENT } });
const audit = (query: Record<string, unknown> = {}, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'GET', url: API.auditLog, query: query as Record<string, string>, headers });
const read = async (query: Record<string, unknown> = {}): Promise<{ rows: AuditEntry[]; total: number }> => {
  const res = await audit(query);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const refused = () => read({ entity: 'session', action: 'login_refused', sort: 'id', pageSize: 100 });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.db, { role: 'admin', name: 'Álvaro Administrador' });
  approver = await createUser(t.db, { role: 'approver' });
  buyer = await createUser(t.db, { role: 'buyer' });
  seller = await createUser(t.db, { name: 'Vendedora Uno', identification: '71717171' });
  inactive = await createUser(t.db, { state: 0, identification: '82828282' });
  const city = await t.app.inject({ method: 'POST', url: API.cities, headers: admin.auth, payload: { name: 'Cúcuta' } });
  expect(city.statusCode).toBe(200);
  cityId = city.json().city.id;
});
afterAll(async () => t.close());

describe('refused logins in the audit log', () => {
  it('records a wrong password and an unknown number alike: no actor, the typed number, reason password', async () => {
    const failed = { message: MSG.loginFailed, detail: MSG.loginFailed, statusCode: 401 };
    const wrong = await login(seller.identification_number, 'otra-clave');
    const unknown = await login('5555555555', TEST_PASSWORD);
    // the answers are the login's own; the audit row changes nothing in them
    expect([wrong.statusCode, wrong.json()]).toEqual([401, failed]);
    expect([unknown.statusCode, unknown.json()]).toEqual([401, failed]);
    const { rows } = await refused();
    // with the client's address (app.inject's peer; no proxy here)
    expect(rows.map(({ id: _id, created_at: _at, ...rest }) => rest)).toEqual([
      { actor: null, action: 'login_refused', entity: 'session', entity_id: null, detail: { identification_number: '71717171', reason: 'password' }, ip: '127.0.0.1' },
      { actor: null, action: 'login_refused', entity: 'session', entity_id: null, detail: { identification_number: '5555555555', reason: 'password' }, ip: '127.0.0.1' },
    ]);
    expect(rows.every((r) => Math.abs(Date.parse(r.created_at) - Date.now()) < 60_000)).toBe(true);
  });

  it('records an inactive account (right password) as inactive, and a wrong password on it as a wrong password', async () => {
    const before = (await refused()).total;
    const right = await login(inactive.identification_number, TEST_PASSWORD);
    expect([right.statusCode, right.json().detail]).toEqual([403, MSG.userInactive]);
    expect((await login(inactive.identification_number, 'mala')).statusCode).toBe(401);
    const { rows, total } = await refused();
    expect(total).toBe(before + 2);
    expect(rows.slice(-2).map((r) => r.detail)).toEqual([
      { identification_number: '82828282', reason: 'inactive' },
      { identification_number: '82828282', reason: 'password' },
    ]);
  });

  it('records nothing for a login that succeeds, and keeps at most 100 characters of what was typed', async () => {
    const before = (await refused()).total;
    expect((await login(seller.identification_number, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await refused()).total).toBe(before);
    expect((await login('9'.repeat(5000), 'x')).statusCode).toBe(401);
    const last = (await read({ action: 'login_refused' })).rows[0];
    expect(last.detail).toEqual({ identification_number: '9'.repeat(100), reason: 'password' });
  });

  it('never records a refusal of the client credentials (no person tried to sign in)', async () => {
    const before = (await refused()).total;
    const res = await t.app.inject({ method: 'POST', url: API.login, payload: { username: seller.identification_number, password: 'x', ...TEST_CLIENT, client_secret: 'otro' } });
    expect(res.statusCode).toBe(401);
    expect((await refused()).total).toBe(before);
  });
});

describe('GET /api/audit', () => {
  it('answers a page, newest first, with the actor\'s name and the detail as stored', async () => {
    const page = await read();
    expect(page.rows.length).toBeLessThanOrEqual(10);
    // the city, and five refused logins
    expect(page.total).toBe(6);
    const ids = page.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const oldest = await read({ sort: 'id', pageSize: 1 });
    expect(oldest.rows[0]).toEqual({
      id: expect.any(Number), created_at: expect.any(String), actor: { id: admin.id, name: 'Álvaro Administrador' }, action: 'create',
      entity: 'cities', entity_id: cityId, detail: expect.anything(), ip: '127.0.0.1',
    });
    expect(oldest.total).toBe(page.total);
  });

  it('filters by actor, kind of record and action, and searches the actor and the detail', async () => {
    expect((await read({ actor: admin.id })).rows.map((r) => [r.entity, r.action])).toEqual([['cities', 'create']]);
    expect((await read({ entity: 'cities' })).rows.map((r) => r.entity_id)).toEqual([cityId]);
    expect((await read({ entity: 'cities', action: 'delete' })).total).toBe(0);
    expect((await read({ actor: 2 ** 31 - 1 })).total).toBe(0);
    expect((await read({ q: 'alvaro' })).rows.map((r) => r.entity)).toEqual(['cities']);
    expect((await read({ q: '82828282' })).rows.map((r) => (r.detail as { reason: string }).reason)).toEqual(['password', 'inactive']);
  });

  it('filters a period of Colombian days, both included (00:00 to 24:00 in Colombia, UTC-5)', async () => {
    const at = async (createdAt: string, action: string) =>
      t.db.insertInto('audit_log').values({ actor_id: null, action, entity: 'pruebas', entity_id: null, detail: 'texto sin JSON', created_at: createdAt }).execute();
    await at('2026-01-10T04:59:59.999Z', 'before');
    await at('2026-01-10T05:00:00.000Z', 'first');
    await at('2026-01-11T04:59:59.999Z', 'last');
    await at('2026-01-11T05:00:00.000Z', 'after');
    const inPeriod = await read({ entity: 'pruebas', from: '2026-01-10', to: '2026-01-10' });
    expect(inPeriod.rows.map((r) => r.action)).toEqual(['last', 'first']);
    expect(inPeriod.rows[0].detail).toBe('texto sin JSON');
    expect((await read({ entity: 'pruebas', from: '2026-01-11' })).rows.map((r) => r.action)).toEqual(['after']);
    expect((await read({ entity: 'pruebas', to: '2026-01-09' })).rows.map((r) => r.action)).toEqual(['before']);
  });

  it('pages without overlap', async () => {
    const all = await read({ pageSize: 100 });
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page += 1) pages.push(...(await read({ page, pageSize: 3 })).rows);
    expect(pages).toEqual(all.rows);
  });

  it.each([
    [{ sort: 'created_at' }, 'Campo orden de la lista: No se puede ordenar por esa columna'],
    [{ pageSize: 101 }, `Campo filas por página: ${LIST_MSG.pageSize}`],
    [{ from: '2026-02-01', to: '2026-01-01' }, REPORT_TEXT.periodInverted],
    [{ from: '01/02/2026' }, REPORT_TEXT.dateFilter],
    [{ actor: 'admin' }, REPORT_TEXT.actorFilter],
    [{ entity: 'Users; drop' }, REPORT_TEXT.entityFilter],
    [{ action: 'x'.repeat(41) }, REPORT_TEXT.actionFilter],
  ] as [Record<string, unknown>, string][])('400 with a Spanish detail for %j', async (query, detail) => {
    const res = await audit(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'error', detail: expect.stringContaining(detail), statusCode: 400 });
  });

  it('belongs to the administrator: 401 without a session, 403 for a participant, approver and buyer', async () => {
    expect((await t.app.inject({ method: 'GET', url: API.auditLog })).statusCode).toBe(401);
    for (const u of [seller, approver, buyer]) expect((await audit({}, u.auth)).statusCode).toBe(403);
  });
});
