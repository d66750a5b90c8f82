// The shell as a fresh load of an /auth page starts it: the auth pages without Module
// Federation, so a salesperson's phone downloads React, the router, the theme and the login form,
// and nothing of the admin area, the remotes or the federation runtime. Any path outside /auth
// (the home after a login) is loaded as a new page, which starts the home's own bundle or the
// whole shell (tools/webpack/firstScreen.js).
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { authMessages as messages } from '../messages';
import { authRoutes } from '../pages/auth/authRoutes';
import { later } from '../pages/auth/laterPage';
import { LoginPage } from '../pages/auth/LoginPage';
import { OpenPortalPage } from '../pages/auth/openPortalPage';
import { openAsNewPage, WholeShell } from '../first-screen/WholeShell';

const RecoveryPage = later(() => import('../pages/auth/RecoveryPage').then((m) => m.RecoveryPage));
// the registration wizard reads the branch list through the data layer
const RegisterPage = later(() => import('./RegisterWithData').then((m) => m.RegisterWithData));
const LogoutPage = later(() => import('../pages/auth/LogoutPage').then((m) => m.LogoutPage));

export function LoginApp() {
  return (
    <OpenPortalPage.Provider value={openAsNewPage}>
      <BrowserRouter>
        <Routes>
          {authRoutes({ LoginPage, RecoveryPage, RegisterPage, LogoutPage })}
          <Route path="*" element={<WholeShell label={messages.loading} />} />
        </Routes>
      </BrowserRouter>
    </OpenPortalPage.Provider>
  );
}
