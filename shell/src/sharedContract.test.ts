/**
 * @jest-environment node
 */
// The shared packages as a versioned contract, held in CI as in each remote's build
// (tools/webpack/shared-check.js): every remote of the workspace imports only names the shell built
// from this tree provides, and the check refuses a remote that would get undefined from an older shell.
import fs from 'node:fs';
import path from 'node:path';

// the build's own modules (plain Node), as the webpack configs load them
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkAgainstShell, providedShared } = require('../../tools/webpack/shared-check.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { STATEFUL } = require('../../tools/webpack/federation.js');

const ROOT = path.resolve(__dirname, '../..');
/** every workspace that is a remote: it exposes modules through Module Federation */
const remotes: string[] = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces as string[])
  .map((w) => path.join(ROOT, w))
  .filter((dir) => fs.existsSync(path.join(dir, 'webpack.config.js')) && /exposes:/.test(fs.readFileSync(path.join(dir, 'webpack.config.js'), 'utf8')));

type Shared = Record<string, { version: string; exports: string[] }>;
let shell: Shared;
beforeAll(() => {
  shell = providedShared(path.join(ROOT, 'shell'));
}, 60_000);

test('the shell provides its shared packages at their package.json versions, with their exports', () => {
  expect(remotes.length).toBeGreaterThanOrEqual(3);
  // only the stateful one of ours is shared; contract and shared-ui are each build's own.
  // React Router and TanStack Query are shared as the part the portal uses: the names of that part.
  expect(Object.keys(shell).sort()).toEqual(['@portal/shared-auth', '@tanstack/react-query', 'react-router-dom']);
  expect(shell['react-router-dom'].exports).toEqual(expect.arrayContaining(['BrowserRouter', 'useNavigate']));
  expect(shell['react-router-dom'].exports).not.toContain('createBrowserRouter');
  expect(shell['@tanstack/react-query'].exports).toEqual(expect.arrayContaining(['QueryClient', 'useQuery']));
  expect(shell['@tanstack/react-query'].exports).not.toContain('useMutation');
  expect(shell['@portal/shared-auth'].version).toBe(JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-auth/package.json'), 'utf8')).version);
  expect(shell['@portal/shared-auth'].exports).toEqual(expect.arrayContaining(['useSession', 'http']));
});

test('every remote of the workspace imports only what the shell built from this tree provides', () => {
  for (const dir of remotes) {
    expect({ remote: path.basename(dir), ...checkAgainstShell(dir, shell, STATEFUL) }).toEqual({ remote: path.basename(dir), errors: [], warnings: [] });
  }
});

test("a remote importing a shared-auth name an older shell lacks, with a range that accepts it, fails, naming the import and the way out", () => {
  const admin = remotes.find((dir) => dir.endsWith('remote-admin'))!;
  const older: Shared = { ...shell, '@portal/shared-auth': { ...shell['@portal/shared-auth'], exports: shell['@portal/shared-auth'].exports.filter((n) => n !== 'useApiGet') } };
  const { errors } = checkAgainstShell(admin, older, STATEFUL);
  expect(errors).toEqual([expect.stringMatching(/^@portal\/remote-admin imports useApiGet from @portal\/shared-auth \(src\/.*\.tsx?\), which the shell's @portal\/shared-auth 0\.2\.0 does not have, and its range \^0\.2\.0 accepts that version.*\^0\.3\.0.*is refused until a shell with it is deployed/)]);
});

test('a remote deployed alone that imports a part of React Router or TanStack Query the shell does not share fails, naming the module to add it to', () => {
  const participant = remotes.find((dir) => dir.endsWith('remote-participant'))!;
  const older: Shared = {
    ...shell,
    'react-router-dom': { ...shell['react-router-dom'], exports: shell['react-router-dom'].exports.filter((n) => n !== 'useParams') },
    '@tanstack/react-query': { ...shell['@tanstack/react-query'], exports: shell['@tanstack/react-query'].exports.filter((n) => n !== 'useQueryClient') },
  };
  const { errors } = checkAgainstShell(participant, older, STATEFUL);
  expect(errors).toEqual([
    expect.stringMatching(/^@portal\/remote-participant imports useParams from react-router-dom \(src\/.*\.tsx?\), which the shell in use does not share \(its shell\/src\/sharedRouter\.ts names the part of react-router-dom every build gets\), so the page would get undefined\. Add it to that module and deploy the shell first\.$/),
    expect.stringMatching(/^@portal\/remote-participant imports useQueryClient from @tanstack\/react-query \(src\/features\/sales\/api\/create-invoice\.ts\), which the shell in use does not share \(its shell\/src\/sharedQuery\.ts names the part of @tanstack\/react-query every build gets\)/),
  ]);
});

test('a range the shell does not meet: the remote is refused on the page (a warning); shared-ui is not the shell\'s business', () => {
  const admin = remotes.find((dir) => dir.endsWith('remote-admin'))!;
  const oldShell: Shared = { ...shell, '@portal/shared-ui': { version: '0.1.0', exports: [] }, '@portal/shared-auth': { version: '0.1.0', exports: [] } };
  const { errors, warnings } = checkAgainstShell(admin, oldShell, STATEFUL);
  expect(errors).toEqual([]);
  expect(warnings).toEqual([
    expect.stringContaining("asks for @portal/shared-auth ^0.2.0; the shell provides 0.1.0, so the portal will refuse this remote ('Módulo no compatible')"),
  ]);
});
