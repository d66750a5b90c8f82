// How a first-screen bundle of the admin area starts (home-app/index.tsx), like bootstrap.tsx for
// the whole shell: it reads the runtime config (the page has already asked for it, beside the
// bundle's files), sends the page's first reads and the session check at once (prefetch.ts), draws
// the app in a transition, and shows the same panel when the config cannot be read. The next pages'
// files are fetched into the browser's cache once the page has had its moment.
import '../zodBrowser';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig } from '@portal/shared-auth';
import { prefetchFirstScreen } from '../prefetch';
import { loadRemoteScreens } from '../routes/table';
import { keepPageRoot, prefetchNextPageLater } from './WholeShell';

export function startFirstScreen(app: ReactNode): void {
  const root = createRoot(document.getElementById('root')!);
  // the home hands the page over to the whole shell on a move (WholeShell.tsx)
  keepPageRoot(root);
  const config = loadPortalConfig();
  void prefetchFirstScreen(window.location.pathname, config.then(() => true, () => false));
  // the next page's files into the cache, for the move away from this page
  prefetchNextPageLater();
  config
    .then((value) => {
      // the sidebar's menu holds the remotes' screens: read beside the first render
      void loadRemoteScreens(value);
      // a transition: React renders in slices and lets the browser in between (TBT)
      startTransition(() => {
        root.render(<StrictMode>{app}</StrictMode>);
      });
    })
    .catch(async (err: unknown) => {
      console.error(err);
      const { ConfigError } = await import('../ConfigError');
      root.render(<ConfigError />);
    });
}
