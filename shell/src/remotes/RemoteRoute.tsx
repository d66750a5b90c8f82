// Every /admin/* path the shell does not render itself: find the remote that declares it in the
// composed route table (routes/table.ts), check the profile may open it (SPEC 6), then
// mount the remote's './routes' (team brief "Runtime shape").
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { DEFAULT_ROUTE, mayOpen, type RemoteName } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { ErrorPanel, Loading } from '@portal/shared-ui';
import { messages } from '../messages';
import { lookupPath, retryRemoteScreens, useRouteTable } from '../routes/table';
import { useRemoteLoader, type RemoteLoader } from './RemoteLoaderContext';
import { loadFailure, RemoteErrorBoundary } from './RemoteErrorBoundary';

// One lazy component per loader and remote, so coming back to a remote does not suspend again.
const cache = new WeakMap<RemoteLoader, Map<RemoteName, LazyExoticComponent<ComponentType>>>();

function lazyRemote(loader: RemoteLoader, name: RemoteName): LazyExoticComponent<ComponentType> {
  let byName = cache.get(loader);
  if (!byName) cache.set(loader, (byName = new Map()));
  let component = byName.get(name);
  if (!component) {
    // a failure to fetch is told apart from a failure to render (RemoteErrorBoundary)
    component = lazy(() => loader.load(name).catch((error: unknown) => Promise.reject(loadFailure(name, error))));
    byName.set(name, component);
  }
  return component;
}

function forget(loader: RemoteLoader, name: RemoteName): void {
  cache.get(loader)?.delete(name);
  loader.reset?.(name);
}

function RemoteModule({ name }: { name: RemoteName }) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const release = useRouteTable((s) => s.releases[name]);
  // bumping it re-renders with the fresh lazy component lazyRemote makes after forget()
  const [, setAttempt] = useState(0);
  const Routes = lazyRemote(loader, name);
  return (
    // which remote and release draws the page, for support and the e2e (no label on the page)
    <div data-remote={name} data-release={release}>
      <RemoteErrorBoundary
        remote={name}
        release={release}
        resetKey={pathname}
        onRetry={() => {
          forget(loader, name);
          setAttempt((a) => a + 1);
        }}
      >
        <Suspense fallback={<Loading label={messages.remote.loading} />}>
          <Routes />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}

export function ForbiddenPanel() {
  return <ErrorPanel title={messages.forbidden.title} message={messages.forbidden.message} />;
}

export function RemoteRoute() {
  const { pathname } = useLocation();
  const profilesId = useSession((s) => s.user?.profiles_id);
  const found = lookupPath(useRouteTable(), pathname, profilesId);
  if (found.kind === 'pending') return <Loading label={messages.remote.loading} />;
  if (found.kind === 'unavailable') {
    return <ErrorPanel title={messages.remote.failedTitle} message={messages.remote.listFailed} onRetry={() => void retryRemoteScreens()} />;
  }
  // SPEC 2.1: any other path goes to /admin/home
  if (found.kind === 'unknown' || found.route.owner === 'shell') return <Navigate to={DEFAULT_ROUTE} replace />;
  if (!mayOpen(found.route, profilesId)) return <ForbiddenPanel />;
  return <RemoteModule name={found.route.owner} />;
}
