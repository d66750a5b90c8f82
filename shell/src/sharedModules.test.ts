/**
 * @jest-environment node
 */
// The packages shared as the part the portal uses (tools/webpack/shared-check.js TRIMMED:
// sharedRouter.ts for 'react-router-dom', sharedQuery.ts for '@tanstack/react-query'): every name a
// browser package's source imports from the package is one the module provides. At run time every
// build gets that module under the package's name, so a name missing from it would be undefined on
// the page.
import fs from 'node:fs';
import path from 'node:path';
import * as sharedQuery from './sharedQuery';
import * as sharedRouter from './sharedRouter';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TRIMMED } = require('../../tools/webpack/federation.js') as { TRIMMED: Record<string, string> };
// the files and the reader a remote's build uses (the deploy contract), so the two cannot read a
// package's sources differently
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { importedNames, sourceFiles } = require('../../tools/webpack/shared-check.js') as {
  importedNames: (srcDir: string) => Record<string, Map<string, string>>;
  sourceFiles: (srcDir: string) => string[];
};

const ROOT = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const WORKSPACES = readJson(path.join(ROOT, 'package.json')).workspaces as string[];

/** each trimmed share: its module as loaded here, and the package behind it that no source may import itself */
const MODULES = [
  { name: 'react-router-dom', file: 'shell/src/sharedRouter.ts', module: sharedRouter as Record<string, unknown>, behind: 'react-router' },
  { name: '@tanstack/react-query', file: 'shell/src/sharedQuery.ts', module: sharedQuery as Record<string, unknown>, behind: '@tanstack/query-core' },
];

/** every workspace of the monorepo that asks for the package (the shell, the shared packages, the remotes), found, not named */
const packagesUsing = (name: string) =>
  WORKSPACES.filter((dir) => {
    const pkg = readJson(path.join(ROOT, dir, 'package.json'));
    return name in { ...pkg.dependencies, ...pkg.peerDependencies } && fs.existsSync(path.join(ROOT, dir, 'src'));
  });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

test('the build shares exactly these trimmed modules', () => {
  expect(TRIMMED).toEqual(Object.fromEntries(MODULES.map((m) => [m.name, m.file])));
});

describe.each(MODULES)('$name, shared as $file', ({ name, file, module, behind }) => {
  test('provides every name the packages import from it', () => {
    const packages = packagesUsing(name);
    expect(packages).toEqual(expect.arrayContaining(['shell', 'shared-auth']));
    expect(packages.length).toBeGreaterThan(2);
    const used = new Map<string, string>();
    for (const pkg of packages) {
      for (const [imported, source] of importedNames(path.join(ROOT, pkg, 'src'))[name]) used.set(imported, `${pkg}/src/${source}`);
    }
    expect(used.size).toBeGreaterThan(4);
    const missing = [...used].filter(([imported]) => !(imported in module)).map(([imported, source]) => `${imported} (${source})`);
    expect(missing).toEqual([]);
  });

  test(`no source imports ${behind} itself or a namespace of the package`, () => {
    const offending = WORKSPACES.filter((dir) => fs.existsSync(path.join(ROOT, dir, 'src')))
      .flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')))
      .filter((source) => path.relative(ROOT, source) !== file)
      .filter((source) => new RegExp(`from\\s+'${escaped(behind)}'|import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+'${escaped(name)}'`).test(fs.readFileSync(source, 'utf8')));
    expect(offending).toEqual([]);
  });
});
