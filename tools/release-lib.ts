// Issue 23 "Releases and rollback": what `npm run deploy` and `npm run rollback` of a remote do
// (tools/release.ts), also used by the e2e. The release folders and the file naming the one in use
// are api/src/web/releases.ts's; the api serves them as they change, without a restart.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, SCREENS_FILE, type RemoteName } from '@portal/contract';
import { releaseFolder, rollBack, switchTo, type RemoteReleases } from '../api/src/web/releases';

export const ROOT = path.resolve(__dirname, '..');

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/**
 * Builds the remote from `sourceDir` (default its package folder) into a new folder beside the
 * releases, names it by the release its build writes in screens.json, and switches the portal to it.
 * A release already there (the same build) is not replaced: a release folder never changes.
 */
export function deployRemote(
  remote: RemoteName,
  releasesDir: string,
  { sourceDir = path.join(ROOT, `remote-${remote}`), log = console.log, shellShared = process.env.PORTAL_SHELL_SHARED || path.join(process.env.WEB_ROOT || ROOT, 'shell', 'dist', 'shared.json') } = {},
): { release: string; releases: RemoteReleases } {
  const remoteDir = path.join(releasesDir, remote);
  fs.mkdirSync(remoteDir, { recursive: true });
  // in the same folder as the releases, so the move into place is one rename
  const building = fs.mkdtempSync(path.join(remoteDir, '.building-'));
  try {
    log(`deploy: building ${remote} from ${path.relative(ROOT, sourceDir) || '.'} ...`);
    // checked against the shell the portal serves (tools/webpack/shared-check.js), when there is one
    const check = fs.existsSync(shellShared) ? { PORTAL_SHELL_SHARED: shellShared } : {};
    if (!check.PORTAL_SHELL_SHARED) log(`deploy: no shell's shared.json at ${shellShared}: the shared packages are not checked`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: sourceDir, env: { ...process.env, ...check, PORTAL_DIST_DIR: building }, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the build of ${remote} failed:\n${build.stdout}\n${build.stderr}`);
    const { release } = JSON.parse(fs.readFileSync(path.join(building, SCREENS_FILE), 'utf8')) as { release: string };
    const folder = releaseFolder(releasesDir, remote, release);
    if (fs.existsSync(folder)) {
      log(`deploy: ${remote} ${release} is already there (the same build); it is not replaced`);
      fs.rmSync(building, { recursive: true, force: true });
    } else {
      fs.renameSync(building, folder);
    }
    const releases = switchTo(releasesDir, remote, release);
    log(`deploy: ${remote} now serves ${release} (${path.relative(ROOT, folder)}); earlier releases stay served`);
    return { release, releases };
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
}

export function rollbackRemote(remote: RemoteName, releasesDir: string, log = console.log): { from: string; to: string } {
  const moved = rollBack(releasesDir, remote);
  log(`rollback: ${remote} now serves ${moved.to} (was ${moved.from}, which stays served)`);
  return moved;
}
