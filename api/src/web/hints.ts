// The files a remote's page fetches (the shell's main.js, each remote's screens.json, the manifest of
// the page's remote, its remoteEntry.js and './routes', the screen's chunk) would each wait for the one
// before it: one round trip each on a phone's network. The api knows them all before the browser does:
// the screens each remote declares and the manifest of the release in use (releases.ts), both on its
// disk. It names them in the page it serves for the path, as preload hints, so the browser fetches
// them beside main.js; the shell and Module Federation then find them in the browser's cache instead
// of waiting for them.
//
// Read from the release in use on every request (each file read again only when it changes): a remote
// deployed alone, or rolled back, is what the next page hints. The screens lists of the remotes that
// do not declare the path are written in the page instead (pageHints), for the shell to read there.
// Nothing is hinted that is not there: a remote served from another origin (REMOTE_URL_<NAME>, whose
// files this api does not have), a manifest or a list that cannot be read, a file the manifest names
// but the folder lacks. The page is the same for every person (the api cannot know the person from a
// page request: the session is a bearer token the page holds), so:
// - a path one remote declares names that remote's files in the page, for everyone; a page the person
//   may not open hints them all the same, and the shell still refuses it;
// - a path two or more remotes declare for different profiles (SPEC 2.4 /admin/invoices-list: the
//   participant's own sales, the administrator's list of every sale) names none of their files in the
//   page, which would make one profile download the other's screen. Each declaring remote's files go
//   in the page's first-reads plan beside its screen's roles (first-reads.ts), and the script the page
//   runs before main.js, which reads the stored session, preloads those of the person's screen only
//   (shared-auth first-reads.ts). Both uses take a remote's files from one function (remoteHints).
import fs from 'node:fs';
import path from 'node:path';
import { findIn, PAGE_SCREENS_ELEMENT, readMfManifest, readRemoteScreens, REMOTE_NAMES, SCREENS_FILE, screensUrlOf, type FirstReadsPlan, type PageScreens, type RemoteName, type RemoteScreens } from '@portal/contract';
import type { Config } from '../config';
import { RELEASES_PREFIX, releasesInUse } from '@portal/releases';

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

/** a file the page preloads: a fetch (a JSON the shell fetches) or a script; the plan's hints are the same (contract FirstReadsPlan) */
export type PageHint = NonNullable<FirstReadsPlan['screens'][number]['hints']>[number];

/** what the page of a path needs from the remotes (pageHints) */
export interface PageNeeds {
  /** the files it fetches beside main.js, in the order the shell asks for them */
  hints: PageHint[];
  /** the screens lists of the remotes that do not declare the path, written in the page (contract PageScreens) */
  screens: PageScreens;
}

/** a remote's screens list as this api reads it from the release in use */
export interface RemoteList {
  folder: RemoteFolder;
  /** the list as the shell reads it (contract readRemoteScreens) */
  list: RemoteScreens;
  /** the list as the remote wrote it, with the files of its screens (`assets`) */
  raw: RemoteScreens;
}

/** the screens list of each remote this api serves whose list can be read, in the runtime config's order */
export function remoteLists(config: Config): RemoteList[] {
  return remoteFolders(config).flatMap((folder) => {
    const raw = readJsonFile(path.join(folder.folder, SCREENS_FILE));
    const read = readRemoteScreens(folder.name, raw);
    return read.ok ? [{ folder, list: read.value, raw: raw as RemoteScreens }] : [];
  });
}

/** the lists whose remote declares `pathname`: one, or a path two remotes share for different profiles */
export function declaringLists(lists: readonly RemoteList[], pathname: string): RemoteList[] {
  return lists.filter(({ list }) => findIn(list.screens, pathname));
}

/**
 * The files `remote`'s page for `pathname` fetches after its screens list, in the order the shell asks
 * for them: its manifest, its entry with the files './routes' needs at once (as its manifest names
 * them), and the screen's own chunk. A manifest that names no entry, or an entry or a './routes' file
 * the folder lacks, would only fail: then none of the remote's files. A screen file the folder lacks
 * is left out alone. The page's hints (pageHints) and its first-reads plan (first-reads.ts) both
 * name a remote's files with this.
 */
export function remoteHints({ folder, list, raw }: RemoteList, pathname: string): PageHint[] {
  const screen = findIn(list.screens, pathname);
  if (!screen) return [];
  const exists = (file: string) => SAFE_FILE.test(file) && fs.existsSync(path.join(folder.folder, file));
  const { entry, routes } = readMfManifest(readJsonFile(path.join(folder.folder, 'mf-manifest.json')));
  const files = entry ? [entry, ...routes] : [];
  if (!files.length || !files.every(exists)) return [];
  const assets = raw.assets?.[screen.path];
  const screenFiles = Array.isArray(assets) ? assets.filter((file): file is string => typeof file === 'string' && exists(file)) : [];
  return [
    { href: `${folder.url}mf-manifest.json`, as: 'fetch' },
    ...[...files, ...screenFiles].map((file): PageHint => ({ href: `${folder.url}${file}`, as: 'script' })),
  ];
}

/**
 * What the page of `pathname` needs from the remotes, in the order the shell asks for it. Every
 * remote's screens list (the shell reads them all to compose its routes and menus): the list of a
 * remote that declares the path as a preload hint, the others written in the page, so that they take
 * no request beside main.js (on a phone's network a request in flight shares the bandwidth, and
 * HTTP/1.1 gives a page six connections to an origin); a declaring remote's list, like the runtime
 * config and the manifest, stays a request: it opens a connection the remote's scripts then use
 *. Then, when one remote declares the path, its files (remoteHints). When two or
 * more do, the lists of all of them are hinted (every person's shell reads both, and they are a few
 * hundred bytes each) and none of their other files: those are the plan's, for the person's screen
 * (first-reads.ts).
 */
export function pageHints(config: Config, pathname: string): PageNeeds {
  const hints: PageHint[] = [];
  const screens: PageScreens = {};
  const lists = remoteLists(config);
  const declaring = declaringLists(lists, pathname);
  for (const remote of lists) {
    const manifestUrl = `${remote.folder.url}mf-manifest.json`;
    if (declaring.includes(remote)) hints.push({ href: screensUrlOf(manifestUrl), as: 'fetch' });
    // the list as the remote wrote it, without the files of its screens (the shell never reads them)
    else screens[manifestUrl] = { ...remote.raw, assets: undefined };
  }
  if (declaring.length === 1) hints.push(...remoteHints(declaring[0], pathname));
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
