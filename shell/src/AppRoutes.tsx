// Route ownership (team brief): the shell renders /auth/*, /admin/home, /admin/contact, /admin/politics
// and /rtl; every other /admin/* path goes to its remote; anything else to /admin/home (SPEC 2.1).
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_ROUTE, LOGIN_ROUTE, LOGOUT_ROUTE } from '@portal/contract';
import { setUnauthorizedHandler } from '@portal/shared-auth';
import { AuthLayout } from './layouts/AuthLayout';
import { AdminLayout } from './layouts/AdminLayout';
import { LoginPage } from './pages/auth/LoginPage';
import { RecoveryPage } from './pages/auth/RecoveryPage';
import { RegisterPage } from './pages/auth/RegisterPage';
import { LogoutPage } from './pages/auth/LogoutPage';
import { HomePage } from './pages/HomePage';
import { ContactPage } from './pages/ContactPage';
import { PoliticsPage } from './pages/PoliticsPage';
import { RemoteRoute } from './remotes/RemoteRoute';

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
        <Route path="/auth" element={<AuthLayout />}>
          <Route index element={<Navigate to={LOGIN_ROUTE} replace />} />
          <Route path="login-page" element={<LoginPage />} />
          <Route path="recovery-pass" element={<RecoveryPage />} />
          <Route path="register-page" element={<RegisterPage />} />
          <Route path="logout-page" element={<LogoutPage />} />
          <Route path="*" element={<Navigate to={LOGIN_ROUTE} replace />} />
        </Route>
        <Route path="/admin" element={<AdminLayout />}>
          <Route index element={<Navigate to={DEFAULT_ROUTE} replace />} />
          <Route path="home" element={<HomePage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="politics" element={<PoliticsPage />} />
          <Route path="*" element={<RemoteRoute />} />
        </Route>
        <Route path="/rtl/*" element={<AdminLayout rtl><HomePage /></AdminLayout>} />
        <Route path="*" element={<Navigate to={DEFAULT_ROUTE} replace />} />
      </Routes>
    </>
  );
}
