// What the portal uses of TanStack Query, the module every build shares under the name
// '@tanstack/react-query' (tools/webpack/shared-check.js TRIMMED), as sharedRouter.ts is for React
// Router. A shared module cannot be tree-shaken by its users (a remote may use any export), so
// sharing the package itself would put all of it in main.js (mutations, infinite and suspense
// queries, streaming: 2.7 KB of brotli on every page). This module names the part the shell,
// shared-auth, shared-ui and the remotes import; webpack keeps only what it needs of the package
// behind it (the build resolves this file's own import of the package to the package, not to the
// share: federation.js). A source file that imports anything else from '@tanstack/react-query'
// fails sharedModules.test.ts, and a remote deployed alone that does fails its build against the
// shell in use. Tests and tools import the real package.
export {
  dehydrate,
  hydrate,
  keepPreviousData,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
