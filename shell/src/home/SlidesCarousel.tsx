// SPEC 2.4 /home: a carousel per position, each with a desktop set and a responsive set chosen by the
// viewport width, 5 s per slide (SPEC 9), from GET /api/slides/position/{up|down}/{0|1} (SPEC 7).
import { API, SLIDE_BOX, type Slide } from '@portal/contract';
import { assetUrl, useApiGet } from '@portal/shared-auth';
import { Carousel, CarouselPlaceholder, type CarouselSlide } from '@portal/shared-ui';
import { useIsMobile } from '../layouts/useViewportWidth';

export type SlidePosition = 'up' | 'down';

/** the read of a carousel's slides: the responsive set (1) on a phone-wide screen, else the desktop set (0) */
export const slidesPath = (position: SlidePosition, responsive: 0 | 1) => API.slidesByPosition(position, responsive);

/** the box a slide of the set is drawn in (its room kept before it loads) */
const slideBox = (responsive: 0 | 1) => (responsive ? SLIDE_BOX.responsive : SLIDE_BOX.desktop);

/** what a carousel shows of the slides read: the shown ones, in their order, each in its box */
export function shownSlides(data: readonly Slide[], label: string, responsive: 0 | 1): CarouselSlide[] {
  const box = slideBox(responsive);
  return data
    .filter((s) => s.show)
    .sort((a, b) => a.order - b.order)
    .flatMap((s) => {
      const src = assetUrl(s.path);
      return src ? [{ src, alt: `${label} ${s.order}`, ...box }] : [];
    });
}

export function SlidesCarousel({ position, label }: { position: SlidePosition; label: string }) {
  const responsive = useIsMobile() ? 1 : 0;
  const { data, loading, error } = useApiGet<Slide[]>(slidesPath(position, responsive));
  // SPEC 8: a failed read is logged (useApiGet does) and the home page goes on without the carousel.
  if (error) return null;
  // the room a slide takes is kept before it loads, and while the slides are asked for
  if (loading && !data) return <CarouselPlaceholder {...slideBox(responsive)} />;
  // the top carousel's first slide is the first screen's main picture: not lazy
  return <Carousel slides={shownSlides(data ?? [], label, responsive)} label={label} priority={position === 'up'} />;
}
