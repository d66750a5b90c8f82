// Which page of the shell's build answers an address: the auth pages (the shell's /auth pages,
// shell/src/routes/own.ts) get the login bundle's page and the home (DEFAULT_ROUTE) the home
// bundle's, when the build has them; every other address, a remote's pages included, the
// federated shell's index.html, which loads the remote as deployed. The file names are the ones
// tools/webpack/firstScreen.js writes (LOGIN_PAGE, HOME_PAGE). One rule for the api, which serves the
// pages, and the service worker, which answers them from its copy with no network.
import { DEFAULT_ROUTE } from './constants';

export const SHELL_INDEX_PAGE = 'index.html';

export const FIRST_SCREEN_PAGES: readonly { address: RegExp; file: string }[] = [
  { address: /^\/auth(\/|$)/, file: 'login.html' },
  { address: new RegExp(`^${DEFAULT_ROUTE}/?$`), file: 'home.html' },
];

/** the first-screen page of `pathname`, or null for one the federated shell's index.html answers */
export function firstScreenPageOf(pathname: string): string | null {
  return FIRST_SCREEN_PAGES.find(({ address }) => address.test(pathname))?.file ?? null;
}

const ADMIN_PAGE = /^\/admin(\/|$)/;

/**
 * Is `pathname` one of the portal's /admin pages (the ones the admin layout draws, which checks the
 * session first, SPEC 2.1)? The shell sends that check early on such a page
 * (shell/src/prefetch.ts) and the api names its first reads in the page it serves
 * (api/src/web/first-reads.ts); one rule, so the two never disagree on which pages those are.
 */
export function isAdminPage(pathname: string): boolean {
  return ADMIN_PAGE.test(pathname);
}
