import { lazy, Suspense } from 'react';
import { CAROUSEL_DELAY_MS } from '@portal/contract';
import { messages } from '../messages';
import { Spinner } from '../feedback/Spinner';

// swiper (and its stylesheet) load with the first carousel shown, not with the shared-ui bundle.
const SwiperCarousel = lazy(() => import('./SwiperCarousel'));

export interface CarouselSlide {
  src: string;
  alt: string;
  /** optional link of the slide */
  href?: string;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** SPEC 2.4 / 9: 5 s per slide */
  delayMs?: number;
  /** accessible name of the carousel region */
  label?: string;
}

/**
 * Home-page carousel (swiper): autoplay, loop, pagination dots, Spanish screen-reader texts. A
 * spinner stands in while swiper loads.
 */
export function Carousel({ slides, delayMs = CAROUSEL_DELAY_MS, label = messages.carousel.label }: CarouselProps) {
  if (slides.length === 0) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <SwiperCarousel slides={slides} delayMs={delayMs} label={label} />
    </Suspense>
  );
}
