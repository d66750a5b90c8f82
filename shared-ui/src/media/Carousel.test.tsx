import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { Carousel, SWIPER_AFTER_FIRST_PICTURE_MS } from './Carousel';

const slides = [
  { src: '/uploads/slides/a.jpg', alt: 'Llantas de verano' },
  { src: '/uploads/slides/b.jpg', alt: 'Promoción rin 17' },
];

/** the browser has the first slide's picture (jsdom loads none), and a moment has gone by: swiper comes */
const firstPictureArrives = () => {
  fireEvent.load(screen.getByRole('img', { name: slides[0].alt }));
  act(() => jest.advanceTimersByTime(SWIPER_AFTER_FIRST_PICTURE_MS));
};

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows every slide image with its text, in a named region with Spanish dot labels', async () => {
    renderUi(<Carousel slides={slides} label="Promociones" />);
    firstPictureArrives();
    // swiper is loaded on demand (React.lazy)
    expect(await screen.findByRole('region', { name: 'Promociones' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Llantas de verano' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: 'Promoción rin 17' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Ir a la imagen 2' })).toBeInTheDocument();
  });

  it('moves to the next slide by itself after the delay (SPEC 9: 5 s)', async () => {
    renderUi(<Carousel slides={slides} />);
    firstPictureArrives();
    const active = () => screen.getByRole('button', { current: true });
    expect(await screen.findByRole('button', { current: true })).toHaveAccessibleName('Ir a la imagen 1');
    expect(active()).toHaveAccessibleName('Ir a la imagen 1');
    act(() => jest.advanceTimersByTime(4900));
    expect(active()).toHaveAccessibleName('Ir a la imagen 1');
    act(() => jest.advanceTimersByTime(1100));
    expect(active()).toHaveAccessibleName('Ir a la imagen 2');
  });

  it('loads only the first slide of the top carousel at once, in WebP at the page width', async () => {
    renderUi(<Carousel slides={slides} label="Promociones" priority />);
    // while swiper loads, the first slide already stands in its place, eager
    const still = screen.getByRole('img', { name: 'Llantas de verano' });
    expect(still).toHaveAttribute('loading', 'eager');
    expect(still).toHaveAttribute('fetchpriority', 'high');
    firstPictureArrives();
    await screen.findByRole('region', { name: 'Promociones' });
    const [first] = screen.getAllByRole('img', { name: 'Llantas de verano' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1200');
    expect(first.parentElement!.querySelector('source[type="image/webp"]')!.getAttribute('srcset'))
      .toBe('/uploads/slides/a.slide-640.webp 640w, /uploads/slides/a.slide-1280.webp 1280w');
    for (const other of screen.getAllByRole('img', { name: 'Promoción rin 17' })) {
      expect(other).toHaveAttribute('loading', 'lazy');
      expect(other).not.toHaveAttribute('fetchpriority');
    }
  });

  it('loads every slide of a carousel further down lazily', async () => {
    renderUi(<Carousel slides={slides} label="Más promociones" />);
    expect(screen.getByRole('img', { name: 'Llantas de verano' })).toHaveAttribute('loading', 'lazy');
    firstPictureArrives();
    await screen.findByRole('region', { name: 'Más promociones' });
    for (const img of screen.getAllByRole('img')) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows the first slide still, with no dots, until its picture has arrived or failed; then the carousel', async () => {
    renderUi(<Carousel slides={slides} label="Promociones" priority />);
    act(() => jest.advanceTimersByTime(10_000));
    // swiper is not asked for while the first screen's main picture is on its way
    expect(screen.queryByRole('region', { name: 'Promociones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ir a la imagen 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Llantas de verano' }).closest('[aria-busy="true"]')).not.toBeNull();
    // a picture that cannot be had does not hold the carousel back
    fireEvent.error(screen.getByRole('img', { name: 'Llantas de verano' }));
    act(() => jest.advanceTimersByTime(SWIPER_AFTER_FIRST_PICTURE_MS - 1));
    expect(screen.queryByRole('button', { name: 'Ir a la imagen 2' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('button', { name: 'Ir a la imagen 2' })).toBeInTheDocument();
  });

  it('draws nothing without slides', () => {
    const { container } = renderUi(<Carousel slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CarouselPlaceholder (nothing below moves when the slides come)', () => {
  it('shows the spinner\'s status inside the carousel\'s busy frame (its room: aspect-ratio, seen in the e2e screenshots)', async () => {
    const { CarouselPlaceholder } = await import('./carouselParts');
    renderUi(<CarouselPlaceholder width={600} height={400} label="Cargando..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando...');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
  });

  describe('motion the person controls (WCAG 2.2.2)', () => {
    const active = () => screen.getByRole('button', { current: true });
    /** the system setting 'reduce motion', as the browser reports it */
    const reduceMotion = (reduce: boolean) => {
      window.matchMedia = ((query: string) => ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query, onchange: null,
        addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
      })) as unknown as typeof window.matchMedia;
    };
    const original = window.matchMedia;
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      window.matchMedia = original;
      jest.useRealTimers();
    });

    it('with reduced motion it stays on the first slide for 15 s; "Reanudar el carrusel" starts it', async () => {
      reduceMotion(true);
      const { user } = renderUi(<Carousel slides={slides} />, { advanceTimers: jest.advanceTimersByTime });
      firstPictureArrives();
      expect(await screen.findByRole('button', { current: true })).toHaveAccessibleName('Ir a la imagen 1');
      act(() => jest.advanceTimersByTime(15_000));
      expect(active()).toHaveAccessibleName('Ir a la imagen 1');
      // pressed from the keyboard: the focus stays on the control, which does not hold the slides
      act(() => screen.getByRole('button', { name: 'Reanudar el carrusel' }).focus());
      await user.keyboard('{Enter}');
      act(() => jest.advanceTimersByTime(6_000));
      expect(active()).toHaveAccessibleName('Ir a la imagen 2');
      expect(screen.getByRole('button', { name: 'Pausar el carrusel' })).toBeInTheDocument();
    });

    it('"Pausar el carrusel" stops it until "Reanudar el carrusel"', async () => {
      reduceMotion(false);
      renderUi(<Carousel slides={slides} />);
      firstPictureArrives();
      expect(await screen.findByRole('button', { current: true })).toHaveAccessibleName('Ir a la imagen 1');
      fireEvent.click(screen.getByRole('button', { name: 'Pausar el carrusel' }));
      act(() => jest.advanceTimersByTime(12_000));
      expect(active()).toHaveAccessibleName('Ir a la imagen 1');
      fireEvent.click(screen.getByRole('button', { name: 'Reanudar el carrusel' }));
      act(() => jest.advanceTimersByTime(6_000));
      expect(active()).toHaveAccessibleName('Ir a la imagen 2');
    });

    it('does not move while the keyboard focus is inside it, nor while the pointer is over it', async () => {
      reduceMotion(false);
      // three slides: each move below is a step forward, not swiper's wrap-around to the first
      renderUi(<><Carousel slides={[...slides, { src: '/uploads/slides/c.jpg', alt: 'Rin 18' }]} /><button type="button">Fuera</button></>);
      firstPictureArrives();
      expect(await screen.findByRole('button', { current: true })).toHaveAccessibleName('Ir a la imagen 1');
      act(() => screen.getByRole('button', { name: 'Ir a la imagen 1' }).focus());
      act(() => jest.advanceTimersByTime(12_000));
      expect(active()).toHaveAccessibleName('Ir a la imagen 1');
      act(() => screen.getByRole('button', { name: 'Fuera' }).focus());
      act(() => jest.advanceTimersByTime(6_000));
      expect(active()).toHaveAccessibleName('Ir a la imagen 2');
      const region = screen.getByRole('region', { name: 'Galería de imágenes' });
      fireEvent.mouseEnter(region);
      act(() => jest.advanceTimersByTime(12_000));
      expect(active()).toHaveAccessibleName('Ir a la imagen 2');
      fireEvent.mouseLeave(region);
      act(() => jest.advanceTimersByTime(6_000));
      expect(active()).toHaveAccessibleName('Ir a la imagen 3');
    });
  });
});
