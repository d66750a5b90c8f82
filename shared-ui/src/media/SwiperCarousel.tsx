// The swiper part of Carousel, in its own chunk: Carousel loads it with React.lazy, so swiper and its
// stylesheet are fetched by the pages that show a carousel, not by every page of the portal.
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import styled from 'styled-components';
// The bundle stylesheet holds the core and pagination styles under a path ending in .css, which
// jest's style stub (and css-loader) recognise; 'swiper/css' would not be stubbed in tests.
import 'swiper/swiper-bundle.css';
import { messages } from '../messages';
import type { CarouselSlide } from './Carousel';

const Frame = styled.section`
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  img { display: block; width: 100%; height: auto; }
  .swiper-pagination-bullet-active { background: ${({ theme }) => theme.colors.primary}; }
`;

export default function SwiperCarousel({ slides, delayMs, label }: { slides: readonly CarouselSlide[]; delayMs: number; label: string }) {
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
