// What the portal's service worker (service-worker.ts) keeps on the phone and answers with no
// network, as plain functions the unit tests hold (cache-rules.test.ts).
// docs/guides/offline.md.
// - The shell's own files: its build lists them with their revisions (the precache, kept and
//   replaced by Workbox as a whole with each build of the shell).
// - A page: from the network whenever there is one (the api names each page's hints); with none, the
//   shell's page for that address (contract firstScreenPageOf), from the precache.
// - A remote's files: a release's folder (/releases/<remote>/<release>/) and hashed names never change
//   content, so the copy is answered; the names a remote keeps from build to build (its manifest,
//   screens list and entry under /remotes/<name>/) and the runtime config are asked for first and the
//   copy answered only when the network fails. On every load with a network the worker keeps the
//   participant's remote whole (what 'Ingresar Venta' needs) and drops each remote's files that its
//   release in use does not name: a tab never mixes two releases, the phone keeps no old one.
// - Pictures (/uploads): the copy at once, refreshed behind it, the newest PICTURES_KEPT.
import { firstScreenPageOf, PORTAL_CONFIG_PATH, readMfManifest, REMOTE_NAMES, SHELL_INDEX_PAGE, screensUrlOf, type RemoteName } from '@portal/contract';

export const SW_FILE = 'sw.js';
/** the caches the worker keeps beside the precache (Workbox's own) */
export const CACHE_NAMES = { config: 'portal-config', remotes: 'portal-remotes', pictures: 'portal-pictures' } as const;
/** the remote whose every file is kept: the participant's screens, 'Ingresar Venta' among them */
export const KEPT_WHOLE: RemoteName = 'participant';
export const PICTURES_KEPT = 120;
/** a network that does not answer within this is taken as none, and the copy is answered */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** how the worker answers a request of this origin; null: it leaves it to the browser (the api's calls among them) */
export type RequestKind = 'config' | 'remote-fixed' | 'remote-immutable' | 'picture' | null;

/** a webpack production name: [contenthash:8] (tools/webpack/federation.js) */
const HASHED_NAME = /\.[0-9a-f]{8}\.js$/;

export function requestKind(url: URL, origin: string): RequestKind {
  if (url.origin !== origin) return null;
  const p = url.pathname;
  if (p === PORTAL_CONFIG_PATH) return 'config';
  if (p.startsWith('/releases/') && remoteOf(p)) return 'remote-immutable';
  if (p.startsWith('/remotes/') && remoteOf(p)) {
    if (HASHED_NAME.test(p)) return 'remote-immutable';
    return /\.(js|json)$/.test(p) ? 'remote-fixed' : null;
  }
  if (p.startsWith('/uploads/')) return 'picture';
  return null;
}

/** the remote a path of /remotes/<name>/ or /releases/<name>/ belongs to */
export function remoteOf(pathname: string): RemoteName | null {
  const m = /^\/(?:remotes|releases)\/([a-z]+)\//.exec(pathname);
  return m && (REMOTE_NAMES as readonly string[]).includes(m[1]) ? (m[1] as RemoteName) : null;
}

/** the shell's page that answers a move to `pathname` with no network */
export function offlinePageOf(pathname: string): string {
  return `/${firstScreenPageOf(pathname) ?? SHELL_INDEX_PAGE}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/**
 * Every file of a remote's release, as addresses: its manifest, its screens list, its entry and the
 * chunks its manifest names (of './routes' and of its shared fallbacks), as contract readMfManifest
 * reads them (by hand: no zod in the worker); a manifest of another shape names only itself and its list.
 */
export function releaseFiles(manifestUrl: string, manifest: unknown): string[] {
  const base = new URL('.', manifestUrl);
  const { entry, files } = readMfManifest(manifest);
  const named = [...(entry ? [entry] : []), ...files].map((file) => new URL(file, base).href);
  return [...new Set([new URL(manifestUrl).href, new URL(screensUrlOf(manifestUrl), base).href, ...named])];
}

/**
 * The cached addresses to drop: a remote's files that its release in use does not name. Only the
 * remotes in `inUse` (whose manifest was read just now) are judged; the others' copies stay.
 */
export function filesToDrop(cached: readonly string[], inUse: Partial<Record<RemoteName, readonly string[]>>): string[] {
  const keep = new Map(Object.entries(inUse).map(([name, files]) => [name, new Set(files)]));
  return cached.filter((address) => {
    const remote = remoteOf(new URL(address).pathname);
    const files = remote && keep.get(remote);
    return !!files && !files.has(address);
  });
}

/** the manifest address of each remote the runtime config names on this origin (the worker keeps no other) */
export function manifestsOf(config: unknown, origin: string): Partial<Record<RemoteName, string>> {
  const remotes = isRecord(config) && isRecord(config.remotes) ? config.remotes : {};
  const out: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = remotes[name];
    if (typeof value !== 'string') continue;
    const url = new URL(value, origin);
    if (url.origin === origin) out[name] = url.href;
  }
  return out;
}

