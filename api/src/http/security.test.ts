// Security headers on every response: an api answer, the front-end files of npm start,
// the API docs and an uploaded file; HSTS only over HTTPS as a trusted proxy reports it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { API } from '@portal/contract';
import { buildTestApp, type TestApp } from '../test/helper';

function png(): Buffer {
  const image = new PNG({ width: 2, height: 2 });
  image.data.fill(200);
  return PNG.sync.write(image);
}

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** the directives of a Content-Security-Policy header, by name */
function directives(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

function expectPageHeaders(headers: Record<string, string | string[] | number | undefined>) {
  const csp = directives(headers['content-security-policy']);
  expect(csp['default-src']).toBe("'self'");
  expect(csp['script-src']).toBe("'self'");
  expect(csp['script-src-attr']).toBe("'none'");
  expect(csp['style-src']).toBe("'self' 'unsafe-inline'");
  expect(csp['img-src']).toBe("'self' data: blob:");
  expect(csp['connect-src']).toBe("'self'");
  expect(csp['object-src']).toBe("'none'");
  expect(csp['frame-ancestors']).toBe("'none'");
  expect(csp['base-uri']).toBe("'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // plain HTTP: never HSTS
  expect(headers['strict-transport-security']).toBeUndefined();
}

describe('on npm start (front ends served)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
    write(path.join(root, 'shell/dist/main.1a2b3c4d.js'), 'console.log("shell")');
    write(path.join(root, 'remote-admin/dist/remoteEntry.js'), 'var admin;');
    t = await buildTestApp({ WEB_ROOT: root }, { serveFrontends: true });
  });
  afterAll(async () => t.close());

  it('an api answer, an error and a 404 carry the headers', async () => {
    for (const url of [API.productsAll, '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([401, 404]).toContain(res.statusCode);
      expectPageHeaders(res.headers);
    }
    const login = await t.app.inject({ method: 'POST', url: API.login, payload: { username: '1', password: 'x' } });
    expect(login.statusCode).toBe(400);
    expectPageHeaders(login.headers);
  });

  it('the shell page, its SPA fallback, its scripts and a remote entry carry the headers', async () => {
    for (const url of ['/', '/admin/home', '/main.1a2b3c4d.js', '/remotes/admin/remoteEntry.js', '/portal.config.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expectPageHeaders(res.headers);
    }
  });

  it('the API docs carry the same policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui-bundle.js');
    // the page has no inline script for the policy to block
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expectPageHeaders(res.headers);
  });

  it('an uploaded image goes out as an image that cannot run as a page', async () => {
    const stored = await t.app.storage.saveImage(png(), 'products');
    const res = await t.app.inject({ method: 'GET', url: stored });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(res.headers['content-security-policy'])).toEqual({ 'default-src': "'none'", sandbox: '' });
  });

  it('the upload folder serves nothing but the image types storage writes', async () => {
    // a file that reached the folder some other way (an HTML page, an SVG with a script)
    write(path.join(t.app.storage.root, 'products', 'page.html'), '<script>alert(1)</script>');
    write(path.join(t.app.storage.root, 'products', 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const url of ['/uploads/products/page.html', '/uploads/products/drawing.svg', '/uploads/products/page.html?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body).not.toContain('alert');
    }
  });
});

describe('HSTS', () => {
  it('is sent when a trusted proxy says the request came over HTTPS, and only then', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const https = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      // the proxy is trusted only from its own address
      const forged = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.7' });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('a forged X-Forwarded-Proto is ignored without TRUST_PROXY', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

it('remotes served from another origin (REMOTE_URL_*) are allowed by the policy, nothing else is', async () => {
  const t = await buildTestApp({ REMOTE_URL_REVIEW: 'https://cdn.example.com/review/mf-manifest.json' });
  try {
    const csp = directives((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self' https://cdn.example.com");
    expect(csp['connect-src']).toBe("'self' https://cdn.example.com");
    expect(csp['frame-ancestors']).toBe("'none'");
  } finally {
    await t.close();
  }
});
