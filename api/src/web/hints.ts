// Issue 24 "Flatten the chain": a remote's page used to fetch its code one step after another: the
// shell's main.js, then each remote's screens.json, then the manifest of the page's remote, then its
// remoteEntry.js and './routes', then the screen's chunk; each step one round trip on a phone's
// network. The api knows them all before the browser does: the screens each remote declares and the
// manifest of the release in use (releases.ts), both on its disk. It names them in the page it serves
// for the path, as preload hints, so the browser fetches them beside main.js; the shell and Module
// Federation then find them in the browser's cache instead of waiting for them.
//
// Read from the release in use on every request (each file read again only when it changes): a remote
// deployed alone, or rolled back, is what the next page hints. The screens lists of the remotes that
// do not declare the path are written in the page instead (pageHints), for the shell to read there.
// Nothing is hinted that is not there: a remote served from another origin (REMOTE_URL_<NAME>, whose
// files this api does not have), a manifest or a list that cannot be read, a file the manifest names
// but the folder lacks. A page the person may not open hints its remote's files all the same (the api
// cannot know the person from a page request: the session is a bearer token the page holds); the
// shell still refuses it.
import fs from 'node:fs';
import path from 'node:path';
import { findIn, PAGE_SCREENS_ELEMENT, readMfManifest, readRemoteScreens, REMOTE_NAMES, SCREENS_FILE, screensUrlOf, type PageScreens, type RemoteName, type RemoteScreens } from '@portal/contract';
import type { Config } from '../config';
import { RELEASES_PREFIX, releasesInUse } from './releases';

/** where a remote's files are: the URL the shell gets them from, and the same folder on this disk */
interface RemoteFolder {
  name: RemoteName;
  /** '/releases/participant/0.1.0-1a2b3c4d/' or '/remotes/participant/' */
  url: string;
  folder: string;
}

/** the folder of each remote's release in use (or of its plain build), for those this api serves */
export function remoteFolders(config: Config): RemoteFolder[] {
  const { inUse } = releasesInUse(config.RELEASES_DIR);
  return REMOTE_NAMES.filter((name) => !config.REMOTE_URLS[name]).map((name) => {
    const release = inUse[name];
    return release
      ? { name, url: `${RELEASES_PREFIX}/${name}/${release}/`, folder: path.join(config.RELEASES_DIR, name, release) }
      : { name, url: `/remotes/${name}/`, folder: path.join(config.WEB_ROOT, `remote-${name}`, 'dist') };
  });
}

/** A JSON file, parsed once per version of it (its modification time and size); undefined when it is missing or being rewritten. */
const parsed = new Map<string, { key: string; value: unknown }>();
export function readJsonFile(file: string): unknown {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return undefined;
  const key = `${stat.mtimeMs}:${stat.size}`;
  const kept = parsed.get(file);
  if (kept?.key === key) return kept.value;
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    value = undefined; // a file being rewritten: no hints from it this time
  }
  parsed.set(file, { key, value });
  return value;
}

/** a file of the build, named as webpack names them: nothing that leaves the folder or breaks the tag */
const SAFE_FILE = /^(?!.*\.\.)[\w][\w.-]*(\/[\w][\w.-]*)*\.(js|json)$/;

export interface PageHint {
  href: string;
  as: 'fetch' | 'script';
}

/** what the page of a path needs from the remotes (pageHints) */
export interface PageNeeds {
  /** the files it fetches beside main.js, in the order the shell asks for them */
  hints: PageHint[];
  /** the screens lists of the remotes that do not declare the path, written in the page (contract PageScreens) */
  screens: PageScreens;
}

/**
 * What the page of `pathname` needs from the remotes, in the order the shell asks for it. Every
 * remote's screens list (the shell reads them all to compose its routes and menus): the list of the
 * remote that declares the path as a preload hint, the others written in the page, so that they take
 * no request beside main.js (on a phone's network a request in flight shares the bandwidth, and
 * HTTP/1.1 gives a page six connections to an origin); the declaring remote's list, like the runtime
 * config and the manifest, stays a request: it opens a connection the remote's scripts then use
 * (docs/decisions.md, sessions 17 and 19). Then, for the remote that declares the path, its manifest,
 * its entry with './routes', and the screen's own chunk.
 */
export function pageHints(config: Config, pathname: string): PageNeeds {
  const hints: PageHint[] = [];
  const screens: PageScreens = {};
  const folders = remoteFolders(config);
  const exists = (folder: RemoteFolder, file: string) => SAFE_FILE.test(file) && fs.existsSync(path.join(folder.folder, file));
  const owners: { folder: RemoteFolder; screens: RemoteScreens; raw: RemoteScreens }[] = [];
  for (const folder of folders) {
    const raw = readJsonFile(path.join(folder.folder, SCREENS_FILE));
    const read = readRemoteScreens(folder.name, raw);
    if (!read.ok) continue;
    const manifestUrl = `${folder.url}mf-manifest.json`;
    if (findIn(read.value.screens, pathname)) {
      owners.push({ folder, screens: read.value, raw: raw as RemoteScreens });
      hints.push({ href: screensUrlOf(manifestUrl), as: 'fetch' });
    } else {
      // the list as the remote wrote it, without the files of its screens (the shell never reads them)
      screens[manifestUrl] = { ...(raw as RemoteScreens), assets: undefined };
    }
  }
  // a path two remotes declare for different profiles (SPEC 2.4 /admin/invoices-list: the participant's
  // own sales, the administrator's list of every sale): the page cannot know whose it is, so it names
  // the files of the first one in the runtime config's order (the participants', who are most of the
  // portal's people); the other's come as the shell asks for them
  for (const { folder, screens, raw } of owners.slice(0, 1)) {
    // the remote's entry and the files './routes' needs at once, as its manifest names them; a manifest
    // that names no entry, or an entry the folder lacks, would only fail: then the remote's files are not hinted at all
    const { entry, routes } = readMfManifest(readJsonFile(path.join(folder.folder, 'mf-manifest.json')));
    const files = entry ? [entry, ...routes] : [];
    if (!files.length || !files.every((file) => exists(folder, file))) continue;
    hints.push({ href: `${folder.url}mf-manifest.json`, as: 'fetch' });
    const screen = findIn(screens.screens, pathname)!;
    const assets = raw.assets?.[screen.path];
    const screenFiles = Array.isArray(assets) ? assets.filter((file): file is string => typeof file === 'string' && exists(folder, file)) : [];
    for (const file of [...files, ...screenFiles]) hints.push({ href: `${folder.url}${file}`, as: 'script' });
  }
  return { hints, screens };
}

/** the hints as tags; a fetch is preloaded as the shell asks for it (same-origin credentials) */
export function hintTags(hints: readonly PageHint[]): string {
  return hints
    .map(({ href, as }) => (as === 'fetch' ? `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">` : `<link rel="preload" href="${href}" as="script">`))
    .join('');
}

/** `value` as a JSON element of the page with this id ('<' escaped: the text cannot end the element) */
export function jsonElement(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** the lists as the page's JSON element; none when there is none */
export function screensTag(screens: PageScreens): string {
  return Object.keys(screens).length ? jsonElement(PAGE_SCREENS_ELEMENT, screens) : '';
}
