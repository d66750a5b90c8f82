// SPEC 2.4 /home: a carousel per position, each with a desktop set and a responsive set chosen by the
// viewport width, 5 s per slide (SPEC 9), from GET /api/slides/position/{up|down}/{0|1} (SPEC 7).
import { API, SLIDE_BOX, type Slide } from '@portal/contract';
import { assetUrl, useApiGet } from '@portal/shared-auth';
import { Carousel, CarouselPlaceholder } from '@portal/shared-ui';
import { useIsMobile } from '../layouts/useViewportWidth';

export function SlidesCarousel({ position, label }: { position: 'up' | 'down'; label: string }) {
  const responsive = useIsMobile() ? 1 : 0;
  const { data, loading, error } = useApiGet<Slide[]>(API.slidesByPosition(position, responsive));
  // SPEC 8: a failed read is logged (useApiGet does) and the home page goes on without the carousel.
  if (error) return null;
  // issue 12: the room a slide takes is kept before it loads, and while the slides are asked for
  const box = responsive ? SLIDE_BOX.responsive : SLIDE_BOX.desktop;
  if (loading && !data) return <CarouselPlaceholder {...box} />;
  const slides = (data ?? [])
    .filter((s) => s.show)
    .sort((a, b) => a.order - b.order)
    .flatMap((s) => {
      const src = assetUrl(s.path);
      return src ? [{ src, alt: `${label} ${s.order}`, ...box }] : [];
    });
  // issue 12: the top carousel's first slide is the first screen's main picture: not lazy
  return <Carousel slides={slides} label={label} priority={position === 'up'} />;
}
