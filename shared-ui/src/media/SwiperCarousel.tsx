// The swiper part of Carousel, in its own chunk: Carousel loads it with React.lazy, so swiper and its
// stylesheet are fetched by the pages that show a carousel, not by every page of the portal.
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
// The bundle stylesheet holds the core and pagination styles under a path ending in .css, which
// jest's style stub (and css-loader) recognise; 'swiper/css' would not be stubbed in tests.
import 'swiper/swiper-bundle.css';
import { messages } from '../messages';
import type { CarouselSlide } from './Carousel';
import { CarouselFrame, SlidePicture } from './carouselParts';

interface SwiperCarouselProps {
  slides: readonly CarouselSlide[];
  delayMs: number;
  label: string;
  priority: boolean;
  sizes?: string;
}

export default function SwiperCarousel({ slides, delayMs, label, priority, sizes }: SwiperCarouselProps) {
  return (
    <CarouselFrame aria-label={label} aria-roledescription="carousel">
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
            {/* issue 12: only the first slide of the top carousel is not lazy */}
            <SlidePicture slide={s} eager={priority && i === 0} sizes={sizes} />
          </SwiperSlide>
        ))}
      </Swiper>
    </CarouselFrame>
  );
}
