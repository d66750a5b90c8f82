// npm start's one origin: runtime config, remotes, shell with SPA fallback (team brief "Runtime shape").
import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../test/helper';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

describe('with the front ends built', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    // a fake build inside a temp WEB_ROOT
    root = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'portal-web-'));
    write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
    write(path.join(root, 'shell/dist/main.1a2b3c4d.js'), 'console.log("shell")');
    write(path.join(root, 'shell/dist/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write(path.join(root, 'shell/dist/manifest.webmanifest'), '{"name":"Portal de Puntos"}');
    write(path.join(root, 'shell/dist/icons/icon-any-192.0a1b2c3d.png'), 'png');
    write(path.join(root, 'remote-admin/dist/mf-manifest.json'), '{"name":"admin"}');
    write(path.join(root, 'remote-admin/dist/remoteEntry.js'), 'var admin;');
    write(path.join(root, 'remote-admin/dist/src_routes.0badf00d.js'), 'var chunk;');
    t = await buildTestApp({ WEB_ROOT: root, REMOTE_URL_REVIEW: 'https://cdn.example.com/review/mf-manifest.json' }, { serveFrontends: true });
  });
  afterAll(async () => t.close());

  it('serves /portal.config.json with the remotes and the client values', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal.config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      remotes: {
        participant: '/remotes/participant/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
        review: 'https://cdn.example.com/review/mf-manifest.json',
      },
      apiBaseUrl: '',
      clientId: 'portal-web',
      clientSecret: 'demo-client-secret',
      appKey: 'demo-app-key',
      contactUrl: 'https://wa.me/573000000000',
      // the plain builds here have no screens.json; the review remote is on another origin
      releases: { shell: null, participant: null, admin: null, review: null },
    });
  });

  it('serves a remote, revalidating its manifest and entry on every use (304 while unchanged), caching hashed chunks for good', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/remotes/admin/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'admin' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/admin/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    for (const [url, first] of [['/remotes/admin/mf-manifest.json', manifest], ['/remotes/admin/remoteEntry.js', entry]] as const) {
      expect(first.headers.etag).toBeTruthy();
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': first.headers.etag as string } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    // rebuilt in place: another tag, so the check gets the new file
    write(path.join(root, 'remote-admin/dist/remoteEntry.js'), 'var admin = 2;');
    const rebuilt = await t.app.inject({ method: 'GET', url: '/remotes/admin/remoteEntry.js', headers: { 'if-none-match': entry.headers.etag as string } });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('var admin = 2;');
    expect((await t.app.inject({ method: 'GET', url: '/remotes/admin/src_routes.0badf00d.js' })).headers['cache-control']).toContain('immutable');
    // a remote that is not built answers 404
    expect((await t.app.inject({ method: 'GET', url: '/remotes/participant/mf-manifest.json' })).statusCode).toBe(404);
  });

  it('answers the shell for / and for any page path (SPA fallback)', async () => {
    for (const url of ['/', '/admin/list-cities', '/auth/login-page?next=1', '/admin/edit-city/3']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Shell</title>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/main.1a2b3c4d.js' })).body).toContain('shell');
  });

  it('answers the /auth addresses with the login bundle\'s page when the build has one, and every other with the shell', async () => {
    const loginPage = path.join(root, 'shell/dist/login.html');
    write(loginPage, '<!doctype html><title>Login</title><div id="root"></div>');
    try {
      for (const url of ['/auth/login-page', '/auth/recovery-page?x=1', '/auth']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<title>Login</title>');
        const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': res.headers.etag as string } });
        expect(again.statusCode).toBe(304);
      }
      for (const url of ['/', '/admin/home', '/authors', '/admin/auth/login-page']) {
        expect((await t.app.inject({ method: 'GET', url })).body).toContain('<title>Shell</title>');
      }
    } finally {
      fs.rmSync(loginPage);
    }
  });

  it('answers /admin/home with the home bundle\'s page when the build has one; a remote\'s page, such as /admin/products, always gets the shell', async () => {
    const homePage = path.join(root, 'shell/dist/home.html');
    // a page an older build left for the catalogue is never served: the shell has no first screen of a remote's page
    const leftOver = path.join(root, 'shell/dist/products.html');
    write(homePage, '<!doctype html><title>Inicio</title><div id="root"></div>');
    write(leftOver, '<!doctype html><title>Catalogo</title><div id="root"></div>');
    const titleOf = async (url: string) => /<title>(\w+)<\/title>/.exec((await t.app.inject({ method: 'GET', url })).body)?.[1];
    try {
      for (const url of ['/admin/home', '/admin/home/', '/admin/home?x=1']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<title>Inicio</title>');
        const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': res.headers.etag as string } });
        expect(again.statusCode).toBe(304);
      }
      for (const url of ['/admin/products', '/admin/products/', '/admin/home/7', '/admin/list-cities', '/']) expect(await titleOf(url)).toBe('Shell');
      // a browser holding the home page's tag gets the shell on another address, not a 304
      const home = await t.app.inject({ method: 'GET', url: '/admin/home' });
      const other = await t.app.inject({ method: 'GET', url: '/admin/products', headers: { 'if-none-match': home.headers.etag as string } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain('<title>Shell</title>');
    } finally {
      fs.rmSync(homePage, { force: true });
      fs.rmSync(leftOver, { force: true });
    }
  });

  it('has the shell page revalidated: 304 for its own tag, the page again once the shell is rebuilt', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/admin/list-cities' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ method: 'GET', url: '/admin/home', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': 'W/"otra"' } })).statusCode).toBe(200);
    const index = path.join(root, 'shell/dist/index.html');
    const html = fs.readFileSync(index, 'utf8');
    write(index, html.replace('<title>Shell</title>', '<title>Shell</title><!-- rebuilt -->'));
    try {
      const rebuilt = await t.app.inject({ method: 'GET', url: '/admin/home', headers: { 'if-none-match': etag } });
      expect(rebuilt.statusCode).toBe(200);
      expect(rebuilt.body).toContain('rebuilt');
    } finally {
      write(index, html);
    }
  });

  it('keeps JSON 404s for /api, /uploads, /remotes and missing assets', async () => {
    for (const url of ['/api/nothing-here', '/uploads/products/x.png', '/remotes/admin/missing.js', '/main.deadbeef.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
    expect((await t.app.inject({ method: 'POST', url: '/admin/home' })).statusCode).toBe(404);
  });

  it('answers /favicon.ico with a redirect to the build\'s icon, /favicon.svg', async () => {
    const ico = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
    const svg = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });

  it('serves the web app manifest as application/manifest+json, revalidated, and its hashed icons for good', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Portal de Puntos' });
    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-any-192.0a1b2c3d.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toContain('immutable');
  });
});

describe('without a build', () => {
  it('answers pages with a notice naming npm run build', async () => {
    const root = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'portal-web-empty-'));
    const t = await buildTestApp({ WEB_ROOT: root }, { serveFrontends: true });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/admin/home' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      expect((await t.app.inject({ method: 'GET', url: '/portal.config.json' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
