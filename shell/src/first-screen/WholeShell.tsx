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

/**
 * The files of the page a person goes to next (from the login page the home bundle, from the home
 * the federated shell's first files), fetched into the browser's cache (not run), so that load comes
 * from it; the page names them in a meta tag (tools/webpack/firstScreen.js).
 */
export function prefetchNextPage() {
  const files = document.querySelector<HTMLMetaElement>('meta[name="portal-next-files"]')?.content.split(' ') ?? [];
  for (const href of files.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.appendChild(link);
  }
}
