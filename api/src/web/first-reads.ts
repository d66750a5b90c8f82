// The first api reads of an /admin page, named in the page the api serves for it, so the few hundred
// bytes of script the page runs first (shared-auth first-reads.ts) send them with the stored session
// while the shell's main.js is still on its way; the shell's http client then takes their answers
// instead of asking again. Without them a remote's page would wait for main.js, then for these reads:
// on a phone's network, most of its wait.
//
// What is named is what the shell would ask for on its own (shell/src/prefetch.ts): the session check,
// and the reads the path's screen declares (contract ScreenDeclaration `reads`, from the screens.json
// of the release in use, like the page's hints), with the path's parameters filled and ':me' left to
// the page, as the http client writes them (contract withQuery); and the reads each one's answer leads
// to (its `then`), whose ':name' the page takes from that answer. A path two remotes declare for
// different profiles names both, with their roles: the page picks the person's. On such a path each
// screen also carries its remote's files (hints.ts remoteHints), which the page names in no preload
// hint of its own: that script preloads the person's screen's only, once it has read the profile. No
// remote that declares the path (or none whose list can be read): the session check only.
// The home, the shell's own page (home.html, no remote's), names its slides (contract HOME_READS),
// each for the viewport that shows it, for every person: with them its bundle draws without asking
// for the http client's chunk (docs/adr/0053-axios-beside-main-js.md).
import { API, DEFAULT_ROUTE, findIn, FIRST_READS_ELEMENT, HOME_READS, isAdminPage, screenReadsForPage, withQuery, type FirstReadsPlan } from '@portal/contract';
import type { Config } from '../config';
import { declaringLists, jsonElement, remoteHints, remoteLists } from './hints';

export function firstReadsPlan(config: Config, pathname: string): FirstReadsPlan | null {
  if (!isAdminPage(pathname)) return null;
  if (pathname === DEFAULT_ROUTE) return { session: API.session, screens: [{ roles: 'public', reads: [...HOME_READS] }] };
  const declaring = declaringLists(remoteLists(config), pathname);
  const screens = declaring.map((remote): FirstReadsPlan['screens'][number] => {
    const screen = findIn(remote.list.screens, pathname)!;
    const reads = screenReadsForPage(screen, pathname).map((r) => ({
      url: withQuery(r.path, r.params),
      ...(r.then?.length ? { then: r.then } : {}),
    }));
    // a path of one remote: its files are the page's own hints (hints.ts pageHints)
    const hints = declaring.length > 1 ? remoteHints(remote, pathname) : [];
    return { roles: screen.roles, reads, ...(hints.length ? { hints } : {}) };
  });
  return { session: API.session, screens };
}

/** the plan as the page's JSON element */
export function firstReadsTag(plan: FirstReadsPlan | null): string {
  return plan ? jsonElement(FIRST_READS_ELEMENT, plan) : '';
}
