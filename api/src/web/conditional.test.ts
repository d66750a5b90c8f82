// The built front-end files answer conditional and Range requests correctly, on every
// path a browser can take: plain, and the precompressed .br and .gz copies (each its own ETag,
// since each is other bytes). The api's reads: http/etag.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildTestApp, type TestApp } from '../test/helper';

function write(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const JS = 'console.log("un módulo del shell");\n'.repeat(300);
const ENTRY = 'var admin = "entrada del remoto";\n'.repeat(100);

let t: TestApp;
beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  write(path.join(root, 'shell/dist/index.html'), `<!doctype html><title>Shell</title>${'<!-- relleno -->'.repeat(200)}<div id="root"></div>`);
  write(path.join(root, 'shell/dist/main.1a2b3c4d.js'), JS);
  write(path.join(root, 'shell/dist/main.1a2b3c4d.js.br'), zlib.brotliCompressSync(JS));
  write(path.join(root, 'shell/dist/main.1a2b3c4d.js.gz'), zlib.gzipSync(JS));
  write(path.join(root, 'remote-admin/dist/remoteEntry.js'), ENTRY);
  write(path.join(root, 'remote-admin/dist/remoteEntry.js.br'), zlib.brotliCompressSync(ENTRY));
  t = await buildTestApp({ WEB_ROOT: root }, { serveFrontends: true });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

function decode(encoding: unknown, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe.each([
  ['/main.1a2b3c4d.js', JS],
  ['/remotes/admin/remoteEntry.js', ENTRY],
])('%s', (url, content) => {
  it.each([['identity'], ['br'], ['gzip']])('answers 304 to If-None-Match and If-Modified-Since (Accept-Encoding %s)', async (encoding) => {
    const first = await get(url, { 'accept-encoding': encoding });
    expect(first.statusCode).toBe(200);
    expect(decode(first.headers['content-encoding'], first.rawPayload)).toBe(content);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toBeTruthy();
    expect(lastModified).toBeTruthy();
    expect(first.headers['cache-control']).toBeTruthy();

    const conditionals: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-modified-since': lastModified }, { 'if-none-match': `"otra", ${etag}` }];
    for (const conditional of conditionals) {
      const again = await get(url, { 'accept-encoding': encoding, ...conditional });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    }
    // a tag of another file, or garbage: the whole file
    const unmatched: Record<string, string>[] = [{ 'if-none-match': 'W/"0-0"' }, { 'if-none-match': 'garbage' }, { 'if-modified-since': 'no es una fecha' }];
    for (const conditional of unmatched) {
      const res = await get(url, { 'accept-encoding': encoding, ...conditional });
      expect(res.statusCode).toBe(200);
      expect(decode(res.headers['content-encoding'], res.rawPayload)).toBe(content);
    }
  });

  it('keeps one ETag per encoding: a browser that switches encoding gets the file again', async () => {
    const tags = new Set<string>();
    for (const encoding of ['identity', 'br']) tags.add((await get(url, { 'accept-encoding': encoding })).headers.etag as string);
    expect(tags.size).toBe(2);
    const plainTag = (await get(url, { 'accept-encoding': 'identity' })).headers.etag as string;
    const brAnswer = await get(url, { 'accept-encoding': 'br', 'if-none-match': plainTag });
    expect(brAnswer.statusCode).toBe(200);
    expect(decode(brAnswer.headers['content-encoding'], brAnswer.rawPayload)).toBe(content);
  });

  it('answers Range requests with 206 of the bytes asked for, or the whole file, never a 5xx', async () => {
    const part = await get(url, { 'accept-encoding': 'identity', range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(content)}`);
    expect(part.body).toBe(content.slice(0, 10));
    const tail = await get(url, { 'accept-encoding': 'identity', range: 'bytes=-5' });
    expect(tail.statusCode).toBe(206);
    expect(tail.body).toBe(content.slice(-5));
    // a range of the brotli copy is a range of its bytes, and says so
    const brPart = await get(url, { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(brPart.statusCode).toBe(206);
    expect(brPart.headers['content-encoding']).toBe('br');
    expect(brPart.rawPayload.length).toBe(10);

    for (const range of ['bytes=999999-', 'bytes=abc', 'lines=1-2', 'bytes=5-1', 'bytes=0-1,3-4', `bytes=${'0-1,'.repeat(500)}0-1`]) {
      for (const encoding of ['identity', 'br', '*', 'gzip;q=abc']) {
        const res = await get(url, { 'accept-encoding': encoding, range });
        expect([200, 206, 416]).toContain(res.statusCode);
        if (res.statusCode === 200) expect(decode(res.headers['content-encoding'], res.rawPayload)).toBe(content);
      }
    }
  });
});

describe('the shell page (SPA fallback)', () => {
  it('is never used unchecked (no-store or no-cache), so it is always the current build; Range and conditionals get the page, never a 5xx', async () => {
    const variants: Record<string, string>[] = [{}, { range: 'bytes=0-9' }, { 'if-none-match': '*' }, { 'if-modified-since': new Date().toUTCString() }, { 'accept-encoding': 'br;q=0, gzip;q=abc' }];
    for (const headers of variants) {
      const res = await get('/auth/login-page', headers);
      expect([200, 304]).toContain(res.statusCode);
      if (res.statusCode === 304) continue;
      expect(res.headers['cache-control']).toMatch(/^(no-store|no-cache)$/);
      expect(decode(res.headers['content-encoding'], res.rawPayload)).toContain('<title>Shell</title>');
    }
  });
});
