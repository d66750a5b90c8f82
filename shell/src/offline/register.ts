// Issue 28: every page of the shell (the login bundle, the home bundle and the whole shell) registers
// the portal's service worker (/sw.js, service-worker.ts) a while after the page has loaded, when the
// browser is idle: installing it downloads the whole shell and the participant's remote (~0.6 MB) and
// writes them to the phone's storage, which competed with the first screen's pictures and first taps
// on a phone (Lighthouse on the home: TBT 215 -> 573 ms when it was installed at the load's first idle
// moment). A production build only: the development servers and the unit tests have no worker.
import { SW_FILE } from './cache-rules';

/** how long after the page's load the worker is installed */
export const AFTER_LOAD_MS = 8_000;

/** an idle moment of the browser (or two seconds, where it has no requestIdleCallback) */
const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 2_000));

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    setTimeout(() => whenIdle(() => {
      navigator.serviceWorker.register(`/${SW_FILE}`, { scope: '/' }).catch((error: unknown) => {
        // the portal works as before without it; only the pages with no network are lost
        console.warn('[portal] No se pudo instalar el trabajador sin conexión', error);
      });
    }), AFTER_LOAD_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
