// A page of the admin area drawn by a first-screen bundle (home-app/; only a page of the shell's own
// may have one, never a remote's, deployed on its own): the admin layout (session check, sidebar,
// top bar, settings panel) and the page, the same components the federated shell draws, without
// Module Federation. Any move to another address is a new load of it, which starts the page's own
// bundle or the whole shell (WholeShell); a session the api refuses ends on the logout page, a page
// of the login bundle.
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LOGOUT_ROUTE } from '@portal/contract';
import { PortalDataProvider, setUnauthorizedHandler } from '@portal/shared-auth';
import { PortalThemeProvider } from '@portal/shared-ui';
import { AdminLayout } from '../layouts/AdminLayout';
import { messages } from '../messages';
import { openAsNewPage, WholeShell } from './WholeShell';

/** SPEC 8 "Missing session": any 401 from the api ends on the logout page (a page of the login bundle) */
function UnauthorizedRedirect({ open }: { open: (path: string) => void }) {
  useEffect(() => {
    setUnauthorizedHandler(() => open(LOGOUT_ROUTE));
    return () => setUnauthorizedHandler(() => undefined);
  }, [open]);
  return null;
}

export interface AdminFirstScreenProps {
  /** the page's address (an /admin page of the shell's) and what it shows */
  path: string;
  page: ReactNode;
  /** how another address is opened (a new document; tests pass their own) */
  openPage?: (path: string) => void;
}

export function AdminFirstScreen({ path, page, openPage = openAsNewPage }: AdminFirstScreenProps) {
  return (
    <PortalDataProvider>
      <PortalThemeProvider>
        <BrowserRouter>
          <UnauthorizedRedirect open={openPage} />
          <Routes>
            <Route path="/admin" element={<AdminLayout />}>
              <Route path={path.replace(/^\/admin\//, '')} element={page} />
            </Route>
            <Route path="*" element={<WholeShell label={messages.loading} open={openPage} />} />
          </Routes>
        </BrowserRouter>
      </PortalThemeProvider>
    </PortalDataProvider>
  );
}
