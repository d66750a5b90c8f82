// Speed a salesperson feels on a phone: built files served as the build precompressed
// them, api JSON compressed on the fly, caching kept; and odd Accept-Encoding, Range and
// If-None-Match headers answered correctly, never with a 5xx.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildTestApp, createCity, createUser, type TestApp } from '../test/helper';

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const BIG_JS = `${'console.log("una línea del shell que se repite");\n'.repeat(400)}`;

describe('compressed answers', () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    write(path.join(root, 'shell/dist/index.html'), `<!doctype html><title>Shell</title>${'<!-- relleno -->'.repeat(200)}<div id="root"></div>`);
    write(path.join(root, 'shell/dist/main.1a2b3c4d.js'), BIG_JS);
    // what the build writes beside it (tools/webpack/federation.js); marked so the test knows which file went out
    write(path.join(root, 'shell/dist/main.1a2b3c4d.js.br'), zlib.brotliCompressSync(`${BIG_JS}//br`));
    write(path.join(root, 'shell/dist/main.1a2b3c4d.js.gz'), zlib.gzipSync(`${BIG_JS}//gz`));
    write(path.join(root, 'remote-admin/dist/remoteEntry.js'), BIG_JS);
    write(path.join(root, 'remote-admin/dist/remoteEntry.js.br'), zlib.brotliCompressSync(`${BIG_JS}//br`));
    t = await buildTestApp({ WEB_ROOT: root }, { serveFrontends: true });
    auth = (await createUser(t.db, { role: 'admin' })).auth;
    for (let i = 0; i < 60; i += 1) await createCity(t.db, `Ciudad comprimida número ${i}`);
  });
  afterAll(async () => t.close());

  it('serves a built file precompressed: brotli when accepted, else gzip, else plain; the cache headers stay', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(`${BIG_JS}//br`);

    const gz = await t.app.inject({ method: 'GET', url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(`${BIG_JS}//gz`);

    const plain = await t.app.inject({ method: 'GET', url: '/main.1a2b3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);

    // a remote's entry: precompressed too, and checked on every use (a redeployed remote is picked up)
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/admin/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the shell page and the api JSON on the fly', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/auth/login-page', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Shell</title>');

    const cities = await t.app.inject({ method: 'GET', url: '/api/city', headers: { ...auth, 'accept-encoding': 'gzip, br' } });
    expect(cities.statusCode).toBe(200);
    expect(cities.headers['content-encoding']).toBe('br');
    const list = JSON.parse(zlib.brotliDecompressSync(cities.rawPayload).toString()) as { name: string }[];
    expect(list.map((c) => c.name)).toContain('Ciudad comprimida número 7');

    // a small answer is not worth compressing
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { ...auth, 'accept-encoding': 'br' } });
    expect(session.statusCode).toBe(200);
    expect(session.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['*'], ['br;q=0'], ['gzip;q=0, br;q=0, identity;q=0'], ['unknown-coding'], ['br, br, br'], [';;;,,,'], ['gzip;q=abc'], ['x'.repeat(4000)],
  ])('answers Accept-Encoding %# (odd values, one of 4,000 characters) correctly, never with a 5xx', async (value) => {
    for (const url of ['/main.1a2b3c4d.js', '/api/city', '/auth/login-page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...auth, 'accept-encoding': value } });
      expect(res.statusCode).toBeLessThan(500);
      const encoding = res.headers['content-encoding'];
      // whatever went out must decode to the file
      const body = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString()
        : encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString()
          : res.body;
      if (res.statusCode === 200 && url.endsWith('.js')) expect(body.startsWith(BIG_JS)).toBe(true);
    }
  });

  it('answers Range and If-None-Match headers, garbage included, without a 5xx', async () => {
    const range = await t.app.inject({ method: 'GET', url: '/main.1a2b3c4d.js', headers: { range: 'bytes=0-9', 'accept-encoding': 'identity' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe(BIG_JS.slice(0, 10));
    for (const headers of [
      { range: 'bytes=999999-' }, { range: 'bytes=abc' }, { range: 'lines=1-2' }, { range: 'bytes=5-1' },
      { 'if-none-match': 'garbage' }, { 'if-none-match': '"' }, { 'if-none-match': '*' }, { 'if-modified-since': 'not a date' },
    ]) {
      for (const url of ['/main.1a2b3c4d.js', '/api/city', '/auth/login-page']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { ...auth, ...headers } });
        expect([200, 206, 304, 416]).toContain(res.statusCode);
      }
    }
  });
});
