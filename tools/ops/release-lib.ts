// Releases and rollback: what `npm run deploy` and `npm run rollback` of a remote or of
// the shell do (tools/ops/release.ts), also used by the e2e. The release folders and the file naming the
// one in use are the @portal/releases package's (releases/); the api serves them as they change, without a restart.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SCREENS_FILE } from '@portal/contract';
import { DEPLOYABLES, readReleases, releaseFolder, rollBack, switchTo, type Deployable, type RemoteReleases } from '@portal/releases';

export const ROOT = path.resolve(__dirname, '../..');

export function isDeployable(name: string): name is Deployable {
  return (DEPLOYABLES as readonly string[]).includes(name);
}

/** the package folder of a remote or of the shell */
export const packageDir = (name: Deployable) => path.join(ROOT, name === 'shell' ? 'shell' : `remote-${name}`);

/** the release of `name` in use now, null for none */
const inUse = (releasesDir: string, name: Deployable) => readReleases(releasesDir).releases[name]?.current ?? null;

/**
 * A build's release name: `<version>-<hash>`. A remote's build writes it in its screens.json
 * (webpack's build hash); the shell's is the hash of its pages, which name every file they load.
 */
function releaseOf(name: Deployable, built: string, sourceDir: string): string {
  if (name !== 'shell') return (JSON.parse(fs.readFileSync(path.join(built, SCREENS_FILE), 'utf8')) as { release: string }).release;
  const hash = createHash('sha256');
  for (const page of fs.readdirSync(built).filter((f) => f.endsWith('.html')).sort()) hash.update(page).update(fs.readFileSync(path.join(built, page)));
  const { version } = JSON.parse(fs.readFileSync(path.join(sourceDir, 'package.json'), 'utf8')) as { version: string };
  return `${version}-${hash.digest('hex').slice(0, 8)}`;
}

/**
 * Builds `name` from `sourceDir` (default its package folder) into a new folder beside its releases,
 * names it by its release, and switches the portal to it. A release already there (the same build)
 * is not replaced: a release folder never changes. A remote's build is checked against the shell
 * the portal serves (`shellShared`, tools/webpack/shared-check.js) when that file is there.
 * The switch happens only if the release in use is still the one read before the build: when another
 * deploy or rollback of `name` came first, it throws StaleReleaseError naming the release now in use
 * (the new release folder stays, unused).
 */
export function deploy(
  name: Deployable,
  releasesDir: string,
  { sourceDir = packageDir(name), log = console.log, shellShared = process.env.PORTAL_SHELL_SHARED || path.join(process.env.WEB_ROOT || ROOT, 'shell', 'dist', 'shared.json') } = {},
): { release: string; releases: RemoteReleases } {
  const expected = inUse(releasesDir, name);
  const dir = path.join(releasesDir, name);
  fs.mkdirSync(dir, { recursive: true });
  // in the same folder as the releases, so the move into place is one rename
  const building = fs.mkdtempSync(path.join(dir, '.building-'));
  try {
    log(`deploy: building ${name} from ${path.relative(ROOT, sourceDir) || '.'} ...`);
    const check = name !== 'shell' && fs.existsSync(shellShared) ? { PORTAL_SHELL_SHARED: shellShared } : {};
    if (name !== 'shell' && !check.PORTAL_SHELL_SHARED) log(`deploy: no shell's shared.json at ${shellShared}: the shared packages are not checked`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: sourceDir, env: { ...process.env, ...check, PORTAL_DIST_DIR: building }, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the build of ${name} failed:\n${build.stdout}\n${build.stderr}`);
    const release = releaseOf(name, building, sourceDir);
    const folder = releaseFolder(releasesDir, name, release);
    if (fs.existsSync(folder)) {
      log(`deploy: ${name} ${release} is already there (the same build); it is not replaced`);
    } else {
      fs.renameSync(building, folder);
    }
    const releases = switchTo(releasesDir, name, release, { expected });
    log(`deploy: ${name} now serves ${release} (${path.relative(ROOT, folder)}); earlier releases stay served`);
    return { release, releases };
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
}

/** Goes back to the release of `name` in use before; StaleReleaseError when another deploy or rollback changed it meanwhile. */
export function rollback(name: Deployable, releasesDir: string, log = console.log): { from: string; to: string } {
  const moved = rollBack(releasesDir, name, { expected: inUse(releasesDir, name) });
  log(`rollback: ${name} now serves ${moved.to} (was ${moved.from}, which stays served)`);
  return moved;
}
