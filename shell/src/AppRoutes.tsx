// Route ownership (team brief): the shell renders /auth/*, /admin/home, /admin/contact, /admin/politics
// and /rtl; every other /admin/* path goes to its remote; anything else to /admin/home (SPEC 2.1).
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_ROUTE, LOGOUT_ROUTE } from '@portal/contract';
import { setUnauthorizedHandler } from '@portal/shared-auth';
import { Loading } from '@portal/shared-ui';
import { authRoutes } from './pages/auth/authRoutes';
import { later } from './pages/auth/laterPage';
import { messages } from './messages';

// What is behind the session check comes in one chunk ("admin") when an /admin or /rtl path is first
// shown. The auth pages come each in a chunk of their own: the whole shell starts on one
// only after an in-app logout or a refused session (a fresh /auth load is the login bundle's), and
// their forms would put zod and the contract's schemas in every page's start.
const LoginPage = later(() => import(/* webpackChunkName: "auth-login" */ './pages/auth/LoginPage').then((m) => m.LoginPage));
const RecoveryPage = later(() => import(/* webpackChunkName: "auth-recovery" */ './pages/auth/RecoveryPage').then((m) => m.RecoveryPage));
const RegisterPage = later(() => import(/* webpackChunkName: "auth-register" */ './pages/auth/RegisterPage').then((m) => m.RegisterPage));
const LogoutPage = later(() => import(/* webpackChunkName: "auth-logout" */ './pages/auth/LogoutPage').then((m) => m.LogoutPage));
type AdminArea = typeof import('./adminArea');
let adminArea: AdminArea | undefined;
const loadAdminArea = () => import(/* webpackChunkName: "admin" */ './adminArea').then((m) => (adminArea = m));

/**
 * A component of the admin chunk: lazy while the chunk is not in yet; once it is, rendered at once,
 * so a page shown inside the already loaded admin layout does not suspend again.
 */
function fromAdminArea<K extends keyof AdminArea>(name: K): AdminArea[K] {
  type Props = Record<string, unknown>;
  const Lazy = lazy(() => loadAdminArea().then((m) => ({ default: m[name] as ComponentType<Props> })));
  function AdminAreaPart(props: Props) {
    // fixed for the life of this element, so resolving the chunk never remounts what it shows
    const [Part] = useState<ComponentType<Props>>(() => (adminArea?.[name] as ComponentType<Props> | undefined) ?? Lazy);
    return <Part {...props} />;
  }
  return AdminAreaPart as AdminArea[K];
}

const AdminLayout = fromAdminArea('AdminLayout');
const HomePage = fromAdminArea('HomePage');
const ContactPage = fromAdminArea('ContactPage');
const PoliticsPage = fromAdminArea('PoliticsPage');
const RemoteRoute = fromAdminArea('RemoteRoute');

/** The admin layout, with the look of its own session check while the admin chunk loads. */
function Admin({ rtl, children }: { rtl?: boolean; children?: ReactNode }) {
  return (
    <Suspense fallback={<Loading label={messages.checkingSession} />}>
      <AdminLayout rtl={rtl}>{children}</AdminLayout>
    </Suspense>
  );
}

/** SPEC 8 "Missing session": any 401 from the api ends here. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (window.location.pathname !== LOGOUT_ROUTE) navigate(LOGOUT_ROUTE, { replace: true });
    });
    return () => setUnauthorizedHandler(() => undefined);
  }, [navigate, pathname]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <UnauthorizedRedirect />
      <Routes>
        {authRoutes({ LoginPage, RecoveryPage, RegisterPage, LogoutPage })}
        <Route path="/admin" element={<Admin />}>
          <Route index element={<Navigate to={DEFAULT_ROUTE} replace />} />
          <Route path="home" element={<HomePage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="politics" element={<PoliticsPage />} />
          <Route path="*" element={<RemoteRoute />} />
        </Route>
        <Route path="/rtl/*" element={<Admin rtl><HomePage /></Admin>} />
        <Route path="*" element={<Navigate to={DEFAULT_ROUTE} replace />} />
      </Routes>
    </>
  );
}
