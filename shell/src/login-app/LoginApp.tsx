// The shell as a fresh load of an /auth page starts it (issue 12): the auth pages without Module
// Federation, so a salesperson's phone downloads React, the router, the theme and the login form,
// and nothing of the admin area, the remotes or the federation runtime. Any path outside /auth
// (the home after a login) is loaded as a new page, which starts the whole shell.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Loading } from '@portal/shared-ui';
import { authMessages as messages } from '../authMessages';
import { authRoutes } from '../pages/auth/authRoutes';
import { LoginPage } from '../pages/auth/LoginPage';
import { OpenPortalPage } from '../pages/auth/openPortalPage';

/** a page of its own chunk, fetched when first shown */
function later(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(() => load().then((page) => ({ default: page })));
  return function LaterPage() {
    return (
      <Suspense fallback={<Loading label={messages.loading} />}>
        <Page />
      </Suspense>
    );
  };
}

const RecoveryPage = later(() => import('../pages/auth/RecoveryPage').then((m) => m.RecoveryPage));
// the registration wizard reads the branch list through the data layer
const RegisterPage = later(() => import('./RegisterWithData').then((m) => m.RegisterWithData));
const LogoutPage = later(() => import('../pages/auth/LogoutPage').then((m) => m.LogoutPage));

/** a page of the whole shell, loaded as a new document */
const openInWholeShell = (path: string) => window.location.replace(path);

/** Any other move out of /auth: the router has already written the new address. */
function WholeShell() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <Loading label={messages.loading} />;
}

export function LoginApp() {
  return (
    <OpenPortalPage.Provider value={openInWholeShell}>
      <BrowserRouter>
        <Routes>
          {authRoutes({ LoginPage, RecoveryPage, RegisterPage, LogoutPage })}
          <Route path="*" element={<WholeShell />} />
        </Routes>
      </BrowserRouter>
    </OpenPortalPage.Provider>
  );
}
