// A remote's build writes Module Federation's manifest (mf-manifest.json) beside its entry, and
// three places read it: the shell, for the range of each one-instance package the remote asks for
// (shell/src/remotes/loader.ts); the api, for the entry and './routes' it names as a page's
// preload hints (api/src/web/hints.ts); the service worker, for every file of a release it
// keeps on the phone (shell/src/offline/cache-rules.ts). One reading, so that the three
// never disagree on what a manifest names.
//
// Read by hand, not with zod: the service worker has no zod, and the shell reads a manifest on each
// remote's first load (as screens.ts). It never refuses: a part that is missing or of another shape
// names nothing, and each caller decides what a manifest naming nothing means (the shell checks no
// package, the worker keeps only the manifest and the screens list, the api hints nothing of that
// remote).

/** A package the remote shares, as its manifest names it. */
export interface MfShared {
  name: string;
  /** the range the remote asks for; false: any version; undefined: the manifest names none */
  requiredVersion: string | false | undefined;
  /** one instance in the page (React, the router, shared-auth...) */
  singleton: boolean;
}

/** What a remote's manifest names; every file relative to the manifest's folder. */
export interface MfManifest {
  /** the remote's entry ('remoteEntry.js', or in its own folder 'entry/remoteEntry.js'); null: none named */
  entry: string | null;
  /** the js files './routes' needs at once (its sync files) */
  routes: string[];
  /** every js file of its exposes and its shared packages, sync and async, each once */
  files: string[];
  /** the packages it shares (those with a name) */
  shared: MfShared[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const stringsOf = (v: unknown): string[] => listOf(v).filter((f): f is string => typeof f === 'string');
/** an expose's or a shared package's js files */
const jsOf = (item: unknown): { sync: string[]; async: string[] } => {
  const assets = isRecord(item) && isRecord(item.assets) ? item.assets : {};
  const js = isRecord(assets.js) ? assets.js : {};
  return { sync: stringsOf(js.sync), async: stringsOf(js.async) };
};

/** A remote's mf-manifest.json (parsed JSON, or anything else: that names nothing). */
export function readMfManifest(value: unknown): MfManifest {
  const manifest = isRecord(value) ? value : {};
  const meta = isRecord(manifest.metaData) ? manifest.metaData : {};
  const remoteEntry = isRecord(meta.remoteEntry) ? meta.remoteEntry : {};
  const folder = typeof remoteEntry.path === 'string' && remoteEntry.path ? remoteEntry.path.replace(/\/?$/, '/') : '';
  const entry = typeof remoteEntry.name === 'string' && remoteEntry.name ? `${folder}${remoteEntry.name}` : null;

  const exposes = listOf(manifest.exposes);
  const shared = listOf(manifest.shared);
  // named './routes' by its path, 'routes' by its name (the plugin writes both)
  const routes = exposes.find((e) => isRecord(e) && (e.path === './routes' || e.name === 'routes'));
  const files = new Set(
    [...exposes, ...shared].flatMap((item) => {
      const { sync, async } = jsOf(item);
      return [...sync, ...async];
    }),
  );

  return {
    entry,
    routes: jsOf(routes).sync,
    files: [...files],
    shared: shared.filter(isRecord).flatMap(({ name, requiredVersion, singleton }) =>
      typeof name === 'string' ? [{ name, requiredVersion: typeof requiredVersion === 'string' || requiredVersion === false ? requiredVersion : undefined, singleton: singleton === true }] : [],
    ),
  };
}
