// SPEC 2.2: the /auth pages, one route table for both ways the shell starts: inside the
// whole shell (AppRoutes) and in the small login bundle a fresh load of an /auth page downloads
// (login-app/), which passes the pages it loads on demand.
import type { ComponentType } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { LOGIN_ROUTE } from '@portal/contract';
import { AuthLayout } from '../../layouts/AuthLayout';

export interface AuthPages {
  LoginPage: ComponentType;
  RecoveryPage: ComponentType;
  RegisterPage: ComponentType;
  LogoutPage: ComponentType;
}

/** The <Route path="/auth"> element, for a <Routes> */
export function authRoutes({ LoginPage, RecoveryPage, RegisterPage, LogoutPage }: AuthPages) {
  return (
    <Route path="/auth" element={<AuthLayout />}>
      <Route index element={<Navigate to={LOGIN_ROUTE} replace />} />
      <Route path="login-page" element={<LoginPage />} />
      <Route path="recovery-pass" element={<RecoveryPage />} />
      <Route path="register-page" element={<RegisterPage />} />
      <Route path="logout-page" element={<LogoutPage />} />
      <Route path="*" element={<Navigate to={LOGIN_ROUTE} replace />} />
    </Route>
  );
}
