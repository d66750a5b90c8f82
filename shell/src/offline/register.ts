// Issue 28: every page of the shell (the login bundle, the home bundle and the whole shell) registers
// the portal's service worker (/sw.js, service-worker.ts) once the page has loaded and the browser is
// idle, so it never competes with the page's own first requests and work. A production build only:
// the development servers and the unit tests have no worker.
import { SW_FILE } from './cache-rules';

/** an idle moment of the browser (or two seconds, where it has no requestIdleCallback) */
const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 2_000));

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    whenIdle(() => {
      navigator.serviceWorker.register(`/${SW_FILE}`, { scope: '/' }).catch((error: unknown) => {
        // the portal works as before without it; only the pages with no network are lost
        console.warn('[portal] No se pudo instalar el trabajador sin conexión', error);
      });
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
