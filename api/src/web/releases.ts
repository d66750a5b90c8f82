// Issue 23 "Releases and rollback": a remote, or the shell, is deployed as an immutable release
// folder RELEASES_DIR/<name>/<release>/ (its whole build: a remote's mf-manifest.json, remoteEntry.js,
// chunks and screens.json; the shell's pages and files), and RELEASES_DIR/releases.json says which
// release of each is in use and the ones in use before it. The api serves every release folder under
// /releases/<remote>/<release>/ (immutable: a name never changes its content) and names the one in
// use in /portal.config.json, read again whenever the file changes: a deploy or a rollback is one
// atomic rename of that file, taken on the next page load, while a tab opened before keeps loading its
// lazy chunks from the release it started with. `npm run deploy` / `npm run rollback` of a remote
// (tools/release.ts) write it.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@portal/contract';

/** what is released on its own: each remote, and the shell */
export type Deployable = RemoteName | 'shell';
export const DEPLOYABLES: readonly Deployable[] = [...REMOTE_NAMES, 'shell'];
/** the file every build of it has: what tells a release folder holds a build */
const MARK: Record<Deployable, string> = { participant: 'mf-manifest.json', admin: 'mf-manifest.json', review: 'mf-manifest.json', shell: 'index.html' };
const holdsBuild = (dir: string, name: Deployable, release: string) => fs.existsSync(path.join(releaseFolder(dir, name, release), MARK[name]));

export const RELEASES_FILE = 'releases.json';
export const RELEASES_PREFIX = '/releases';

export interface RemoteReleases {
  /** the release in use */
  current: string;
  /** the releases in use so far, oldest first, the one in use last: a deploy adds one, a rollback
   *  takes the last off (its folder stays: a tab may still hold it) */
  history: string[];
}
export type Releases = Partial<Record<Deployable, RemoteReleases>>;

/** a release's folder name: the remote's version and build hash ('0.1.0-1a2b3c4d'), nothing that walks */
export const RELEASE_NAME = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

const releasesFile = (dir: string) => path.join(dir, RELEASES_FILE);
export const releaseFolder = (dir: string, name: Deployable, release: string) => path.join(dir, name, release);

/** The file as written, with every entry that is not sound left out (and said in `problems`). */
export function readReleases(dir: string): { releases: Releases; problems: string[] } {
  const problems: string[] = [];
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(releasesFile(dir), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { releases: {}, problems };
    return { releases: {}, problems: [`${releasesFile(dir)} is not JSON: ${(error as Error).message}`] };
  }
  const releases: Releases = {};
  const remotes = (raw as { remotes?: unknown })?.remotes;
  if (typeof remotes !== 'object' || remotes === null) return { releases, problems: [`${releasesFile(dir)} has no "remotes"`] };
  for (const name of DEPLOYABLES) {
    const entry = (remotes as Record<string, unknown>)[name] as Partial<RemoteReleases> | undefined;
    if (entry === undefined) continue;
    const history = Array.isArray(entry?.history) ? entry.history.filter((r): r is string => typeof r === 'string' && RELEASE_NAME.test(r)) : [];
    if (typeof entry?.current !== 'string' || !RELEASE_NAME.test(entry.current)) {
      problems.push(`${releasesFile(dir)}: the release in use of "${name}" is not a release name`);
      continue;
    }
    releases[name] = { current: entry.current, history };
  }
  return { releases, problems };
}

/** Writes the file whole and renames it into place: a reader sees the old or the new, never half. */
export function writeReleases(dir: string, releases: Releases): void {
  fs.mkdirSync(dir, { recursive: true });
  const temp = `${releasesFile(dir)}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify({ remotes: releases }, null, 2)}\n`);
  fs.renameSync(temp, releasesFile(dir));
}

/**
 * The release of each remote the portal should name: the one in use when its folder is there, else
 * (a file naming a missing release: a folder removed by hand, a copy from another machine) the newest
 * earlier one whose folder is, with the reason in `problems`; none at all when no folder is there.
 */
export function releasesInUse(dir: string): { inUse: Partial<Record<Deployable, string>>; problems: string[] } {
  const { releases, problems } = readReleases(dir);
  const inUse: Partial<Record<Deployable, string>> = {};
  const served = (name: Deployable, release: string) => holdsBuild(dir, name, release);
  for (const name of DEPLOYABLES) {
    const entry = releases[name];
    if (!entry) continue;
    if (served(name, entry.current)) {
      inUse[name] = entry.current;
      continue;
    }
    const fallback = [...entry.history].reverse().find((r) => r !== entry.current && served(name, r));
    problems.push(`the release in use of "${name}" (${entry.current}) is not in ${path.join(dir, name)}${fallback ? `; serving ${fallback}` : ''}`);
    if (fallback) inUse[name] = fallback;
  }
  return { inUse, problems };
}

/** Records `release` (already in its folder) as the one in use of `remote`, last in its history. */
export function switchTo(dir: string, remote: Deployable, release: string): RemoteReleases {
  if (!RELEASE_NAME.test(release)) throw new Error(`"${release}" is not a release name`);
  if (!holdsBuild(dir, remote, release)) {
    throw new Error(`${releaseFolder(dir, remote, release)} holds no build of ${remote}`);
  }
  const { releases } = readReleases(dir);
  const before = releases[remote]?.history ?? [];
  // deploying the one in use again changes nothing
  const history = before[before.length - 1] === release ? before : [...before, release];
  const next = { current: release, history };
  writeReleases(dir, { ...releases, [remote]: next });
  return next;
}

/** Goes back to the release in use before this one; the one left stays served (a tab may hold it). */
export function rollBack(dir: string, remote: Deployable): { from: string; to: string } {
  const { releases } = readReleases(dir);
  const entry = releases[remote];
  if (!entry) throw new Error(`${remote} has no deployed release in ${dir}`);
  const history = entry.history[entry.history.length - 1] === entry.current ? entry.history.slice(0, -1) : entry.history;
  const to = history[history.length - 1];
  if (!to) throw new Error(`${remote} has no release in use before ${entry.current}`);
  if (!holdsBuild(dir, remote, to)) {
    throw new Error(`${releaseFolder(dir, remote, to)} is gone: cannot roll back to it`);
  }
  writeReleases(dir, { ...releases, [remote]: { current: to, history } });
  return { from: entry.current, to };
}
