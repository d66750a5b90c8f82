// Two api processes behind Debian's nginx (tools/ops/cluster-lib.ts, the
// layout of `npm run start:cluster`) on a fresh PostgreSQL database and on Redis (a key prefix of
// this run's own, so nothing shared is read or flushed), driven in Chromium and by direct calls:
//   - both processes started together on the empty database seeded it once;
//   - a person logs in through one process and goes on through the other (nginx adds X-Upstream:
//     the address of the process that answered);
//   - 11 wrong passwords for one identification number, spread over both processes, trip the limit:
//     the 11th shows the Spanish message on the login page; another person still logs in;
//   - TRUST_PROXY=1 behind nginx: two clients (two local addresses) have separate login
//     limits, a forged X-Forwarded-For moves nobody, the audit log keeps each client's address, and
//     HSTS comes with a request that reached nginx over HTTPS, never with plain HTTP;
//   - a photo uploaded through one process is served by the other (one shared folder);
//   - one process killed with SIGKILL in the middle of 200 concurrent redemptions: the invariant
//     checker finds nothing wrong and every request answered 2xx is stored.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { API } from '@portal/contract';
import {
  type Answer, call, checkPointsInvariants, createProofStore, type DB, DEFAULT_PG_URL,
  DEMO_ACCOUNTS, describeAnswer, expectOk, halfWrittenRows, HSTS, loadCatalogue, login, MSG,
  multipartBody, type ProofStore,
} from '@portal/api/testing';
import { startCluster, type Cluster } from '../../../tools/ops/cluster-lib';
import { DEMO, DEMO_PASSWORD, launchBrowser, loginAs, shoot, uniquePng } from '../harness';

const PG_URL = process.env.E2E_DATABASE_URL || DEFAULT_PG_URL;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const STORM = 200;
/** RATE_LIMIT_LOGIN_ADDRESS (its default): login attempts per client address and minute */
const LOGINS_PER_ADDRESS = 100;

let store: ProofStore;
let cluster: Cluster;
let browser: Browser;
let db: DB;

/** which api process answered (nginx's X-Upstream: "127.0.0.1:<port>", or "a, b" when it passed the request on) */
function upstreamOf(headers: Headers | Record<string, string>): string {
  const value = headers instanceof Headers ? headers.get('x-upstream') : headers['x-upstream'];
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean).pop() ?? '';
}

const processAt = (upstream: string) => cluster.processes.find((p) => upstream.endsWith(`:${p.port}`));

async function count(table: 'users' | 'products' | 'slides' | 'product_categories'): Promise<number> {
  return Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c);
}

before(async () => {
  store = await createProofStore('postgres', PG_URL, 'cluster_e2e');
  cluster = await startCluster({
    processes: 2,
    databaseUrl: store.databaseUrl!,
    redisUrl: REDIS_URL,
    dataDir: store.dataDir,
    upstreamHeader: true,
    nginxWorkers: 1,
    tls: true,
    env: {
      REDIS_PREFIX: `portal-e2e-${crypto.randomBytes(6).toString('hex')}:`,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // the default, stated: the per-client login limit test uses up one client's logins
      RATE_LIMIT_LOGIN_ADDRESS: `${LOGINS_PER_ADDRESS}/min`,
    },
  });
  db = store.openDb();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await cluster?.stop(5_000);
  await db?.destroy();
  await store?.dispose();
});

