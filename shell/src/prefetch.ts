// LCP on a phone: without this, the main picture of a first screen is asked for only after a chain
// of steps: the shell's code, the session check, the page (and its remote) drawn, its data read,
// then the picture. On a fresh load of such a page with a stored session, its first read goes
// out beside the session check instead, into the entry the page reads (prefetchApiGet), and its main
// picture is preloaded as soon as the read answers (preloadImage: the page's own srcset and sizes).
// A session that turns out to be over ends as always (the 401 clears it and the login page follows).
// The session check itself goes out at the same moment (shared-auth sendSessionCheckEarly).
// A remote's screen declares its own first reads (contract ScreenDeclaration `reads`, in the
// remote's screens.json); they go out as soon as the remotes' lists are in, beside the screen's code
// (which the page's hints already fetch), so no read of a remote's screen waits for its code to run;
// those the page's first script already sent (shared-auth first-reads.ts) are left to the screen.
import { DEFAULT_ROUTE, isAdminPage, mayOpen, readsAfter, screenReads, type Slide } from '@portal/contract';
import { prefetchApiGet, sendSessionCheckEarly, sentEarly, useSession, whenHydrated } from '@portal/shared-auth';
import { preloadImage } from '@portal/shared-ui';
import { shownSlides, slidesPath } from './home/SlidesCarousel';
import { isMobileWidth } from './layouts/useViewportWidth';
import { messages } from './messages';
import { lookupPath, type RouteTableState } from './routes/table';

/** what each of the shell's own first screens reads first, and its main picture */
const FIRST_READS: Record<string, () => Promise<void>> = {
  // SPEC 2.4: the two carousels of the viewport's set; the top one's first slide is the picture
  [DEFAULT_ROUTE]: async () => {
    const responsive = isMobileWidth(window.innerWidth) ? 1 : 0;
    const down = prefetchApiGet<Slide[]>(slidesPath('down', responsive));
    const up = await prefetchApiGet<Slide[]>(slidesPath('up', responsive));
    const first = up ? shownSlides(up, messages.home.topSlides, responsive)[0] : undefined;
    if (first) preloadImage(first.src, 'slide');
    await down;
  },
};

/** the reads a remote's screen at `pathname` declares, for this person, when they may open it */
async function remoteScreenReads(pathname: string, routes: Promise<RouteTableState | null>): Promise<void> {
  const table = await routes;
  const { user } = useSession.getState();
  const found = table && lookupPath(table, pathname, user?.profiles_id);
  if (!found || found.kind !== 'route' || found.route.owner === 'shell' || !mayOpen(found.route, user?.profiles_id)) return;
  await Promise.all(
    screenReads(found.route, pathname, user?.id).map(async (read) => {
      // sent by the page's first script: the screen takes that answer as it opens, once (a work
      // list, read ahead into the cache, would ask again at once: docs/adr/0015-work-lists-always-refetched.md)
      if (await sentEarly(read.path, read.params)) return;
      const answer = await prefetchApiGet(read.path, read.params);
      // the reads its answer leads to, as soon as it is in (contract ScreenRead `then`)
      await Promise.all(readsAfter(read, answer).map((next) => prefetchApiGet(next.path, next.params)));
    }),
  );
}

/**
 * `configLoaded`: whether the runtime config came (the api's address and the images' host are in
 * it); `routes`: the table composed once every remote's list is in (null without a config). On an
 * /admin page the session check goes out now too (sendSessionCheckEarly).
 */
export async function prefetchFirstScreen(pathname: string, configLoaded: Promise<boolean>, routes: Promise<RouteTableState | null> = Promise.resolve(null)): Promise<void> {
  const read = FIRST_READS[pathname.replace(/\/+$/, '')];
  const adminPage = isAdminPage(pathname);
  if (!read && !adminPage) return;
  const [loaded] = await Promise.all([configLoaded, whenHydrated()]);
  if (!loaded || !useSession.getState().token) return;
  // the page's read first: its picture is what the page waits for longest
  const reading = read ? read() : adminPage ? remoteScreenReads(pathname, routes) : undefined;
  if (adminPage) sendSessionCheckEarly();
  await reading;
}
