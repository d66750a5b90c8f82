// The api's reads carry a weak ETag and `private, no-cache`, and answer 304 when the
// browser's If-None-Match names them (http/etag.ts); odd If-None-Match, Accept-Encoding and Range
// headers get a correct answer, never a 5xx. On SQLite and PostgreSQL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { API } from '@portal/contract';
import { buildTestApp, createUser, type TestApp } from '../test/helper';

/** over the compression threshold (1 KB) */
const BIG = { rows: Array.from({ length: 80 }, (_, i) => ({ id: i, name: `Fila número ${i} de una respuesta grande` })) };

let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({}, {
    extraRoutes: (app) => {
      app.get('/api/test/big', { config: { access: 'authenticated' } }, async () => BIG);
      app.post('/api/test/big', { config: { access: 'authenticated' } }, async () => BIG);
      app.get('/api/test/no-store', { config: { access: 'authenticated' } }, async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { ok: true };
      });
      app.get('/api/test/text', { config: { access: 'public' } }, async (_request, reply) => reply.type('text/plain').send('texto'));
    },
  });
  auth = (await createUser(t.db, { role: 'participant' })).auth;
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers: { ...auth, ...headers } });

function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe('ETag and 304 on the api reads', () => {
  it('tags a 200 JSON read with a weak ETag and private, no-cache; the same If-None-Match answers 304 with no body', async () => {
    // (not /api/session: each call slides the session's expiry, so each answer is new)
    for (const url of [API.productsAll, API.cities, '/api/test/big']) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{20,}"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers['cache-control']).not.toContain('public');

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      expect(again.headers['content-type']).toBeUndefined();
      // the same data answers the same tag
      expect((await get(url)).headers.etag).toBe(etag);
    }
  });

  it('compares weakly, accepts lists and *, and answers the full read to anything else', async () => {
    const etag = (await get('/api/test/big')).headers.etag as string;
    const opaque = etag.slice(2); // "..." without W/
    for (const match of [opaque, `"otra", ${etag}`, `W/"x",${opaque} , "y"`, '*']) {
      expect((await get('/api/test/big', { 'if-none-match': match })).statusCode).toBe(304);
    }
    for (const match of ['garbage', '"', 'W/', ',,,', '"otra"', `${opaque.slice(0, -2)}"`, `"${'a'.repeat(8000)}"`, 'W/"', '\u00e9"x"']) {
      const res = await get('/api/test/big', { 'if-none-match': match });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toEqual(BIG);
    }
    // a browser asking for a fresh copy gets one
    expect((await get('/api/test/big', { 'if-none-match': etag, 'cache-control': 'no-cache' })).statusCode).toBe(200);
  });

  it('tags the data, not the bytes: the compressed answers share the tag, and a 304 carries no compressed body', async () => {
    const plain = await get('/api/test/big', { 'accept-encoding': 'identity' });
    const br = await get('/api/test/big', { 'accept-encoding': 'br' });
    const gzip = await get('/api/test/big', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(br))).toEqual(BIG);
    expect(JSON.parse(decoded(gzip))).toEqual(BIG);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(gzip.headers.etag).toBe(plain.headers.etag);

    const notModified = await get('/api/test/big', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await get('/api/test/big', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    const etag = head.headers.etag as string;
    expect(etag).toBe((await get('/api/test/big')).headers.etag);
    expect((await get('/api/test/big', { 'if-none-match': etag }, 'HEAD')).statusCode).toBe(304);
  });

  it('leaves writes, errors, other content types and a route\'s own Cache-Control alone', async () => {
    const etag = (await get('/api/test/big')).headers.etag as string;
    const post = await get('/api/test/big', { 'if-none-match': etag }, 'POST');
    expect(post.statusCode).toBe(200);
    expect(post.headers.etag).toBeUndefined();
    expect(JSON.parse(post.body)).toEqual(BIG);

    const unauthorised = await t.app.inject({ method: 'GET', url: API.productsAll, headers: { 'if-none-match': '*' } });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers.etag).toBeUndefined();
    const missing = await get('/api/nothing-here', { 'if-none-match': '*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();

    const noStore = await get('/api/test/no-store');
    expect(noStore.headers['cache-control']).toBe('no-store');
    expect(noStore.headers.etag).toBeDefined();
    const text = await get('/api/test/text', { 'if-none-match': '*' });
    expect(text.statusCode).toBe(200);
    expect(text.headers.etag).toBeUndefined();
  });

  it('answers a Range request on an api read with the whole JSON (200), never a 5xx', async () => {
    for (const range of ['bytes=0-9', 'bytes=999999-', 'bytes=abc', 'lines=1-2', 'bytes=5-1', 'bytes=0-0,2-3']) {
      const res = await get('/api/test/big', { range });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body)).toEqual(BIG);
    }
  });

  it.each([
    ['*'], ['br;q=0'], ['identity;q=0'], ['gzip;q=0, br;q=0, identity;q=0'], ['gzip;q=abc'], ['br;q=1.5, gzip;q=-1'], ['unknown'],
    [';;;,,,'], ['x'.repeat(4000)],
  ])('answers Accept-Encoding %# with the same data and tag, never a 5xx', async (value) => {
    const reference = await get('/api/test/big', { 'accept-encoding': 'identity' });
    const res = await get('/api/test/big', { 'accept-encoding': value });
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode === 200) {
      expect(JSON.parse(decoded(res))).toEqual(BIG);
      expect(res.headers.etag).toBe(reference.headers.etag);
    }
  });
});

describe('over a real connection', () => {
  let server: TestApp;
  let port: number;
  beforeAll(async () => {
    server = await buildTestApp();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => server.close());

  function request(headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: API.cities, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
    });
  }

  it('answers 304 with an empty body on the wire, and a huge header is refused without a 5xx', async () => {
    const user = await createUser(server.db, { role: 'participant' });
    const first = await request(user.auth);
    expect(first.status).toBe(200);
    const again = await request({ ...user.auth, 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    for (const name of ['if-none-match', 'accept-encoding', 'range']) {
      const huge = await request({ ...user.auth, [name]: 'x'.repeat(64 * 1024) }).catch(() => ({ status: 0 }));
      // Node's parser refuses it (431) or closes the connection; never a 5xx
      expect(huge.status === 0 || huge.status < 500).toBe(true);
    }
  });
});
