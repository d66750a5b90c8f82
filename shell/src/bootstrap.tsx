// Start of the shell (TOOLCHAIN "Module Federation settings that worked"): read the runtime config,
// register the remotes it names, render. Shared modules are negotiated before this file runs.
import './zodBrowser';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPortalConfig, routeOwner } from '@portal/shared-auth';
import { App } from './App';
import { ConfigError } from './ConfigError';
import { createFederationLoader } from './remotes/loader';

const root = createRoot(document.getElementById('root')!);

loadPortalConfig()
  .then((config) => {
    const loader = createFederationLoader(config);
    // issue 12: a remote's page asks for the remote's code now, beside the session check, not after
    // it (RemoteRoute then finds it loaded; a failure there is shown and retried as always)
    const owner = routeOwner(window.location.pathname);
    if (owner && owner !== 'shell') void loader.load(owner).catch(() => undefined);
    // a transition: React renders in slices and lets the browser in between, instead of one long
    // task that a phone's slow CPU would hold for hundreds of milliseconds (issue 12, TBT)
    startTransition(() => {
      root.render(
        <StrictMode>
          <App loader={loader} />
        </StrictMode>,
      );
    });
  })
  .catch((err: unknown) => {
    console.error(err);
    root.render(<ConfigError />);
  });
