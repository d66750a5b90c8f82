// Start of the shell (TOOLCHAIN "Module Federation settings that worked"): read the runtime config,
// register the remotes it names, render. Shared modules are negotiated before this file runs.
//
// TBT on a phone: the shared modules arrive whole in main.js (federation.js), and running their code
// (react-dom, the router, the session, the shell) in one go would be one long task on a phone's
// slower CPU. They run here in stages, each its own task, so the browser can paint and answer
// input in between (index.html has already asked for the runtime config, so it is on its way
// meanwhile). `webpackMode: "eager"` keeps each stage in this chunk (no request more), it only
// defers running it.

/** lets the browser in: the rest runs in a task of its own */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const root = createRoot(document.getElementById('root')!);
  await nextTask();
  // zod's config before any copy of zod loads (no zod itself: the shell's start runs no schema;
  // contract and shared-ui are not shared whole, each build carries what it uses)
  await import(/* webpackMode: "eager" */ './zodBrowser');
  // the session code, a task of its own
  const { loadPortalConfig, useSession, whenHydrated } = await import(/* webpackMode: "eager" */ '@portal/shared-auth');
  // settled here, so a failure waits for the stages below without counting as unhandled meanwhile
  const config = loadPortalConfig().then((value) => ({ value }), (error: unknown) => ({ error }));
  await nextTask();
  // the screens each remote declares, read from beside its manifest as soon as the runtime
  // config is in (the page's hints have them on their way); the page's remote and its first reads
  // are known once they are
  const { loadRemoteScreens, routeOwner, whenRoutesSettled } = await import(/* webpackMode: "eager" */ './routes/table');
  const routes = config.then((outcome) => {
    if ('error' in outcome) return null;
    void loadRemoteScreens(outcome.value);
    return whenRoutesSettled();
  });
  // the first screen's data and main picture, beside the session check (prefetch.ts)
  const { prefetchFirstScreen } = await import(/* webpackMode: "eager" */ './prefetch');
  void prefetchFirstScreen(window.location.pathname, config.then((outcome) => !('error' in outcome)), routes);
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextTask();
  const [{ startTransition, StrictMode }, { App }, { ConfigError }, { createFederationLoader }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ './App'),
    import(/* webpackMode: "eager" */ './ConfigError'),
    import(/* webpackMode: "eager" */ './remotes/loader'),
  ]);
  await nextTask();
  const outcome = await config;
  if ('error' in outcome) {
    console.error(outcome.error);
    root.render(<ConfigError />);
    return;
  }
  const loader = createFederationLoader(outcome.value);
  // a remote's page asks for the remote's code now, beside the session check, not after
  // it (RemoteRoute then finds it loaded; a failure there is shown and retried as always)
  void Promise.all([routes, whenHydrated()]).then(([table]) => {
    // one path may be two remotes' for different profiles: the one of this person's
    const owner = table && routeOwner(table, window.location.pathname, useSession.getState().user?.profiles_id);
    if (owner && owner !== 'shell') void loader.load(owner).catch(() => undefined);
  });
  // a transition: React renders in slices and lets the browser in between, instead of one long
  // task that a phone's slow CPU would hold for hundreds of milliseconds (TBT)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App loader={loader} />
      </StrictMode>,
    );
  });
}

void start();
// the portal kept for a phone with no signal, once this page is idle (offline/register.ts)
void import(/* webpackMode: "eager" */ './offline/register').then(({ registerServiceWorker }) => registerServiceWorker());
