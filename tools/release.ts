// npm run deploy / rollback --workspace @portal/remote-<name> (issue 23): a team releases its remote
// on its own. See README "Releasing a remote".
//   node --import tsx tools/release.ts deploy <participant|admin|review>
//   node --import tsx tools/release.ts rollback <participant|admin|review>
// The releases go to RELEASES_DIR (default DATA_DIR/releases, DATA_DIR default data/): the same
// folder the running api serves and reads.
import { releasesDirOf } from '../api/src/config';
import { readReleases } from '../api/src/web/releases';
import { deployRemote, isRemoteName, rollbackRemote } from './release-lib';

function main(): void {
  const [command, remote] = process.argv.slice(2);
  const releasesDir = releasesDirOf(process.env);
  if ((command !== 'deploy' && command !== 'rollback' && command !== 'status') || (command !== 'status' && (!remote || !isRemoteName(remote)))) {
    console.error('usage: release.ts deploy|rollback <participant|admin|review>, or release.ts status');
    process.exit(2);
  }
  if (command === 'status') {
    console.log(JSON.stringify(readReleases(releasesDir), null, 2));
    return;
  }
  try {
    if (command === 'deploy') deployRemote(remote as Parameters<typeof deployRemote>[0], releasesDir);
    else rollbackRemote(remote as Parameters<typeof rollbackRemote>[0], releasesDir);
  } catch (error) {
    console.error(`${command}: ${(error as Error).message}`);
    process.exit(1);
  }
}

main();
