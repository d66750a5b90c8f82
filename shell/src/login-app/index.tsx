// Entry of the login bundle (tools/webpack/federation.js): what login.html loads for a fresh
// load of an /auth page. Like bootstrap.tsx, it reads the runtime config first (login.html has already
// asked for it, beside this file) and shows the same panel when it cannot.
import '../zodBrowser';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from '@portal/shared-auth';
import { PortalThemeProvider } from '@portal/shared-ui';
import { prefetchNextPage } from '../first-screen/WholeShell';
import { registerServiceWorker } from '../offline/register';
import { LoginApp } from './LoginApp';

const root = createRoot(document.getElementById('root')!);

// While the person types, the files of the home the login opens (its own bundle, named by
// login.html) are fetched into the browser's cache (not run).
document.addEventListener('focusin', prefetchNextPage, { once: true });
// the portal kept for a phone with no signal, once this page is idle
registerServiceWorker();

loadPortalConfig()
  .then(() => {
    // a transition: React renders in slices and lets the browser in between, instead of one long
    // task that a phone's slow CPU would hold for hundreds of milliseconds (TBT)
    startTransition(() => {
      root.render(
        <StrictMode>
          <PortalThemeProvider>
            <LoginApp />
          </PortalThemeProvider>
        </StrictMode>,
      );
    });
  })
  .catch(async (err: unknown) => {
    console.error(err);
    // only when the config cannot be read: not part of the login page's download
    const { ConfigError } = await import('../ConfigError');
    root.render(<ConfigError />);
  });
