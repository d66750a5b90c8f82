// The one reading of a remote's mf-manifest.json that the shell's singleton
// check, the api's preload hints and the service worker's keep list share.
import { readMfManifest } from './mf-manifest';

/** a participant's manifest as the Module Federation plugin writes it (remote-participant/dist), cut short */
const js = (sync: unknown[], async: unknown[] = []) => ({ js: { sync, async }, css: { sync: [], async: [] } });
const MANIFEST = {
  id: 'participant',
  name: 'participant',
  metaData: {
    name: 'participant',
    type: 'app',
    buildInfo: { buildVersion: '0.1.0', buildName: '@portal/remote-participant' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'participant',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [
    { id: 'participant:@portal/shared-auth', name: '@portal/shared-auth', version: '0.2.0', singleton: true, requiredVersion: '^0.2.0', assets: js(['739.0f263762.js']), fallback: '' },
    { id: 'participant:react-dom', name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '19.3.1', assets: js(['325.b4c73b98.js', '706.1b537eb5.js']), fallback: '' },
    { id: 'participant:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '19.3.1', assets: js(['696.68acac44.js', '325.b4c73b98.js']), fallback: '' },
  ],
  remotes: [],
  exposes: [
    {
      id: 'participant:routes',
      name: 'routes',
      assets: js(['55.01fb2595.js', '__federation_expose_routes.52e5fa92.js'], ['screen-register-sale.a6e98eae.js', 'outbox.799bc919.js']),
      path: './routes',
    },
  ],
};

describe('readMfManifest', () => {
  it("reads a built manifest: its entry, './routes' at once, every js file once, the shared packages", () => {
    expect(readMfManifest(MANIFEST)).toEqual({
      entry: 'remoteEntry.js',
      routes: ['55.01fb2595.js', '__federation_expose_routes.52e5fa92.js'],
      files: [
        '55.01fb2595.js',
        '__federation_expose_routes.52e5fa92.js',
        'screen-register-sale.a6e98eae.js',
        'outbox.799bc919.js',
        '739.0f263762.js',
        '325.b4c73b98.js',
        '706.1b537eb5.js',
        '696.68acac44.js',
      ],
      shared: [
        { name: '@portal/shared-auth', requiredVersion: '^0.2.0', singleton: true },
        { name: 'react-dom', requiredVersion: '19.3.1', singleton: true },
        { name: 'react', requiredVersion: '19.3.1', singleton: true },
      ],
    });
  });

  it('names an entry in a folder of its own relative to the manifest', () => {
    expect(readMfManifest({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } }).entry).toBe('entry/remoteEntry.js');
    expect(readMfManifest({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } } }).entry).toBe('entry/remoteEntry.js');
  });

  it("finds './routes' by its path or by its name, and only it", () => {
    const other = { name: 'widgets', path: './widgets', assets: js(['widgets.js']) };
    expect(readMfManifest({ exposes: [other, { path: './routes', assets: js(['a.js']) }] }).routes).toEqual(['a.js']);
    expect(readMfManifest({ exposes: [other, { name: 'routes', assets: js(['b.js']) }] }).routes).toEqual(['b.js']);
    expect(readMfManifest({ exposes: [other] })).toMatchObject({ routes: [], files: ['widgets.js'] });
  });

  it('keeps a requiredVersion of false (any version) and drops one of another type', () => {
    const { shared } = readMfManifest({ shared: [{ name: 'a', requiredVersion: false, singleton: false }, { name: 'b', requiredVersion: 19 }] });
    expect(shared).toEqual([
      { name: 'a', requiredVersion: false, singleton: false },
      { name: 'b', requiredVersion: undefined, singleton: false },
    ]);
  });

  it('reads anything else as naming nothing', () => {
    const nothing = { entry: null, routes: [], files: [], shared: [] };
    for (const value of [undefined, null, 'not a manifest', 42, [MANIFEST], {}]) expect(readMfManifest(value)).toEqual(nothing);
    // parts of another shape: an entry with no name, exposes and shared that are not lists
    expect(readMfManifest({ metaData: { remoteEntry: { name: '', path: 'entry' } }, exposes: { routes: {} }, shared: 'react' })).toEqual(nothing);
    expect(readMfManifest({ metaData: { remoteEntry: ['remoteEntry.js'] } })).toEqual(nothing);
  });

  it('passes over the items and files of another shape and keeps the rest', () => {
    const read = readMfManifest({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 7 } },
      exposes: [null, 'routes', { name: 'routes', assets: { js: { sync: ['r.js', 42, null], async: 'lazy.js' } } }],
      shared: [{ assets: js(['s.js']) }, { name: 'react', assets: 'nothing' }, null, { name: 3, singleton: true }],
    });
    expect(read).toEqual({
      entry: 'remoteEntry.js',
      routes: ['r.js'],
      files: ['r.js', 's.js'],
      shared: [{ name: 'react', requiredVersion: undefined, singleton: false }],
    });
  });
});
