// The one way a page puts off work it can do without while its first screen is drawn: the date
// picker's code, the phone's kept sales, the next page's files, the service worker. On a phone,
// work of that kind sent at once would share the network and the CPU with the screen's own code and
// reads, and push its paint back.

/**
 * How long after the page's load a first screen is taken to be drawn: its reads and its render come
 * after the load (a remote's screen is drawn some 200 ms after it on a desktop's CPU and network,
 * several times that on a phone's).
 */
export const FIRST_SCREEN_MS = 1000;

/**
 * Runs `run` once the document has loaded, `afterMs` later, when the browser is idle (at most
 * `idleTimeoutMs` more; where it has no requestIdleCallback, at once). Returns a cancel.
 */
export function afterPageLoad(run: () => void, { afterMs = FIRST_SCREEN_MS, idleTimeoutMs = 2000 } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => run(), { timeout: idleTimeoutMs });
    else run();
  };
  const start = () => {
    timer = setTimeout(whenIdle, afterMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * Whether the page's first screen is taken to be drawn: the page loaded FIRST_SCREEN_MS ago or more
 * (a move within the portal, not a page's first load). Read from the page's own navigation timing, so
 * every bundle on the page (each carries its own copy of shared-ui) agrees.
 */
export function isFirstScreenDrawn(): boolean {
  if (document.readyState !== 'complete' || typeof performance.getEntriesByType !== 'function') return false;
  const [page] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !!page && page.loadEventEnd > 0 && performance.now() - page.loadEventEnd >= FIRST_SCREEN_MS;
}
