// Every /admin/* path the shell does not render itself: find its remote in PORTAL_ROUTES, check the
// profile may open it (SPEC 6), then mount the remote's './routes' (team brief "Runtime shape").
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { DEFAULT_ROUTE, type RemoteName } from '@portal/contract';
import { canOpen, routeOwner, useSession } from '@portal/shared-auth';
import { ErrorPanel, Loading } from '@portal/shared-ui';
import { messages } from '../messages';
import { useRemoteLoader, type RemoteLoader } from './RemoteLoaderContext';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

// One lazy component per loader and remote, so coming back to a remote does not suspend again.
const cache = new WeakMap<RemoteLoader, Map<RemoteName, LazyExoticComponent<ComponentType>>>();

function lazyRemote(loader: RemoteLoader, name: RemoteName): LazyExoticComponent<ComponentType> {
  let byName = cache.get(loader);
  if (!byName) cache.set(loader, (byName = new Map()));
  let component = byName.get(name);
  if (!component) {
    component = lazy(() => loader.load(name));
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
  // bumping it re-renders with the fresh lazy component lazyRemote makes after forget()
  const [, setAttempt] = useState(0);
  const Routes = lazyRemote(loader, name);
  return (
    <RemoteErrorBoundary
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
  );
}

export function ForbiddenPanel() {
  return <ErrorPanel title={messages.forbidden.title} message={messages.forbidden.message} />;
}

export function RemoteRoute() {
  const { pathname } = useLocation();
  const profilesId = useSession((s) => s.user?.profiles_id);
  const owner = routeOwner(pathname);
  // SPEC 2.1: any other path goes to /admin/home
  if (owner === null || owner === 'shell') return <Navigate to={DEFAULT_ROUTE} replace />;
  if (!canOpen(profilesId, pathname)) return <ForbiddenPanel />;
  return <RemoteModule name={owner} />;
}
