// Every page of the shell (the login bundle, the home bundle and the whole shell) names the app's
// manifest and registers the portal's service worker (/sw.js, service-worker.ts) a while after the
// page has loaded, when the browser is idle: installing it downloads the whole shell and the
// participant's remote (~0.6 MB) and writes them to the phone's storage, which competes with the
// first screen's pictures and first taps on a phone (Lighthouse on the home: TBT 215 -> 573 ms with
// it installed at the load's first idle moment). A production build only: the development servers
// and the unit tests have no worker.
import { afterPageLoad } from '@portal/shared-ui';
import { MANIFEST_FILE } from '../app-manifest';
import { SW_FILE } from './cache-rules';

/** how long after the page's load the worker is installed */
export const AFTER_LOAD_MS = 8_000;

/**
 * The app's manifest, named once the page has loaded: named in the page's head, Chromium fetches it
 * and its icon among the page's first requests, which a phone's first paint would wait on.
 * Installing the portal is offered later in a visit anyway.
 */
function nameManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `/${MANIFEST_FILE}`;
  document.head.append(link);
}

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production') return;
  afterPageLoad(
    () => {
      nameManifest();
      if (!('serviceWorker' in navigator)) return;
      navigator.serviceWorker.register(`/${SW_FILE}`, { scope: '/' }).catch((error: unknown) => {
        // the portal works as before without it; only the pages with no network are lost
        console.warn('[portal] No se pudo instalar el trabajador sin conexión', error);
      });
    },
    { afterMs: AFTER_LOAD_MS, idleTimeoutMs: 5_000 },
  );
}
