// Entry of the home bundle (tools/webpack/firstScreen.js, issue 12): what home.html loads for a fresh
// load of /admin/home. Like bootstrap.tsx, it reads the runtime config first (home.html has already
// asked for it, beside this file), sends the home's first reads beside the session check
// (prefetch.ts), and shows the same panel when the config cannot be read.
import '../zodBrowser';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from '@portal/shared-auth';
import { prefetchNextPageLater } from '../first-screen/WholeShell';
import { prefetchFirstScreen } from '../prefetch';
import { HomeApp } from './HomeApp';

const root = createRoot(document.getElementById('root')!);
const config = loadPortalConfig();
void prefetchFirstScreen(window.location.pathname, config.then(() => true, () => false));

// the whole shell's files are fetched into the browser's cache (not run) once the home has had its
// moment, or at a person's first sign of leaving: any move from the home is a new load of the
// address, which then comes from the cache
prefetchNextPageLater();

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
