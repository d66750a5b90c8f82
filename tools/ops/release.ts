// npm run deploy / rollback --workspace @portal/remote-<name> or @portal/shell: a team
// releases its remote, or the shell, on its own. See docs/guides/deploy-a-remote.md.
//   node --import tsx tools/ops/release.ts deploy <participant|admin|review|shell>
//   node --import tsx tools/ops/release.ts rollback <participant|admin|review|shell>
// The releases go to RELEASES_DIR (default DATA_DIR/releases, DATA_DIR default data/): the same
// folder the running api serves and reads.
import path from 'node:path';
import { readReleases, releasesDirOf } from '@portal/releases';
import { deploy, isDeployable, rollback } from './release-lib';

function main(): void {
  const [command, remote] = process.argv.slice(2);
  const releasesDir = releasesDirOf(process.env, path.resolve(__dirname, '../..'));
  if ((command !== 'deploy' && command !== 'rollback' && command !== 'status') || (command !== 'status' && (!remote || !isDeployable(remote)))) {
    console.error('usage: release.ts deploy|rollback <participant|admin|review|shell>, or release.ts status');
    process.exit(2);
  }
  if (command === 'status') {
    console.log(JSON.stringify(readReleases(releasesDir), null, 2));
    return;
  }
  try {
    if (command === 'deploy') deploy(remote as Parameters<typeof deploy>[0], releasesDir);
    else rollback(remote as Parameters<typeof rollback>[0], releasesDir);
  } catch (error) {
    console.error(`${command}: ${(error as Error).message}`);
    process.exit(1);
  }
}

main();
