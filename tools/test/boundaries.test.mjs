// The boundary check (.dependency-cruiser.cjs, `npm run test:boundaries`) fails on each kind of
// import it forbids, naming the rule and the files, and passes an import through a package's entry.
// Each case plants one file in the package it speaks for (removed afterwards) and checks that file
// alone: the rules are on the files' real paths from the repository's root.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const planted = [];

/** `source` written at `file` (from the repository's root), then checked alone */
function check(file, source) {
  const name = file.replace(/[.]ts$/, `.planted-${process.pid}.ts`);
  writeFileSync(path.join(ROOT, name), source);
  planted.push(name);
  const run = spawnSync(process.execPath, [DEPCRUISE, name, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr, name };
}

after(() => {
  for (const name of planted) rmSync(path.join(ROOT, name), { force: true });
});

test("a remote that imports the shell's code fails, naming the rule and both files", () => {
  const { status, out, name } = check('remote-admin/src/boundary.ts', "export { prefetchPage } from '../../shell/src/prefetch';\n");
  assert.notEqual(status, 0);
  assert.match(out, /error remote-imports-the-kits-only/);
  assert.ok(out.includes(`${name} → shell/src/prefetch.ts`), out);
});

test("e2e reaching past the api's entries into its points engine fails", () => {
  const { status, out } = check('e2e/src/boundary.ts', "export { checkPointsInvariants } from '../../api/src/points';\n");
  assert.notEqual(status, 0);
  assert.match(out, /error only-public-entries: .* → api\/src\/points\/index[.]ts/);
});

test("a path of a package that its package.json does not export does not resolve, and fails", () => {
  const { status, out } = check('remote-review/src/boundary.ts', "export { http } from '@portal/shared-auth/src/http';\n");
  assert.notEqual(status, 0);
  assert.match(out, /error not-to-unresolvable: .* → @portal\/shared-auth\/src\/http/);
});

test('the points engine raising an HTTP error fails', () => {
  const { status, out } = check('api/src/points/boundary.ts', "export { conflict } from '../http/errors';\n");
  assert.notEqual(status, 0);
  assert.match(out, /error points-raise-domain-errors: .* → api\/src\/http\/errors[.]ts/);
});

test("imports through the packages' entries pass: the kits in a remote, the api's testing entry in e2e", () => {
  const remote = check('remote-admin/src/entries.ts', "export { API } from '@portal/contract';\nexport { renderRemote } from '@portal/shared-auth/render-remote';\n");
  assert.equal(remote.status, 0, remote.out);
  const e2e = check('e2e/src/entries.ts', "export { checkPointsInvariants } from '@portal/api/testing';\nexport { switchTo } from '@portal/releases';\n");
  assert.equal(e2e.status, 0, e2e.out);
});
