// What the portal's service worker keeps and answers with no network (cache-rules.ts).
import { filesToDrop, manifestsOf, offlinePageOf, releaseFiles, remoteOf, requestKind } from './cache-rules';

const ORIGIN = 'https://portal.example.com';
const at = (p: string) => new URL(p, ORIGIN);

describe('what the worker answers', () => {
  it('leaves the api, other origins and unknown folders to the browser', () => {
    expect(requestKind(at('/api/session'), ORIGIN)).toBeNull();
    expect(requestKind(at('/api/invoice/all?page=1'), ORIGIN)).toBeNull();
    expect(requestKind(new URL('https://cdn.example.com/remotes/participant/remoteEntry.js'), ORIGIN)).toBeNull();
    expect(requestKind(at('/remotes/nobody/remoteEntry.js'), ORIGIN)).toBeNull();
    expect(requestKind(at('/remotes/participant/notes.txt'), ORIGIN)).toBeNull();
  });

  it('asks the network first for the runtime config and the names a remote keeps from build to build; a hashed name or a release folder never changes', () => {
    expect(requestKind(at('/portal.config.json'), ORIGIN)).toBe('config');
    expect(requestKind(at('/remotes/participant/mf-manifest.json'), ORIGIN)).toBe('remote-fixed');
    expect(requestKind(at('/remotes/participant/screens.json'), ORIGIN)).toBe('remote-fixed');
    expect(requestKind(at('/remotes/review/remoteEntry.js'), ORIGIN)).toBe('remote-fixed');
    expect(requestKind(at('/remotes/participant/screen-register-sale.d109f50e.js'), ORIGIN)).toBe('remote-immutable');
    expect(requestKind(at('/releases/participant/0.1.0-1a2b3c4d/remoteEntry.js'), ORIGIN)).toBe('remote-immutable');
    expect(requestKind(at('/uploads/products/abc.card-400.webp'), ORIGIN)).toBe('picture');
  });

  it('answers a page with no network with the shell page the api gives that address (contract firstScreenPageOf)', () => {
    expect(offlinePageOf('/auth/login-page')).toBe('/login.html');
    expect(offlinePageOf('/admin/home')).toBe('/home.html');
    expect(offlinePageOf('/admin/home/')).toBe('/home.html');
    expect(offlinePageOf('/admin/register-sale')).toBe('/index.html');
    expect(offlinePageOf('/admin/homework')).toBe('/index.html');
  });

  it('tells the remote of a path', () => {
    expect(remoteOf('/remotes/admin/remoteEntry.js')).toBe('admin');
    expect(remoteOf('/releases/review/0.1.0-aa/x.js')).toBe('review');
    expect(remoteOf('/remotes/other/x.js')).toBeNull();
    expect(remoteOf('/main.js')).toBeNull();
  });
});

describe('a release kept whole, and old ones dropped', () => {
  const manifestUrl = `${ORIGIN}/releases/participant/0.1.0-1a2b3c4d/mf-manifest.json`;
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ assets: { js: { sync: ['__federation_expose_routes.9c1d70d8.js'], async: ['screen-register-sale.d109f50e.js', 42] } } }],
    shared: [{ assets: { js: { sync: ['279.9a71ead7.js'], async: [] } } }, { assets: 'nothing' }],
  };

  it('lists every file of a release from its manifest: itself, its screens, its entry and its chunks', () => {
    const base = `${ORIGIN}/releases/participant/0.1.0-1a2b3c4d/`;
    expect(releaseFiles(manifestUrl, manifest).sort()).toEqual([
      `${base}279.9a71ead7.js`,
      `${base}__federation_expose_routes.9c1d70d8.js`,
      `${base}mf-manifest.json`,
      `${base}remoteEntry.js`,
      `${base}screen-register-sale.d109f50e.js`,
      `${base}screens.json`,
    ]);
    // an entry in a folder of its own
    expect(releaseFiles(manifestUrl, { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } })).toContain(`${base}entry/remoteEntry.js`);
    // a manifest of another shape names only itself and its list
    expect(releaseFiles(manifestUrl, 'not a manifest')).toEqual([manifestUrl, `${base}screens.json`]);
  });

  it('drops a remote\'s files its release in use does not name, and nothing of a remote whose manifest was not read', () => {
    const inUse = releaseFiles(manifestUrl, manifest);
    const old = `${ORIGIN}/releases/participant/0.0.9-99999999/remoteEntry.js`;
    const oldChunk = `${ORIGIN}/remotes/participant/screen-register-sale.00000000.js`;
    const adminFile = `${ORIGIN}/remotes/admin/remoteEntry.js`;
    expect(filesToDrop([...inUse, old, oldChunk, adminFile], { participant: inUse })).toEqual([old, oldChunk]);
    expect(filesToDrop([old, adminFile], {})).toEqual([]);
  });

  it('keeps only the remotes of this origin the runtime config names', () => {
    const config = { remotes: { participant: '/remotes/participant/mf-manifest.json', admin: 'https://cdn.example.com/admin/mf-manifest.json', review: 7 } };
    expect(manifestsOf(config, ORIGIN)).toEqual({ participant: `${ORIGIN}/remotes/participant/mf-manifest.json` });
    expect(manifestsOf(null, ORIGIN)).toEqual({});
  });
});
