// SPEC 2.4 /admin/home: top carousel, the eight featured tires, bottom carousel.
import { OfflineDataNote } from '@portal/shared-ui';
import { messages } from '../messages';
import { SlidesCarousel } from '../home/SlidesCarousel';
import { FeaturedTires } from '../home/FeaturedTires';

export function HomePage() {
  return (
    <>
      {/* with no signal the slides and tires are those of the last visit */}
      <OfflineDataNote />
      <SlidesCarousel position="up" label={messages.home.topSlides} />
      <FeaturedTires />
      <SlidesCarousel position="down" label={messages.home.bottomSlides} />
    </>
  );
}
