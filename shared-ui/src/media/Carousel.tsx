import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import styled from 'styled-components';
// The bundle stylesheet holds the core and pagination styles under a path ending in .css, which
// jest's style stub (and css-loader) recognise; 'swiper/css' would not be stubbed in tests.
import 'swiper/swiper-bundle.css';
import { CAROUSEL_DELAY_MS } from '@portal/contract';
import { messages } from '../messages';

const Frame = styled.section`
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  img { display: block; width: 100%; height: auto; }
  .swiper-pagination-bullet-active { background: ${({ theme }) => theme.colors.primary}; }
`;

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

/** Home-page carousel (swiper): autoplay, loop, pagination dots, Spanish screen-reader texts. */
export function Carousel({ slides, delayMs = CAROUSEL_DELAY_MS, label = messages.carousel.label }: CarouselProps) {
  if (slides.length === 0) return null;
  return (
    <Frame aria-label={label} aria-roledescription="carousel">
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        autoplay={{ delay: delayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
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
            {s.href ? (
              <a href={s.href}>
                <img src={s.src} alt={s.alt} />
              </a>
            ) : (
              <img src={s.src} alt={s.alt} />
            )}
          </SwiperSlide>
        ))}
      </Swiper>
    </Frame>
  );
}
