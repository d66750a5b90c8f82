// Releases and rollback: a remote, or the shell, is deployed as an immutable release folder
// RELEASES_DIR/<name>/<release>/ (its whole build: a remote's mf-manifest.json, remoteEntry.js,
// chunks and screens.json; the shell's pages and files), and RELEASES_DIR/releases.json says which
// release of each is in use and the ones in use before it. The api serves every release folder under
// /releases/<remote>/<release>/ (immutable: a name never changes its content) and names the one in
// use in /portal.config.json, read again whenever the file changes: a deploy or a rollback is one
// atomic rename of that file, taken on the next page load, while a tab opened before keeps loading its
// lazy chunks from the release it started with. `npm run deploy` / `npm run rollback` of a remote
// (tools/ops/release.ts) write it.
//
// Teams deploy and roll back their remotes on their own, so two changes of the file can come at the
// same moment from two processes: each one reads, changes and renames the file while holding a lock
// file (RELEASES_DIR/releases.json.lock, created with O_EXCL), or a change made in between would be
// lost. A change may also name the release it expects in use of its remote (the one its caller read
// before building): when another deploy or rollback of that remote came first, it changes nothing
// and says which release is in use now.
import { randomUUID } from 'node:crypto';
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
export const LOCK_FILE = `${RELEASES_FILE}.lock`;
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

export interface LockOptions {
  /** how long to wait for the lock held by another deploy or rollback before giving up */
  timeoutMs?: number;
  /** a lock older than this is one a crashed process left, and is broken */
  staleMs?: number;
}
export interface ChangeOptions extends LockOptions {
  /** the release in use of the remote its caller read before: `null` for none, `undefined` not to check */
  expected?: string | null;
}

/** Another deploy or rollback of the same remote changed the release in use since the caller read it. */
export class StaleReleaseError extends Error {
  constructor(
    readonly remote: Deployable,
    readonly expected: string | null,
    readonly current: string | null,
  ) {
    super(`${remote}: ${current ?? 'no release'} is now in use (deployed or rolled back meanwhile, not ${expected ?? 'none'}): nothing changed`);
    this.name = 'StaleReleaseError';
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));
/** blocks this thread for `ms` (the callers are synchronous) */
const sleep = (ms: number) => Atomics.wait(pause, 0, 0, ms);

/** Creates the lock, saying in it who holds it since when; false when it is there already. */
function take(lock: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, `${JSON.stringify({ pid: process.pid, since: new Date().toISOString() })}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/** Breaks the lock when it is older than `staleMs`; says whether to try to take it again at once. */
function breakIfStale(lock: string, staleMs: number): boolean {
  let since: number;
  try {
    since = fs.statSync(lock).mtimeMs;
  } catch {
    return true; // released meanwhile
  }
  if (Date.now() - since < staleMs) return false;
  // Moved aside under a name of its own, then looked at again: when another process broke it first and
  // took the lock after the stat above, what was moved is that live lock, and it goes back (unless a
  // third took the lock in that instant). Removing it in place could remove such a live lock for good.
  const aside = `${lock}.${randomUUID()}.stale`;
  try {
    fs.renameSync(lock, aside);
  } catch {
    return true; // broken by another process meanwhile
  }
  if (Date.now() - fs.statSync(aside).mtimeMs < staleMs) {
    try {
      fs.linkSync(aside, lock);
    } catch {
      // taken again meanwhile
    }
  }
  fs.unlinkSync(aside);
  return true;
}

/**
 * Runs `change` holding RELEASES_DIR's lock, so one read-modify-write of the releases file runs at a
 * time across processes; waits a few ms between tries, up to `timeoutMs`.
 */
function withLock<T>(dir: string, { timeoutMs = 10_000, staleMs = 30_000 }: LockOptions, change: () => T): T {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, LOCK_FILE);
  const giveUp = Date.now() + timeoutMs;
  while (!take(lock)) {
    if (breakIfStale(lock, staleMs)) continue;
    if (Date.now() >= giveUp) {
      let holder = 'another process';
      try {
        holder = fs.readFileSync(lock, 'utf8').trim() || holder;
      } catch {
        continue; // released just now
      }
      throw new Error(
        `${lock} is held by ${holder}: another deploy or rollback did not finish within ${timeoutMs} ms; nothing changed. ` +
          `Try again; if no deploy or rollback is running, remove ${lock}`,
      );
    }
    sleep(2 + Math.random() * 8); // the jitter keeps waiting processes from trying in step
  }
  try {
    return change();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function checkExpected(releases: Releases, remote: Deployable, expected: string | null | undefined): void {
  const current = releases[remote]?.current ?? null;
  if (expected !== undefined && current !== expected) throw new StaleReleaseError(remote, expected, current);
}

/**
 * Records `release` (already in its folder) as the one in use of `remote`, last in its history; with
 * `expected`, only when that is the release in use of `remote` (else StaleReleaseError).
 */
export function switchTo(dir: string, remote: Deployable, release: string, { expected, ...lock }: ChangeOptions = {}): RemoteReleases {
  if (!RELEASE_NAME.test(release)) throw new Error(`"${release}" is not a release name`);
  if (!holdsBuild(dir, remote, release)) {
    throw new Error(`${releaseFolder(dir, remote, release)} holds no build of ${remote}`);
  }
  return withLock(dir, lock, () => {
    const { releases } = readReleases(dir);
    checkExpected(releases, remote, expected);
    const before = releases[remote]?.history ?? [];
    // deploying the one in use again changes nothing
    const history = before[before.length - 1] === release ? before : [...before, release];
    const next = { current: release, history };
    writeReleases(dir, { ...releases, [remote]: next });
    return next;
  });
}

/**
 * Goes back to the release in use before this one; the one left stays served (a tab may hold it).
 * With `expected`, only when that is the release in use of `remote` (else StaleReleaseError).
 */
export function rollBack(dir: string, remote: Deployable, { expected, ...lock }: ChangeOptions = {}): { from: string; to: string } {
  return withLock(dir, lock, () => {
    const { releases } = readReleases(dir);
    checkExpected(releases, remote, expected);
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
  });
}

/**
 * Where the releases are: RELEASES_DIR, else DATA_DIR/releases (DATA_DIR's default: data/), a
 * relative path taken from `root`, the repository's root. The api's configuration and `npm run
 * deploy` / `rollback` (tools/ops/release.ts) read it alike, so the command needs no other setting.
 */
export function releasesDirOf(env: { DATA_DIR?: string; RELEASES_DIR?: string }, root: string): string {
  return path.resolve(root, env.RELEASES_DIR || path.join(env.DATA_DIR || 'data', 'releases'));
}
