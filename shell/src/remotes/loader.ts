// The real remote loader: Module Federation's runtime, with the remotes the runtime config names
// (ARCHITECTURE: a team redeploys a remote without rebuilding the shell).
import { getInstance, init, loadRemote, registerPlugins, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import { readMfManifest, type PortalConfig, type RemoteName } from '@portal/contract';
import { RemoteIncompatibleError } from './RemoteErrorBoundary';
import type { RemoteLoader, RemoteRoutesModule } from './RemoteLoaderContext';

/** the version of each one-instance package this shell provides (tools/webpack/federation.js) */
const SINGLETONS: Record<string, string> = JSON.parse(process.env.PORTAL_SHARED_SINGLETONS || '{}');

/**
 * Each manifest fetched once, by whoever asks first (the singleton check below or Module
 * Federation, through its `fetch` hook), with the credentials of the page's preload hint
 * (api/src/web/hints.ts), so the browser answers it from that hint. Forgotten on a retry.
 */
const manifests = new Map<string, Promise<Response>>();
/** one key for '/remotes/x/mf-manifest.json' and the absolute address Module Federation may make of it */
const absolute = (url: string) => new URL(url, window.location.href).href;
function manifestResponse(address: string): Promise<Response> {
  const url = absolute(address);
  let response = manifests.get(url);
  if (!response) {
    response = fetch(url, { credentials: 'same-origin' });
    manifests.set(url, response);
    // a failure is not kept: the next load asks again
    response.then((r) => !r.ok && manifests.delete(url), () => manifests.delete(url));
  }
  return response.then((r) => r.clone());
}

/**
 * A remote that asks for a one-instance package (React, the router, shared-auth...) in a
 * range this shell's version does not meet is refused before its code runs: Module Federation would
 * hand it the shell's instance anyway, or none. Its manifest names each range.
 */
async function checkSingletons(name: RemoteName, manifestUrl: string): Promise<void> {
  const response = await manifestResponse(manifestUrl).catch(() => null);
  // a manifest that cannot be read is loadRemote's to report; one of another shape names no package
  if (!response?.ok) return;
  const { shared } = readMfManifest(await response.json().catch(() => undefined));
  for (const { name: pkg, requiredVersion, singleton } of shared) {
    const provided = SINGLETONS[pkg];
    if (singleton && provided && typeof requiredVersion === 'string' && !satisfy(provided, requiredVersion)) {
      throw new RemoteIncompatibleError(name, pkg, provided, requiredVersion);
    }
  }
}

function remotesOf(config: PortalConfig) {
  return (Object.entries(config.remotes) as [RemoteName, string][]).map(([name, entry]) => ({ name, entry }));
}

export function createFederationLoader(config: PortalConfig): RemoteLoader {
  // The build plugin normally creates the host instance; init only when it has not (defensive).
  if (!getInstance()) init({ name: 'shell', remotes: [] });
  registerRemotes(remotesOf(config));
  const manifestUrls = new Set(Object.values(config.remotes).map(absolute));
  registerPlugins([{ name: 'portal-manifest-once', fetch: (url: string) => (manifestUrls.has(absolute(url)) ? manifestResponse(url) : undefined) }]);

  return {
    async load(name) {
      // side by side: the check costs no time before the remote's code arrives
      const [, mod] = await Promise.all([checkSingletons(name, config.remotes[name]), loadRemote<RemoteRoutesModule>(`${name}/routes`)]);
      if (!mod?.default) {
        throw new Error(`The remote "${name}" has no default export in './routes' (see the team brief "Runtime shape").`);
      }
      return mod;
    },
    reset(name) {
      const entry = config.remotes[name];
      manifests.delete(absolute(entry));
      // force: drops the cached manifest, the failed entry script and the module cache of that remote.
      registerRemotes([{ name, entry }], { force: true });
    },
  };
}
