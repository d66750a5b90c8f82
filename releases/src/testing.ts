// For tests of the releases and of what serves them (@portal/releases/testing): files as a build leaves them.
import fs from 'node:fs';
import path from 'node:path';

/** writes `content` at `file`, its folders made as needed */
export function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** a release folder RELEASES_DIR/<remote>/<name>/ as a remote's build leaves it: manifest, entry, screens */
export function writeRemoteRelease(dir: string, remote: string, name: string): void {
  writeFile(path.join(dir, remote, name, 'mf-manifest.json'), JSON.stringify({ name: remote, release: name }));
  writeFile(path.join(dir, remote, name, 'remoteEntry.js'), `var ${remote} = '${name}';`);
  writeFile(path.join(dir, remote, name, 'screens.json'), JSON.stringify({ remote, release: name, screens: [] }));
}
