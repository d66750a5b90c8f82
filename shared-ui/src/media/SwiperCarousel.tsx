// The swiper part of Carousel, in its own chunk: Carousel loads it with React.lazy, so swiper and its
// stylesheet are fetched by the pages that show a carousel, not by every page of the portal.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
// The bundle stylesheet holds the core and pagination styles under a path ending in .css, which
// jest's style stub (and css-loader) recognise; 'swiper/css' would not be stubbed in tests.
import 'swiper/swiper-bundle.css';
import { messages } from '../messages';
import type { CarouselSlide } from './Carousel';
import { Icon } from '../layout/Icon';
import { CarouselFrame, SlidePicture } from './carouselParts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

const Frame = styled(CarouselFrame)`
  position: relative;
`;

/** the pause/play control, always visible over the slide's corner, above swiper's layers */
const PlayPause = styled.button`
  position: absolute;
  z-index: 2;
  inset-block-end: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: ${({ theme }) => `${theme.borders.thin} solid ${theme.colors.surface}`};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;

interface SwiperCarouselProps {
  slides: readonly CarouselSlide[];
  delayMs: number;
  label: string;
  priority: boolean;
  sizes?: string;
}

/**
 * WCAG 2.2.2 Pause, Stop, Hide: the slides move by themselves (SPEC 2.4 / 9: 5 s) only
 * while nobody asked otherwise: never under `prefers-reduced-motion: reduce` until play is pressed,
 * not while the pointer is over the carousel or the keyboard focus is inside it, and not after
 * 'Pausar el carrusel' until 'Reanudar el carrusel'.
 */
export default function SwiperCarousel({ slides, delayMs, label, priority, sizes }: SwiperCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  /** the person's own choice with the button; until then, moving unless motion is reduced */
  const [chosen, setChosen] = useState<'playing' | 'paused' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  const swiper = useRef<SwiperInstance | null>(null);
  const playPause = useRef<HTMLButtonElement>(null);
  const playing = chosen ? chosen === 'playing' : !reducedMotion;
  const moving = playing && !hovered && !focusedWithin && slides.length > 1;
  // swiper reads its options once; later changes go through its autoplay's start and stop
  const [autoplay] = useState(() => ({ delay: delayMs, disableOnInteraction: false, pauseOnMouseEnter: false, enabled: moving }));

  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (moving && !autoplay.running) autoplay.start();
    if (!moving && autoplay.running) autoplay.stop();
  }, [moving]);

  return (
    <Frame
      aria-label={label}
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // the focus on a slide's link or dot stops it; on the pause/play control it does not (pressing
      // 'Reanudar el carrusel' resumes even though the focus is still there: WAI-ARIA APG carousel)
      onFocus={(event) => setFocusedWithin(event.target !== playPause.current)}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (!event.currentTarget.contains(next) || next === playPause.current) setFocusedWithin(false);
      }}
    >
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        autoplay={autoplay}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        // swiper needs at least two slides to loop
        loop={slides.length > 1}
        pagination={{ clickable: true }}
        a11y={{
          prevSlideMessage: messages.carousel.previous,
          nextSlideMessage: messages.carousel.next,
          firstSlideMessage: messages.carousel.first,
          lastSlideMessage: messages.carousel.last,
          paginationBulletMessage: messages.carousel.bullet,
        }}
      >
        {slides.map((s, i) => (
          <SwiperSlide key={`${s.src}-${i}`}>
            {/* only the first slide of the top carousel is not lazy */}
            <SlidePicture slide={s} eager={priority && i === 0} sizes={sizes} />
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 && (
        <PlayPause ref={playPause} type="button" onClick={() => setChosen(playing ? 'paused' : 'playing')} aria-label={playing ? messages.carousel.pause : messages.carousel.play}>
          <Icon name={playing ? 'pause' : 'play'} size="sm" />
        </PlayPause>
      )}
    </Frame>
  );
}
