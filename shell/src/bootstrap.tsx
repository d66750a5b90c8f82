// Start of the shell (TOOLCHAIN "Module Federation settings that worked"): read the runtime config,
// register the remotes it names, render. Shared modules are negotiated before this file runs.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from '@portal/shared-auth';
import { ErrorPanel, PortalThemeProvider } from '@portal/shared-ui';
import { App } from './App';
import { createFederationLoader } from './remotes/loader';
import { messages } from './messages';

const root = createRoot(document.getElementById('root')!);

loadPortalConfig()
  .then((config) => {
    root.render(
      <StrictMode>
        <App loader={createFederationLoader(config)} />
      </StrictMode>,
    );
  })
  .catch((err: unknown) => {
    console.error(err);
    root.render(
      <PortalThemeProvider>
        <ErrorPanel
          title={messages.configError.title}
          message={messages.configError.message}
          onRetry={() => window.location.reload()}
        />
      </PortalThemeProvider>,
    );
  });
