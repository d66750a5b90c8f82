// The first-screen bundles (the login bundle, the home bundle; tools/webpack/firstScreen.js) draw
// one page each without Module Federation. A move from the login page to a page it does not draw
// is a new load of that address, which the api answers with the page that starts the right bundle.
// A move from the home is not: the whole shell starts in the same page (openInThisPage).
import { useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { useLocation } from 'react-router-dom';
import { afterPageLoad, Loading } from '@portal/shared-ui';
import { markMoveIntoShell } from '../layouts/focusOnNavigation';

/** a page of another bundle, loaded as a new document */
export const openAsNewPage = (path: string) => window.location.replace(path);

/** the root the first-screen bundle draws in (start.tsx), which steps aside for the whole shell */
let pageRoot: Root | null = null;
export function keepPageRoot(root: Root): void {
  pageRoot = root;
}

/** the files of the next page the first-screen page names (tools/webpack/firstScreen.js) */
const nextFiles = () => document.querySelector<HTMLMetaElement>('meta[name="portal-next-files"]')?.content.split(' ').filter(Boolean) ?? [];

let handedOver = false;

/**
 * In-app moves are client-side: from the home, a move to any other page starts the whole
 * shell in this page, at the address the router has written: its main.js (fetched into the cache
 * while the home was idle, prefetchNextPageLater) is added to the page once it is in, the home's root
 * steps aside for it, and the shell draws the page as if it had been loaded there, reading the session
 * from where the home left it. From then on every move is the shell's. When the page names no shell
 * file, or it cannot be fetched, the address is loaded as a new document.
 * `loading`: the text the page shows while the shell starts.
 */
export function openInThisPage(path: string, loading: string): void {
  if (handedOver) return;
  handedOver = true;
  const main = nextFiles().find((file) => /^\/main\.js(\?|$)/.test(file));
  const root = pageRoot;
  if (!main || !root) return openAsNewPage(path);
  prefetchNextPage();
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = main;
  link.onerror = () => openAsNewPage(path);
  link.onload = () => {
    // to the person this is a move; the shell's first page takes the focus to its heading
    markMoveIntoShell();
    root.unmount();
    // the page's own loading state (the template's), until the shell's first paint replaces it
    const container = document.getElementById('root')!;
    const boot = document.createElement('div');
    boot.className = 'portal-boot';
    boot.setAttribute('role', 'status');
    boot.textContent = loading;
    container.replaceChildren(boot);
    const script = document.createElement('script');
    script.src = main;
    script.onerror = () => openAsNewPage(`${window.location.pathname}${window.location.search}${window.location.hash}`);
    document.body.appendChild(script);
  };
  document.head.appendChild(link);
}

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
  for (const href of nextFiles()) {
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
 * The next page's files, fetched when they do not compete with the page's own: on the home, a
 * person's first sign of leaving, or a while after the load event, once the browser is idle.
 * Fetched as soon as the page loads, the shell's 200 KB would share a phone's bandwidth with the
 * home's main picture and push its paint back (Lighthouse: LCP 2.5 -> 3.4 s in the runs where it
 * did).
 */
export function prefetchNextPageLater() {
  const now = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, now, true);
    prefetchNextPage();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, now, { capture: true, passive: true });
  afterPageLoad(now, { afterMs: NEXT_PAGE_PREFETCH_DELAY_MS });
}
