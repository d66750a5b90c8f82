// The real remote loader: Module Federation's runtime, with the remotes the runtime config names
// (ARCHITECTURE: a team redeploys a remote without rebuilding the shell).
import { getInstance, init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PortalConfig, RemoteName } from '@portal/contract';
import type { RemoteLoader, RemoteRoutesModule } from './RemoteLoaderContext';

function remotesOf(config: PortalConfig) {
  return (Object.entries(config.remotes) as [RemoteName, string][]).map(([name, entry]) => ({ name, entry }));
}

export function createFederationLoader(config: PortalConfig): RemoteLoader {
  // The build plugin normally creates the host instance; init only when it has not (defensive).
  if (!getInstance()) init({ name: 'shell', remotes: [] });
  registerRemotes(remotesOf(config));

  return {
    async load(name) {
      const mod = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
      if (!mod?.default) {
        throw new Error(`The remote "${name}" has no default export in './routes' (see the team brief "Runtime shape").`);
      }
      return mod;
    },
    reset(name) {
      const entry = config.remotes[name];
      // force: drops the cached manifest, the failed entry script and the module cache of that remote.
      registerRemotes([{ name, entry }], { force: true });
    },
  };
}
