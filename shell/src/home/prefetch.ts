// Issue 12 (LCP of the home on a phone): the home's main picture is the top carousel's first slide,
// and it used to be asked for only after a chain of steps: the shell's code, the session check, the
// home drawn, the slides read, then the picture. On a fresh load of the home with a stored session,
// the slides are read beside the session check instead (into the entry SlidesCarousel reads), and
// the first slide is preloaded as soon as they are known. A session that turns out to be over ends
// as always (the 401 clears it and the login page follows); nothing is shown from the read then.
import { DEFAULT_ROUTE, type Slide } from '@portal/contract';
import { prefetchApiGet, useSession, whenHydrated } from '@portal/shared-auth';
import { preloadImage } from '@portal/shared-ui';
import { isMobileWidth } from '../layouts/useViewportWidth';
import { messages } from '../messages';
import { shownSlides, slidesPath } from './SlidesCarousel';

/** `configLoaded`: whether the runtime config came (the api's address and the images' host are in it) */
export async function prefetchHome(pathname: string, configLoaded: Promise<boolean>): Promise<void> {
  if (pathname.replace(/\/+$/, '') !== DEFAULT_ROUTE) return;
  const [loaded] = await Promise.all([configLoaded, whenHydrated()]);
  if (!loaded) return;
  if (!useSession.getState().token) return;
  const responsive = isMobileWidth(window.innerWidth) ? 1 : 0;
  const down = prefetchApiGet<Slide[]>(slidesPath('down', responsive));
  const up = await prefetchApiGet<Slide[]>(slidesPath('up', responsive));
  const first = up ? shownSlides(up, messages.home.topSlides, responsive)[0] : undefined;
  if (first) preloadImage(first.src, 'slide');
  await down;
}
