// What the carousel and its stand-in share: the frame and a slide's picture. While swiper's
// chunk loads, Carousel shows the first slide still, in the same frame, so the picture the home
// page opens with is requested at once rather than after swiper arrives.
import styled from 'styled-components';
import { SLIDE_BOX } from '@portal/contract';
import { Spinner } from '../feedback/Spinner';
import { ResponsiveImage } from './ResponsiveImage';
import type { CarouselSlide } from './Carousel';

export const CarouselFrame = styled.section`
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  img { display: block; width: 100%; height: auto; }
  .swiper-pagination-bullet-active { background: ${({ theme }) => theme.colors.primary}; }
`;

/**
 * One slide's picture: WebP at the widths the api writes, the original as the fallback. Only the
 * first slide of a `priority` carousel (the home page's top one) loads at once and first; the
 * others load lazily. `onSettled`: called when the picture has arrived or failed.
 */
export function SlidePicture({ slide, eager, sizes, onSettled }: { slide: CarouselSlide; eager: boolean; sizes?: string; onSettled?: () => void }) {
  const box = { width: slide.width ?? SLIDE_BOX.desktop.width, height: slide.height ?? SLIDE_BOX.desktop.height };
  // `onSettled`: the picture has arrived or failed (React listens for both before it sets the source)
  const picture = (
    <ResponsiveImage kind="slide" src={slide.src} alt={slide.alt} {...box} sizes={sizes} priority={eager} onLoad={onSettled} onError={onSettled} />
  );
  return slide.href ? <a href={slide.href}>{picture}</a> : picture;
}

const Room = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The room of a carousel whose slides are still being asked for: the frame at the
 * slides' aspect ratio with the spinner inside, so the page below does not move when they come.
 */
export function CarouselPlaceholder({ width = SLIDE_BOX.desktop.width, height = SLIDE_BOX.desktop.height, label }: { width?: number; height?: number; label?: string }) {
  return (
    <CarouselFrame as="div" aria-busy="true">
      <Room $ratio={`${width} / ${height}`}>
        <Spinner label={label} />
      </Room>
    </CarouselFrame>
  );
}