describe('two api processes behind nginx on PostgreSQL and Redis', () => {
  it('seeded the empty database once, although both processes started on it together', async () => {
    assert.equal(await count('users'), DEMO_ACCOUNTS.length, 'one set of demo accounts');
    const names = await db.selectFrom('products').select('name').execute();
    assert.equal(new Set(names.map((n) => n.name)).size, names.length, 'no demo product twice');
    const categories = await db.selectFrom('product_categories').select('name').execute();
    assert.equal(new Set(categories.map((n) => n.name)).size, categories.length, 'no demo category twice');
    for (const p of cluster.processes) {
      const health = await fetch(`${p.base}/api/health`);
      assert.equal(health.status, 200);
      assert.deepEqual(await health.json(), { status: 'ok', database: 'ok', redis: 'ok' });
    }
  });

  it('logs in through one process and goes on through the other (requests alternate)', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-CO', timezoneId: 'America/Bogota' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    const answers: { url: string; method: string; status: number; upstream: string; authorized: boolean }[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (!url.pathname.startsWith('/api/')) return;
      answers.push({
        url: url.pathname,
        method: res.request().method(),
        status: res.status(),
        upstream: upstreamOf(res.headers()),
        authorized: Boolean(res.request().headers().authorization),
      });
    });
    try {
      await loginAs(page, cluster.url, DEMO.participantA);
      await page.getByRole('heading').first().waitFor();
      await page.goto(`${cluster.url}/admin/products`);
      await page.getByRole('heading', { name: 'Catálogo de Productos' }).first().waitFor();
      await page.getByRole('article').first().waitFor();
      await page.goto(`${cluster.url}/admin/redeem-list`);
      await page.getByRole('heading', { name: 'Lista de Redenciones' }).first().waitFor();
      await shoot(page, 'cluster-redeem-list');

      const loginAnswer = answers.find((a) => a.method === 'POST' && a.url === API.login);
      assert.ok(loginAnswer && loginAnswer.status === 200, `the login answered 200: ${JSON.stringify(loginAnswer)}`);
      assert.ok(processAt(loginAnswer.upstream), `the login's X-Upstream names an api process: "${loginAnswer.upstream}"`);
      const later = answers.slice(answers.indexOf(loginAnswer) + 1).filter((a) => a.authorized);
      assert.ok(later.length >= 4, `the session went on with several calls (${later.length})`);
      assert.deepEqual(later.filter((a) => a.status !== 200 && a.status !== 304), [], 'every call after the login succeeded');
      const others = later.filter((a) => a.upstream !== loginAnswer.upstream);
      assert.ok(others.length > 0, `a call after the login went to the other process: ${JSON.stringify(later.map((a) => [a.url, a.upstream]))}`);
      assert.equal(new Set(answers.map((a) => a.upstream)).size, 2, 'both processes answered the page');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('trips the limit after 11 wrong passwords for one identification number spread over both processes', async () => {
    const config = await (await fetch(`${cluster.url}/portal.config.json`)).json();
    const attempt = (username: string, password: string) => fetch(`${cluster.url}${API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, grant_type: 'password', client_id: config.clientId, client_secret: config.clientSecret }),
    });
    const upstreams: string[] = [];
    for (let i = 1; i <= 10; i++) {
      const res = await attempt(DEMO.buyer, `equivocada-${i}`);
      assert.notEqual(res.status, 429, `wrong password ${i} of 10 is refused as wrong, not yet limited`);
      assert.ok(res.status >= 400 && res.status < 500, `wrong password ${i}: ${res.status}`);
      upstreams.push(upstreamOf(res.headers));
      await res.body?.cancel();
    }
    assert.equal(new Set(upstreams).size, 2, `the 10 attempts went to both processes: ${upstreams.join(' ')}`);

    // the 11th, as a person types it on the login page
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-CO' });
    const page = await context.newPage();
    try {
      await page.goto(`${cluster.url}/auth/login-page`);
      await page.getByLabel('Número de identificación').fill(DEMO.buyer);
      await page.getByLabel('Contraseña').fill('equivocada-11');
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(API.login) && r.request().method() === 'POST'),
        page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click(),
      ]);
      assert.equal(answer.status(), 429, 'the 11th wrong password is answered 429');
      await page.getByText(MSG.tooManyRequests).first().waitFor();
      await shoot(page, 'cluster-login-limited');
    } finally {
      await context.close();
    }

    // the guesser is stopped on every process, the right password included...
    const right = await attempt(DEMO.buyer, DEMO_PASSWORD);
    assert.equal(right.status, 429, 'the number stays limited whichever process answers');
    await right.body?.cancel();
    // ...while a colleague behind the same address logs in
    const colleague = await attempt(DEMO.approver, DEMO_PASSWORD);
    assert.equal(colleague.status, 200, 'another identification number from the same address logs in');
    await colleague.body?.cancel();
  });

  // nginx forwards its peer's address ($remote_addr) as X-Forwarded-For and the api trusts
  // nginx alone (TRUST_PROXY=1). Each client reaches nginx from a local address of its own (Linux
  // routes all of 127.0.0.0/8 to this machine), so nginx sees two clients as it would on a network.
  it('gives each client its own login limit and keeps its address in the audit log', async () => {
    const CLIENT_1 = '127.0.0.2';
    const CLIENT_2 = '127.0.0.3';
    const config = await (await fetch(`${cluster.url}/portal.config.json`)).json();
    const client = { grant_type: 'password', client_id: config.clientId, client_secret: config.clientSecret };
    const attempt = (from: string, username: string, password: string, forwardedFor?: string) => call(cluster.url, 'POST', API.login, {
      localAddress: from,
      json: { username, password, ...client },
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      timeoutMs: 60_000,
    });
    const limit = LOGINS_PER_ADDRESS;
    // client 1 uses up its address's limit with numbers of this run (nobody's: the per-number limit
    // stays out of it), each attempt claiming another address in X-Forwarded-For, which nginx replaces
    const run = String(Date.now() % 1e6).padStart(6, '0');
    const numbers = Array.from({ length: limit }, (_, i) => `77${run}${String(i).padStart(3, '0')}`);
    const statuses: number[] = [];
    for (let i = 0; i < numbers.length; i += 10) {
      const batch = await Promise.all(numbers.slice(i, i + 10).map((n, j) => attempt(CLIENT_1, n, 'equivocada', `198.51.100.${i + j + 1}`)));
      statuses.push(...batch.map((a) => a.status));
    }
    assert.deepEqual([...new Set(statuses)], [401], `the ${limit} attempts of client 1 are refused as wrong, not yet limited`);
    const limited = await attempt(CLIENT_1, DEMO.approver, DEMO_PASSWORD, '198.51.100.250');
    assert.equal(limited.status, 429, `attempt ${limit + 1} of client 1 is held back, a right password and a forged address included: ${describeAnswer(limited)}`);
    assert.equal(limited.body?.detail, MSG.tooManyRequests);

    // client 2, through the same nginx and the same two processes, logs in
    const admin = await attempt(CLIENT_2, DEMO.admin, DEMO_PASSWORD, CLIENT_1);
    assert.equal(admin.status, 200, `client 2 logs in while client 1 is held back: ${describeAnswer(admin)}`);
    const token: string = admin.body[0].access_token;

    // the audit log: every refused attempt of client 1 under its address, none under nginx's or a forged one
    const refusedFrom = async (ip: string) => Number((await db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('c'))
      .where('action', '=', 'login_refused').where('ip', '=', ip).executeTakeFirstOrThrow()).c);
    assert.equal(await refusedFrom(CLIENT_1), limit, 'one audit row per refused attempt, with client 1\'s address');
    assert.equal(await refusedFrom('198.51.100.1'), 0, 'no row under a forged address');
    // as the administrator reads it through nginx
    const refused = await call(cluster.url, 'GET', `${API.auditLog}?action=login_refused&q=${numbers[0]}`, { token, localAddress: CLIENT_2 });
    assert.equal(refused.status, 200, describeAnswer(refused));
    assert.deepEqual(refused.body.rows.map((r: { ip: string }) => r.ip), [CLIENT_1]);
    // a change made by client 2 carries client 2's address
    const city = await call(cluster.url, 'POST', API.cities, { token, localAddress: CLIENT_2, json: { name: `Ciudad del proxy ${run}` } });
    assert.equal(city.status, 200, describeAnswer(city));
    const changes = await call(cluster.url, 'GET', `${API.auditLog}?entity=cities`, { token, localAddress: CLIENT_2 });
    const created = changes.body.rows.find((r: { action: string; entity_id: number }) => r.action === 'create' && r.entity_id === city.body.city.id);
    assert.equal(created?.ip, CLIENT_2, `the city's audit row: ${JSON.stringify(created)}`);
    assert.equal(created?.actor?.id, admin.body[0].id);
  });

  it('sends HSTS with a request that reached nginx over HTTPS, never over plain HTTP', async () => {
    const { url, certificate } = cluster.https!;
    const secure = await call(url, 'GET', '/api/health', { ca: certificate });
    assert.equal(secure.status, 200);
    assert.ok(processAt(upstreamOf(secure.headers as Record<string, string>)), 'answered by an api process');
    assert.equal(secure.headers['strict-transport-security'], HSTS);
    // plain HTTP: nginx sends its own scheme, whatever the client claims
    const plain = await call(cluster.url, 'GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['strict-transport-security'], undefined);

    // the login page as Chromium opens it over HTTPS (the run's certificate is self-signed)
    const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'es-CO' });
    try {
      const page = await context.newPage();
      const answer = await page.goto(`${url}/auth/login-page`);
      assert.equal(answer?.status(), 200);
      assert.equal((await answer!.allHeaders())['strict-transport-security'], HSTS);
      await page.getByLabel('Número de identificación').waitFor();
    } finally {
      await context.close();
    }
  });

  it('serves a photo uploaded through one process from the other (one shared folder)', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-CO', timezoneId: 'America/Bogota' });
    const page = await context.newPage();
    try {
      await loginAs(page, cluster.url, DEMO.participantB);
      await page.goto(`${cluster.url}/admin/profile-user`);
      await page.getByRole('heading', { name: 'Mi Perfil' }).first().waitFor();
      await page.getByLabel(/foto de perfil/i).last().setInputFiles({ name: 'nueva.png', mimeType: 'image/png', buffer: uniquePng() });
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(API.userPhoto) && r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Guardar foto' }).click(),
      ]);
      assert.equal(answer.status(), 200);
      await page.getByText('Foto de perfil actualizada con éxito').waitFor();
      const writer = processAt(upstreamOf(await answer.allHeaders()));
      assert.ok(writer, 'the upload names the process that stored it');
      const reader = cluster.processes.find((p) => p !== writer)!;
      const link: string = (await answer.json()).image;
      assert.match(link, /^\/uploads\/users\//);

      // the file, asked of each process directly (past nginx): the same bytes from both
      const fromWriter = await fetch(`${writer.base}${link}`);
      const fromReader = await fetch(`${reader.base}${link}`);
      assert.equal(fromWriter.status, 200);
      assert.equal(fromReader.status, 200, 'the process that did not store the photo serves it');
      assert.match(fromReader.headers.get('content-type') ?? '', /^image\//);
      assert.deepEqual(Buffer.from(await fromReader.arrayBuffer()), Buffer.from(await fromWriter.arrayBuffer()));

      // and shown by the browser through the other process
      const shown = await context.newPage();
      await shown.goto(`${reader.base}${link}`);
      const width = await shown.evaluate(() => (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth ?? 0);
      assert.ok(width > 0, 'Chromium shows the photo read from the other process');
      await shown.close();
      await shoot(page, 'cluster-profile-photo');
    } finally {
      await context.close();
    }
  });

  it('keeps every answered redemption when one process is killed with SIGKILL in the middle of 200 at once', async () => {
    const catalogue = await loadCatalogue(db);
    const product = catalogue.products[0];
    const spender = catalogue.users[DEMO.participantA];

    // enough points for every request: the administrator's adjustment (SPEC 2.6), through nginx
    const admin = await login(cluster.url, DEMO.admin);
    const loaded = await expectOk('getuser', call(cluster.url, 'GET', API.userGet(spender.id), { token: admin.token }));
    const data = {
      name: loaded.name, email: loaded.email, phone: loaded.phone, version: loaded.version, state: loaded.state,
      profiles_id: loaded.profiles_id, subsidiary_id: loaded.subsidiary_id,
      points: loaded.points + product.points * STORM, points_seen: loaded.points, points_reason: 'Saldo para la prueba de varios procesos',
    };
    const form = multipartBody({ data: JSON.stringify(data) });
    await expectOk('adjustment', call(cluster.url, 'POST', API.userUpdate(spender.id), { token: admin.token, body: form.body, contentType: form.contentType }));
    const ceiling = Number((await db.selectFrom('apply_for').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 0);

    const participant = await login(cluster.url, DEMO.participantA);
    const victim = cluster.processes[0];
    let answered = 0;
    let killedAt = -1;
    const outcomes = await Promise.all(Array.from({ length: STORM }, async () => {
      let answer: Answer | undefined;
      let error: string | undefined;
      try {
        answer = await call(cluster.url, 'POST', API.applyFor, { token: participant.token, json: { product_id: product.id }, timeoutMs: 60_000 });
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
      answered++;
      // the kill, once a quarter of the storm was answered: the rest are queued or in flight
      if (killedAt < 0 && answered >= STORM / 4) {
        killedAt = answered;
        victim.kill('SIGKILL');
      }
      return { answer, error, afterKill: killedAt >= 0 };
    }));
    assert.ok(killedAt > 0, 'the process was killed during the storm');
    assert.equal((await victim.exited).signal, 'SIGKILL');

    const ok = outcomes.filter((o) => o.answer && o.answer.status >= 200 && o.answer.status < 300);
    const refused = outcomes.filter((o) => o.answer && o.answer.status >= 400 && o.answer.status < 500);
    const failed = outcomes.filter((o) => !o.answer || o.answer.status >= 500);
    const summary = `${ok.length} answered 2xx, ${refused.length} refused (4xx), ${failed.length} cut or 5xx ` +
      `(${[...new Set(failed.map((o) => (o.answer ? `status ${o.answer.status}` : o.error)))].join(', ')}); killed after ${killedAt} answers`;
    console.log(`  storm: ${summary}`);
    assert.deepEqual(refused.map((o) => describeAnswer(o.answer!)), [], 'no request refused: the balance covered them all');
    assert.ok(ok.length > 0, `requests were answered 2xx: ${summary}`);
    assert.ok(ok.filter((o) => o.afterKill).length > 0, 'the other process went on answering after the kill');

    // every 2xx is stored (its id), and nothing beyond what was not refused
    const rows = await db.selectFrom('apply_for').select('id').where('users_id', '=', spender.id).where('id', '>', ceiling).execute();
    const stored = new Set(rows.map((r) => r.id));
    const missing = ok.map((o) => o.answer!.body?.id).filter((id) => typeof id !== 'number' || !stored.has(id));
    assert.deepEqual(missing, [], 'every redemption answered 2xx is stored');
    assert.ok(rows.length >= ok.length && rows.length <= ok.length + failed.length, `${rows.length} stored for ${ok.length} answered 2xx and ${failed.length} cut`);

    // the points engine's invariants and no half-written request
    assert.deepEqual(await checkPointsInvariants(db), [], 'checkPointsInvariants');
    assert.deepEqual(await halfWrittenRows(db, { storageDir: cluster.storageDir }), [], 'half-written rows');

    // the survivor serves on through nginx (the dead one is taken out by the passive checks)
    for (let i = 0; i < 4; i++) {
      const res = await call(cluster.url, 'GET', API.applyForAll, { token: participant.token });
      assert.equal(res.status, 200, `after the kill, call ${i + 1} through nginx: ${describeAnswer(res)}`);
    }
  });
});
