import { lazy, Suspense, useCallback, useState } from 'react';
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
  /** the slide's box in CSS pixels or its aspect ratio (room kept before it loads); 1200x360 when absent */
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
   * The carousel at the top of the first screen. Its first slide is fetched at once and
   * first (loading="eager", fetchpriority="high"); every other slide, and every slide of a
   * carousel without it, loads lazily.
   */
  priority?: boolean;
  /** how wide the slides are shown (`<img sizes>`); the page's content width when absent */
  sizes?: string;
}

/**
 * How long after the first picture has arrived swiper is asked for. Its arrival is not its paint: the
 * browser decodes and draws it a frame or more later (Lighthouse saw the paint 30 ms after two
 * animation frames), and a phone's first screen is the first seconds; autoplay's first move comes
 * 5 s (SPEC 9) after swiper starts, so the still first slide is simply shown a little longer.
 */
export const SWIPER_AFTER_FIRST_PICTURE_MS = 1000;

const afterItsPaint = (run: () => void) =>
  window.setTimeout(
    () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 1000 }) : run()),
    SWIPER_AFTER_FIRST_PICTURE_MS,
  );

/**
 * Home-page carousel (swiper): autoplay, loop, pagination dots, Spanish screen-reader texts.
 * The first slide is shown still in its place until its picture has arrived (or failed)
 * and a moment more; only then, once the browser is idle, is swiper asked for: the first screen's main picture does
 * not share the phone's bandwidth and CPU with swiper's code. A carousel further down, whose first
 * picture is lazy, gets swiper when that picture nears the viewport.
 */
export function Carousel({ slides, delayMs = CAROUSEL_DELAY_MS, label = messages.carousel.label, priority = false, sizes }: CarouselProps) {
  const [firstShown, setFirstShown] = useState(false);
  const onFirstShown = useCallback(() => afterItsPaint(() => setFirstShown(true)), []);
  if (slides.length === 0) return null;
  const still = (
    <CarouselFrame as="div" aria-busy="true">
      <SlidePicture slide={slides[0]} eager={priority} sizes={sizes} onSettled={firstShown ? undefined : onFirstShown} />
    </CarouselFrame>
  );
  if (!firstShown) return still;
  return (
    <Suspense fallback={still}>
      <SwiperCarousel slides={slides} delayMs={delayMs} label={label} priority={priority} sizes={sizes} />
    </Suspense>
  );
}
