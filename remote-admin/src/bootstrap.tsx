// Standalone start of the admin remote (`npm run dev`): the dev server proxies /api to :8080.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { loadPortalConfig } from '@portal/shared-auth';
import { ErrorPanel, PortalThemeProvider } from '@portal/shared-ui';
import { StandaloneHost } from './dev/StandaloneHost';
import { messages } from './messages';
import { cityPaths } from './paths';
import AdminRoutes from './routes';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    await loadPortalConfig();
  } catch (err) {
    console.error(err);
    root.render(
      <PortalThemeProvider>
        <ErrorPanel message={messages.devHost.configFailed} onRetry={() => window.location.reload()} />
      </PortalThemeProvider>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <PortalThemeProvider>
        <BrowserRouter>
          <StandaloneHost>
            <Routes>
              <Route path="/admin/*" element={<AdminRoutes />} />
              <Route path="*" element={<Navigate to={cityPaths.list} replace />} />
            </Routes>
          </StandaloneHost>
        </BrowserRouter>
      </PortalThemeProvider>
    </StrictMode>,
  );
}

void start();
