// Issue 12: the first-screen bundles (the login bundle, the home bundle; tools/webpack/firstScreen.js)
// draw one page each without Module Federation. Any move to a page they do not draw is a new load of
// that address, which the api answers with the page that starts the right bundle.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading } from '@portal/shared-ui';

/** a page of another bundle, loaded as a new document */
export const openAsNewPage = (path: string) => window.location.replace(path);

/** Any other move: the router has already written the new address. `open`: tests pass their own. */
export function WholeShell({ label, open = openAsNewPage }: { label: string; open?: (path: string) => void }) {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    open(`${pathname}${search}${hash}`);
  }, [open, pathname, search, hash]);
  return <Loading label={label} />;
}

/** once per page (the home may ask at a sign of leaving and again after its delay) */
let prefetched = false;

/**
 * The files of the page a person goes to next (from the login page the home bundle, from the home
 * the federated shell's first files), fetched into the browser's cache (not run), so that load comes
 * from it; the page names them in a meta tag (tools/webpack/firstScreen.js).
 */
export function prefetchNextPage() {
  if (prefetched) return;
  prefetched = true;
  const files = document.querySelector<HTMLMetaElement>('meta[name="portal-next-files"]')?.content.split(' ') ?? [];
  for (const href of files.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.appendChild(link);
  }
}

/** what shows a person is about to leave the page: a touch, a click, a key, the mouse over a link */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'mouseover'] as const;
/** how long the page is left alone after its load before the next page's files are fetched */
export const NEXT_PAGE_PREFETCH_DELAY_MS = 3000;

/**
 * The next page's files, fetched when they no longer compete with the page's own (issue 12): on the
 * home, a person's first sign of leaving, or a while after the load event, once the browser is idle.
 * Fetched as soon as the page loaded, the shell's 200 KB shared a phone's bandwidth with the home's
 * main picture and pushed its paint back (Lighthouse, LCP 2.5 -> 3.4 s in the runs where it did).
 */
export function prefetchNextPageLater() {
  const now = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, now, true);
    prefetchNextPage();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, now, { capture: true, passive: true });
  const later = () =>
    window.setTimeout(() => (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0)))(now), NEXT_PAGE_PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
