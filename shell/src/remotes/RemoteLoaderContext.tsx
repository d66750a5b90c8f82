// The ONE seam between the shell and Module Federation (TOOLCHAIN "Jest notes"): the app gets a
// loader through context, so tests pass a fake one and the real one lives in loader.ts.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@portal/contract';

/** What a remote's './routes' module exports (team brief "Runtime shape"). */
export interface RemoteRoutesModule {
  default: ComponentType;
}

export interface RemoteLoader {
  load(name: RemoteName): Promise<RemoteRoutesModule>;
  /** forget a failed load so the next `load` fetches the remote again (retry without a page reload) */
  reset?(name: RemoteName): void;
}

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader: wrap the app in <RemoteLoaderProvider loader={...}>.');
  return loader;
}
