// SPEC 2.4 /admin/home: top carousel, the eight featured tires, bottom carousel.
import { messages } from '../messages';
import { SlidesCarousel } from '../home/SlidesCarousel';
import { FeaturedTires } from '../home/FeaturedTires';

export function HomePage() {
  return (
    <>
      <SlidesCarousel position="up" label={messages.home.topSlides} />
      <FeaturedTires />
      <SlidesCarousel position="down" label={messages.home.bottomSlides} />
    </>
  );
}
