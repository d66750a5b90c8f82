// What the api writes in an /admin page it serves for the few hundred bytes of script the page runs
// before the shell's main.js (shared-auth first-reads.ts): the page's first api reads
// (api/src/web/first-reads.ts), and, on a path two remotes declare for different profiles, the files
// of each one's screen (api/src/web/hints.ts), which only that script can pick, knowing the stored
// session's profile. A format between the api and the page.
import { DRAWER_CLOSE_MIN_WIDTH } from './constants';
import { API } from './paths';
import type { Role } from './roles';
import type { ScreenRead } from './screens';

/** the id of the page's `<script type="application/json">` that names its first reads */
export const FIRST_READS_ELEMENT = 'portal-first-reads';

/** Whole addresses, as the shell's http client writes them (withQuery), ':me' left for the page to fill. */
export interface FirstReadsPlan {
  /** the session check (SPEC 2.1: the admin layout checks the session on load) */
  session: string;
  /** the path's screen as each remote that declares it has it (one path may be two remotes' for different profiles), in the runtime config's order */
  screens: {
    roles: readonly Role[] | 'public';
    reads: PageRead[];
    /**
     * On a path two or more remotes declare: the files of this screen's remote that the page
     * preloads once it knows the person is this screen's (its manifest as a fetch, its entry,
     * './routes' and the screen's chunk as scripts, in the order the shell asks for them). A page
     * all its people see from one remote names them as preload hints in the page itself instead, and
     * its plan has none.
     */
    hints?: { href: string; as: 'fetch' | 'script' }[];
  }[];
}

/** one read of the page: its address, and the reads its answer leads to as the screen declares them (ScreenRead `then`) */
export interface PageRead {
  url: string;
  then?: readonly ScreenRead[];
  /** a CSS media query: the read is the page's only where the page's viewport matches it (a phone's slides, a desktop's) */
  media?: string;
}

/** a viewport the shell draws with the phone's layout (shell isMobileWidth: narrower than the drawer's breakpoint) */
export const PHONE_MEDIA = `(max-width: ${DRAWER_CLOSE_MIN_WIDTH - 0.02}px)`;
/** a viewport the shell draws with the desktop's layout */
export const DESKTOP_MEDIA = `(min-width: ${DRAWER_CLOSE_MIN_WIDTH}px)`;

/**
 * The home's reads (SPEC 2.4 /admin/home): each carousel's slides, the responsive set on a phone and
 * the desktop set on a wider screen (shell SlidesCarousel). The featured tires are in the shell's
 * own bundle, not read.
 */
export const HOME_READS: readonly PageRead[] = (['up', 'down'] as const).flatMap((position) => [
  { url: API.slidesByPosition(position, 0), media: DESKTOP_MEDIA },
  { url: API.slidesByPosition(position, 1), media: PHONE_MEDIA },
]);

/**
 * The id of the page's `<script type="application/json">` holding the screens lists of the
 * remotes that do not declare the page's path (api/src/web/hints.ts), which the shell reads there
 * instead of asking for them beside main.js (shell routes/table.ts).
 */
export const PAGE_SCREENS_ELEMENT = 'portal-screens';

/** the lists written in a page: by the manifest address the runtime config names, each as its remote wrote it (SCREENS_FILE) */
export type PageScreens = Record<string, unknown>;

/** the part of a page `readPageJson` reads: the browser's `document`, or a test's */
export interface PageWithElements {
  getElementById(id: string): { textContent: string | null } | null;
}

/**
 * The value of one of the page's JSON elements above (the api writes both with hints.ts
 * `jsonElement`); null when the page has no such element or it does not hold JSON. The one reader:
 * the first reads' script (shared-auth) and the shell's screens lists (routes/table.ts) each check
 * the value's shape themselves.
 */
export function readPageJson(id: string, page: PageWithElements): unknown {
  try {
    return JSON.parse(page.getElementById(id)?.textContent ?? 'null') as unknown;
  } catch {
    return null;
  }
}
