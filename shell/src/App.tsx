import { BrowserRouter } from 'react-router-dom';
import { PortalDataProvider } from '@portal/shared-auth';
import { PortalThemeProvider } from '@portal/shared-ui';
import { AppRoutes } from './AppRoutes';
import { RemoteLoaderProvider, type RemoteLoader } from './remotes/RemoteLoaderContext';

/** The whole shell; `loader` is the one seam to Module Federation (tests pass a fake one). */
export function App({ loader }: { loader: RemoteLoader }) {
  return (
    <PortalDataProvider>
      <PortalThemeProvider>
        <RemoteLoaderProvider loader={loader}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RemoteLoaderProvider>
      </PortalThemeProvider>
    </PortalDataProvider>
  );
}
