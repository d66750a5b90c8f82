// Issue 23 "Releases and rollback": immutable release folders, the file naming the one in use, and
// what the api serves from them (the runtime config follows a deploy or a rollback without a restart;
// every release stays served; a file naming a missing release falls back and says so).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../test/helper';
import { readReleases, releasesInUse, rollBack, switchTo, writeReleases } from './releases';

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
/** a release folder as a remote's build leaves it */
function release(dir: string, remote: string, name: string) {
  write(path.join(dir, remote, name, 'mf-manifest.json'), JSON.stringify({ name: remote, release: name }));
  write(path.join(dir, remote, name, 'remoteEntry.js'), `var ${remote} = '${name}';`);
  write(path.join(dir, remote, name, 'screens.json'), JSON.stringify({ remote, release: name, screens: [] }));
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-releases-'));
});

describe('the releases file', () => {
  it('a deploy puts its release in use, a rollback goes back to the one in use before, and again', () => {
    for (const r of ['0.1.0-aaaa', '0.1.0-bbbb', '0.2.0-cccc']) release(dir, 'admin', r);
    switchTo(dir, 'admin', '0.1.0-aaaa');
    switchTo(dir, 'admin', '0.1.0-bbbb');
    expect(switchTo(dir, 'admin', '0.2.0-cccc')).toEqual({ current: '0.2.0-cccc', history: ['0.1.0-aaaa', '0.1.0-bbbb', '0.2.0-cccc'] });
    // deploying the one in use again changes nothing
    expect(switchTo(dir, 'admin', '0.2.0-cccc').history).toHaveLength(3);
    expect(rollBack(dir, 'admin')).toEqual({ from: '0.2.0-cccc', to: '0.1.0-bbbb' });
    expect(rollBack(dir, 'admin')).toEqual({ from: '0.1.0-bbbb', to: '0.1.0-aaaa' });
    expect(() => rollBack(dir, 'admin')).toThrow('admin has no release in use before 0.1.0-aaaa');
    expect(readReleases(dir).releases.admin).toEqual({ current: '0.1.0-aaaa', history: ['0.1.0-aaaa'] });
    // every folder stays: a tab opened on a later release keeps loading its chunks
    expect(fs.readdirSync(path.join(dir, 'admin')).sort()).toEqual(['0.1.0-aaaa', '0.1.0-bbbb', '0.2.0-cccc']);
  });

  it('refuses to switch to a folder without a build, or to a name that walks out of the folder', () => {
    expect(() => switchTo(dir, 'review', '0.1.0-none')).toThrow('holds no build of review');
    expect(() => switchTo(dir, 'review', '../../etc')).toThrow('is not a release name');
    expect(() => rollBack(dir, 'review')).toThrow('review has no deployed release');
  });

  it('a file naming a missing release serves the one in use before it, and says so; one with a bad name is left out', () => {
    release(dir, 'admin', '0.1.0-aaaa');
    writeReleases(dir, { admin: { current: '0.1.0-gone', history: ['0.1.0-aaaa', '0.1.0-gone'] }, review: { current: '../x', history: [] } });
    const { inUse, problems } = releasesInUse(dir);
    expect(inUse).toEqual({ admin: '0.1.0-aaaa' });
    expect(problems).toEqual([
      expect.stringContaining('the release in use of "review" is not a release name'),
      expect.stringMatching(/the release in use of "admin" \(0\.1\.0-gone\) is not in .*; serving 0\.1\.0-aaaa/),
    ]);
    write(path.join(dir, 'releases.json'), '{ not json');
    expect(releasesInUse(dir)).toEqual({ inUse: {}, problems: [expect.stringContaining('is not JSON')] });
  });
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

  const manifests = async () => (await t.app.inject({ method: 'GET', url: '/portal.config.json' })).json().remotes;

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
  });

  it('serves every release, in use or not, kept for good; never the releases file; a missing file is a 404, not a page', async () => {
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
    const missing = await t.app.inject({ method: 'GET', url: '/releases/admin/0.1.0-aaaa/nothing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });
});
