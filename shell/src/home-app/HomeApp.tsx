// The shell as a fresh load of /admin/home starts it (issue 12): the home, the page every participant
// lands on after the login, without Module Federation: the admin layout (session check, sidebar, top
// bar, settings panel) and the home page, the same components the federated shell draws, with their
// code tree-shaken and none of the remotes, the federation runtime or the shared singletons whole.
// Any move to another address is a new load of it, which starts the whole shell (its files are in
// the browser's cache by then: home-app/index.tsx).
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DEFAULT_ROUTE, LOGOUT_ROUTE } from '@portal/contract';
import { PortalDataProvider, setUnauthorizedHandler } from '@portal/shared-auth';
import { PortalThemeProvider } from '@portal/shared-ui';
import { AdminLayout } from '../layouts/AdminLayout';
import { HomePage } from '../pages/HomePage';
import { openAsNewPage, WholeShell } from '../first-screen/WholeShell';
import { messages } from '../messages';

/** SPEC 8 "Missing session": any 401 from the api ends on the logout page (a page of the login bundle) */
function UnauthorizedRedirect({ open }: { open: (path: string) => void }) {
  useEffect(() => {
    setUnauthorizedHandler(() => open(LOGOUT_ROUTE));
    return () => setUnauthorizedHandler(() => undefined);
  }, [open]);
  return null;
}

/** `openPage`: how another address is opened (a new document; tests pass their own) */
export function HomeApp({ openPage = openAsNewPage }: { openPage?: (path: string) => void }) {
  return (
    <PortalDataProvider>
      <PortalThemeProvider>
        <BrowserRouter>
          <UnauthorizedRedirect open={openPage} />
          <Routes>
            <Route path="/admin" element={<AdminLayout />}>
              <Route path={DEFAULT_ROUTE.replace(/^\/admin\//, '')} element={<HomePage />} />
            </Route>
            <Route path="*" element={<WholeShell label={messages.loading} open={openPage} />} />
          </Routes>
        </BrowserRouter>
      </PortalThemeProvider>
    </PortalDataProvider>
  );
}
