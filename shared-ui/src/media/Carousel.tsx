import { lazy, Suspense } from 'react';
import { CAROUSEL_DELAY_MS } from '@portal/contract';
import { messages } from '../messages';
import { CarouselFrame, SlidePicture } from './carouselParts';

// swiper (and its stylesheet) load with the first carousel shown, not with the shared-ui bundle.
const SwiperCarousel = lazy(() => import('./SwiperCarousel'));

export interface CarouselSlide {
  src: string;
  alt: string;
  /** optional link of the slide */
  href?: string;
  /** the slide's box in CSS pixels or its aspect ratio (issue 12: room kept before it loads); 1200x360 when absent */
  width?: number;
  height?: number;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** SPEC 2.4 / 9: 5 s per slide */
  delayMs?: number;
  /** accessible name of the carousel region */
  label?: string;
  /**
   * Issue 12: the carousel at the top of the first screen. Its first slide is fetched at once and
   * first (loading="eager", fetchpriority="high"); every other slide, and every slide of a
   * carousel without it, loads lazily.
   */
  priority?: boolean;
  /** how wide the slides are shown (`<img sizes>`); the page's content width when absent */
  sizes?: string;
}

/**
 * Home-page carousel (swiper): autoplay, loop, pagination dots, Spanish screen-reader texts. While
 * swiper loads, the first slide stands still in its place.
 */
export function Carousel({ slides, delayMs = CAROUSEL_DELAY_MS, label = messages.carousel.label, priority = false, sizes }: CarouselProps) {
  if (slides.length === 0) return null;
  const still = (
    <CarouselFrame as="div" aria-busy="true">
      <SlidePicture slide={slides[0]} eager={priority} sizes={sizes} />
    </CarouselFrame>
  );
  return (
    <Suspense fallback={still}>
      <SwiperCarousel slides={slides} delayMs={delayMs} label={label} priority={priority} sizes={sizes} />
    </Suspense>
  );
}
