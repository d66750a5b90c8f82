// Entry of the home bundle (tools/webpack/firstScreen.js, issue 12): what home.html loads for a fresh
// load of /admin/home. Like bootstrap.tsx, it reads the runtime config first (home.html has already
// asked for it, beside this file), sends the home's first reads beside the session check
// (prefetch.ts), and shows the same panel when the config cannot be read.
import '../zodBrowser';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from '@portal/shared-auth';
import { prefetchNextPage } from '../first-screen/WholeShell';
import { prefetchFirstScreen } from '../prefetch';
import { HomeApp } from './HomeApp';

const root = createRoot(document.getElementById('root')!);
const config = loadPortalConfig();
void prefetchFirstScreen(window.location.pathname, config.then(() => true, () => false));

// once the home is in and the browser is idle, the whole shell's files are fetched into its cache
// (not run): any move from the home is a new load of the address, which then comes from the cache
const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(() => prefetchNextPage());
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });

config
  .then(() => {
    // a transition: React renders in slices and lets the browser in between (issue 12, TBT)
    startTransition(() => {
      root.render(
        <StrictMode>
          <HomeApp />
        </StrictMode>,
      );
    });
  })
  .catch(async (err: unknown) => {
    console.error(err);
    const { ConfigError } = await import('../ConfigError');
    root.render(<ConfigError />);
  });
