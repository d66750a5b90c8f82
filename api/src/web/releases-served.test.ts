// What the api serves from the releases (@portal/releases): the runtime config follows a deploy or a
// rollback without a restart; every release stays served, never the releases file or its lock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releasesInUse, rollBack, switchTo, writeReleases } from '@portal/releases';
import { buildTestApp, type TestApp } from '../test/helper';
import { writeFile as write, writeRemoteRelease as release } from '@portal/releases/testing';


let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-releases-'));
});

describe('served by the api', () => {
  let t: TestApp;
  let root: string;
  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>Shell</title><div id="root"></div>');
    write(path.join(root, 'remote-admin/dist/mf-manifest.json'), '{"name":"admin","built":"dist"}');
    t = await buildTestApp({ WEB_ROOT: root, RELEASES_DIR: dir }, { serveFrontends: true });
  });
  afterEach(async () => t.close());

  const config = async () => (await t.app.inject({ method: 'GET', url: '/portal.config.json' })).json();
  const manifests = async () => (await config()).remotes;

  it('names the release in use in /portal.config.json from the next request on, and the build in dist while none is deployed', async () => {
    expect((await manifests()).admin).toBe('/remotes/admin/mf-manifest.json');
    release(dir, 'admin', '0.1.0-aaaa');
    release(dir, 'admin', '0.1.0-bbbb');
    switchTo(dir, 'admin', '0.1.0-aaaa');
    expect(await manifests()).toEqual({
      participant: '/remotes/participant/mf-manifest.json',
      admin: '/releases/admin/0.1.0-aaaa/mf-manifest.json',
      review: '/remotes/review/mf-manifest.json',
    });
    switchTo(dir, 'admin', '0.1.0-bbbb');
    expect((await manifests()).admin).toBe('/releases/admin/0.1.0-bbbb/mf-manifest.json');
    rollBack(dir, 'admin');
    expect((await manifests()).admin).toBe('/releases/admin/0.1.0-aaaa/mf-manifest.json');
    // for support: the release each one runs; a plain build names its own in its screens.json
    write(path.join(root, 'remote-review/dist/screens.json'), JSON.stringify({ remote: 'review', release: '0.1.0-d15d15d1', screens: [] }));
    expect((await config()).releases).toEqual({ shell: null, participant: null, admin: '0.1.0-aaaa', review: '0.1.0-d15d15d1' });
  });

  it('serves every release, in use or not, kept for good; never the releases file or its lock; a missing file is a 404, not a page', async () => {
    release(dir, 'admin', '0.1.0-aaaa');
    release(dir, 'admin', '0.1.0-bbbb');
    switchTo(dir, 'admin', '0.1.0-bbbb');
    for (const r of ['0.1.0-aaaa', '0.1.0-bbbb']) {
      const res = await t.app.inject({ method: 'GET', url: `/releases/admin/${r}/remoteEntry.js` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(`var admin = '${r}';`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await t.app.inject({ method: 'GET', url: '/releases/releases.json' })).statusCode).toBe(404);
    // what a change of the file leaves for a moment beside it: the lock (its holder's pid), a file being written
    write(path.join(dir, 'releases.json.lock'), '{"pid":1}');
    write(path.join(dir, 'releases.json.1.2.tmp'), '{}');
    for (const name of ['releases.json.lock', 'releases.json.1.2.tmp']) {
      expect((await t.app.inject({ method: 'GET', url: `/releases/${name}` })).statusCode).toBe(404);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/releases/admin/0.1.0-aaaa/nothing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });
});

describe("the shell's releases, served by the api", () => {
  let t: TestApp;
  let root: string;
  /** a shell release folder as its build leaves it (pages and files) */
  function shellRelease(name: string, files: Record<string, string>) {
    for (const [file, text] of Object.entries(files)) write(path.join(dir, 'shell', name, file), text);
  }
  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    write(path.join(root, 'shell/dist/index.html'), '<title>dist</title>');
    write(path.join(root, 'shell/dist/login.html'), '<title>dist login</title>');
    write(path.join(root, 'shell/dist/main.js'), 'var shell = "dist";');
    t = await buildTestApp({ WEB_ROOT: root, RELEASES_DIR: dir }, { serveFrontends: true });
  });
  afterEach(async () => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves shell/dist until a release is in use, then that release; its pages and files, and the older chunks a tab may still ask for', async () => {
    expect((await get('/admin/contact')).body).toBe('<title>dist</title>');
    shellRelease('0.1.0-aaaaaaaa', { 'index.html': '<title>A</title>', 'login.html': '<title>A login</title>', 'main.js': 'var shell = "A";', 'admin.1a1a1a1a.js': 'var chunk = "A";' });
    shellRelease('0.1.0-bbbbbbbb', { 'index.html': '<title>B</title>', 'main.js': 'var shell = "B";', 'admin.2b2b2b2b.js': 'var chunk = "B";' });

    switchTo(dir, 'shell', '0.1.0-aaaaaaaa');
    expect((await get('/admin/contact')).body).toBe('<title>A</title>');
    expect((await get('/auth/login-page')).body).toBe('<title>A login</title>');
    expect((await get('/main.js')).body).toBe('var shell = "A";');

    switchTo(dir, 'shell', '0.1.0-bbbbbbbb');
    expect((await get('/')).body).toBe('<title>B</title>');
    expect((await get('/main.js')).body).toBe('var shell = "B";');
    // B has no login page of its own: B's index, never A's page with B's files
    expect((await get('/auth/login-page')).body).toBe('<title>B</title>');
    // a tab opened on A asks for A's lazy chunk: still there, kept for good
    const old = await get('/admin.1a1a1a1a.js');
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe('var chunk = "A";');
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the entry is revalidated (it changes in place with each release)
    expect((await get('/main.js')).headers['cache-control']).toBe('no-cache');
    // a file no release has is a 404, not a page
    expect((await get('/admin.3c3c3c3c.js')).statusCode).toBe(404);

    expect(rollBack(dir, 'shell')).toEqual({ from: '0.1.0-bbbbbbbb', to: '0.1.0-aaaaaaaa' });
    expect((await get('/admin/contact')).body).toBe('<title>A</title>');
    expect((await get('/main.js')).body).toBe('var shell = "A";');
    expect((await get('/admin.2b2b2b2b.js')).body).toBe('var chunk = "B";');
  });

  it('a releases file naming a shell release whose folder is gone serves shell/dist, and its reading says why', async () => {
    writeReleases(dir, { shell: { current: '0.1.0-gone', history: ['0.1.0-gone'] } });
    expect((await get('/admin/contact')).body).toBe('<title>dist</title>');
    expect(releasesInUse(dir).problems).toEqual([expect.stringContaining('the release in use of "shell" (0.1.0-gone) is not in')]);
  });
});
