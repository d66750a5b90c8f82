// Issue 12 (LCP on a phone): the main picture of a first screen used to be asked for only after a
// chain of steps: the shell's code, the session check, the page (and its remote) drawn, its data
// read, then the picture. On a fresh load of such a page with a stored session, its first read goes
// out beside the session check instead, into the entry the page reads (prefetchApiGet), and its main
// picture is preloaded as soon as the read answers (preloadImage: the page's own srcset and sizes).
// A session that turns out to be over ends as always (the 401 clears it and the login page follows).
// The session check itself goes out at the same moment (shared-auth sendSessionCheckEarly).
import { API, DEFAULT_ROUTE, type Product, type Slide } from '@portal/contract';
import { assetUrl, prefetchApiGet, sendSessionCheckEarly, useSession, whenHydrated } from '@portal/shared-auth';
import { preloadImage } from '@portal/shared-ui';
import { shownSlides, slidesPath } from './home/SlidesCarousel';
import { isMobileWidth } from './layouts/useViewportWidth';
import { messages } from './messages';

/** what each first screen reads first, and its main picture */
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
  // SPEC 2.12: the participant's catalogue reads every product and shows them in the api's order;
  // the first card's picture (the catalogue is a remote's page, loaded through the federated shell)
  '/admin/products': async () => {
    const products = await prefetchApiGet<Product[]>(API.productsAll);
    const src = assetUrl(products?.[0]?.image);
    if (src) preloadImage(src, 'card');
  },
};

/** the pages drawn in the admin layout, which checks the session first (SPEC 2.1) */
const ADMIN_PAGE = /^\/admin(\/|$)/;

/**
 * `configLoaded`: whether the runtime config came (the api's address and the images' host are in
 * it). On an /admin page the session check goes out now too (sendSessionCheckEarly).
 */
export async function prefetchFirstScreen(pathname: string, configLoaded: Promise<boolean>): Promise<void> {
  const read = FIRST_READS[pathname.replace(/\/+$/, '')];
  const adminPage = ADMIN_PAGE.test(pathname);
  if (!read && !adminPage) return;
  const [loaded] = await Promise.all([configLoaded, whenHydrated()]);
  if (!loaded || !useSession.getState().token) return;
  // the page's read first: its picture is what the page waits for longest
  const reading = read?.();
  if (adminPage) sendSessionCheckEarly();
  await reading;
}
