// Every name a browser package's source imports from 'react-router-dom' is one the shared router
// module provides (sharedRouter.ts): at run time every build gets that module under that name, so a
// name missing from it would be undefined on the page.
import fs from 'node:fs';
import path from 'node:path';
import * as sharedRouter from './sharedRouter';

const ROOT = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
/** every workspace of the monorepo that asks for react-router-dom (the shell, the shared packages, the remotes), found, not named */
const PACKAGES = (readJson(path.join(ROOT, 'package.json')).workspaces as string[]).filter((dir) => {
  const pkg = readJson(path.join(ROOT, dir, 'package.json'));
  return 'react-router-dom' in { ...pkg.dependencies, ...pkg.peerDependencies } && fs.existsSync(path.join(ROOT, dir, 'src'));
});

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}testing`) ? [full] : [];
  });
}

/** the value names a file imports from react-router-dom (type-only imports are erased) */
function routerImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)]
    .filter((m) => !m[1])
    .flatMap((m) => m[2].split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]);
}

test('the shared router module provides every name the packages import from react-router-dom', () => {
  expect(PACKAGES).toEqual(expect.arrayContaining(['shell', 'shared-auth', 'shared-ui']));
  expect(PACKAGES.length).toBeGreaterThan(3);
  const used = new Map<string, string>();
  for (const pkg of PACKAGES) {
    for (const file of sourcesOf(path.join(ROOT, pkg, 'src'))) {
      for (const name of routerImports(file)) used.set(name, path.relative(ROOT, file));
    }
  }
  expect(used.size).toBeGreaterThan(5);
  const missing = [...used].filter(([name]) => !(name in sharedRouter)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

test('no source imports react-router itself or a namespace of the router', () => {
  const offending = PACKAGES.flatMap((pkg) => sourcesOf(path.join(ROOT, pkg, 'src')))
    .filter((file) => !file.endsWith('sharedRouter.ts'))
    .filter((file) => /from\s+'react-router'|import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'/.test(fs.readFileSync(file, 'utf8')));
  expect(offending).toEqual([]);
});
