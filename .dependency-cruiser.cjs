// Who may import whom (docs/getting-started.md "Who may import whom";
// docs/adr/0052-boundaries-a-check-enforces.md), checked by `npm run test:boundaries` in npm test.
// Paths are the files' real paths from the repository's root: a workspace package imported by its
// name resolves to its folder (contract/src/index.ts), so a rule on folders holds however the
// import was written.

/** the files other packages may import: each package's entries, as its package.json "exports" lists them */
const ENTRIES = [
  '^contract/src/(index|csv|constants)[.]ts$',
  '^shared-auth/src/(index|testing)[.]ts$',
  '^shared-auth/src/render-remote[.]tsx$',
  '^shared-ui/src/index[.]ts$',
  '^shared-ui/src/test-utils[.]tsx$',
  '^shared-ui/src/(theme/testing|theme/theme|registration/testing)[.]ts$',
  '^releases/src/(index|testing)[.]ts$',
  '^api/src/(index|testing)[.]ts$',
  '^dev-host/src/index[.]tsx$',
  // the service worker's cache rules, which the offline e2e checks against what the worker kept
  '^shell/src/offline/cache-rules[.]ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'only-public-entries',
      comment:
        "A package's files are its own: another package, tools/ or e2e/ imports it only through an entry its package.json exports (the api through '@portal/api' or '@portal/api/testing').",
      severity: 'error',
      from: { path: '^([a-z0-9-]+)/' },
      to: {
        path: '^(contract|shared-auth|shared-ui|releases|api|shell|dev-host|remote-participant|remote-admin|remote-review|e2e)/',
        pathNot: ['^$1/', ...ENTRIES],
      },
    },
    {
      name: 'remote-imports-the-kits-only',
      comment: 'A remote imports only contract, shared-auth and shared-ui (and the dev host, in its standalone entry): never another remote, the shell, the api or the releases (ADR 0018, 0023).',
      severity: 'error',
      // its webpack.config.js builds it with the portal's one federation setup (tools/webpack)
      from: { path: '^(remote-[a-z]+)/', pathNot: '^remote-[a-z]+/webpack[.]config[.]js$' },
      to: { path: '^(shell|api|releases|e2e|tools|remote-[a-z]+)/', pathNot: '^$1/' },
    },
    {
      name: 'shell-loads-remotes-at-run-time',
      comment: 'The shell never imports a remote, the api or the releases: it loads the remotes at run time (ADR 0023).',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^(remote-[a-z]+|api|releases|e2e)/' },
    },
    {
      name: 'api-imports-the-contract-only',
      comment: 'The api shares only the contract and the releases with the front ends: never a front end, the kits or the tools.',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(shared-auth|shared-ui|shell|dev-host|remote-[a-z]+|e2e|tools)/' },
    },
    {
      name: 'releases-stand-alone',
      comment: 'The releases package is what a deploy needs and nothing more: the contract only.',
      severity: 'error',
      from: { path: '^releases/' },
      to: { path: '^(?!releases/|contract/)[a-z-]+/src/' },
    },
    {
      name: 'kits-below-the-screens',
      comment: 'contract, shared-auth and shared-ui are below the screens: they never import the shell or a remote; contract imports no other package.',
      severity: 'error',
      from: { path: '^(contract|shared-auth|shared-ui)/' },
      to: { path: '^(shell|api|releases|remote-[a-z]+|e2e|tools)/' },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(shared-auth|shared-ui)/' },
    },
    {
      name: 'points-raise-domain-errors',
      comment: 'The points engine knows nothing of HTTP or of the modules that call it: it raises PointsError, which the error handler answers (api/src/points/errors.ts).',
      severity: 'error',
      from: { path: '^api/src/points/' },
      to: { path: '^api/src/(http|modules|web)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: "An import that resolves to nothing: a file that is not there, or a package's path its \"exports\" does not list.",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|artifacts|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
