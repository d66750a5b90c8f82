// What the browser is handed for a stored picture: WebP at the sizes shown, the original
// as the fallback, the box's size, and lazy loading except for the first screen's main picture.
import { act, screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { ProductTile } from '../grid/ProductTile';
import { FIRST_SCREEN_MS } from '../timing/afterPageLoad';
import { ResponsiveImage } from './ResponsiveImage';

/** the WebP <source> offered beside an <img> (a browser without WebP skips it) */
const webpSourceOf = (img: HTMLElement) => {
  const picture = img.parentElement!;
  expect(picture.tagName).toBe('PICTURE');
  const source = picture.querySelector('source')!;
  expect(source.getAttribute('type')).toBe('image/webp');
  return source;
};

describe('ResponsiveImage', () => {
  it('offers a product card in WebP at 400 and 800 wide, the original as the lazy fallback with its box size', () => {
    renderUi(
      <ProductTile name="Televisor 32" imageSrc="https://portal.test/uploads/products/6f1c-aa.png" noImageText="Sin imagen" category="Hogar" pointsText="3.500 puntos" />,
    );
    const img = screen.getByRole('img', { name: 'Televisor 32' });
    expect(img).toHaveAttribute('src', 'https://portal.test/uploads/products/6f1c-aa.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).not.toHaveAttribute('fetchpriority');
    const source = webpSourceOf(img);
    expect(source.getAttribute('srcset')).toBe(
      'https://portal.test/uploads/products/6f1c-aa.card-400.webp 400w, https://portal.test/uploads/products/6f1c-aa.card-800.webp 800w',
    );
    expect(source.getAttribute('sizes')).toContain('100vw');
  });

  it('offers the 150x80 slide thumbnail at 1x and 2x', () => {
    renderUi(<ResponsiveImage kind="thumb" src="/uploads/slides/ab-12.jpg" alt="Imagen del slide 4" width={150} height={80} />);
    const img = screen.getByRole('img', { name: 'Imagen del slide 4' });
    expect(img).toHaveAttribute('loading', 'lazy');
    const source = webpSourceOf(img);
    expect(source.getAttribute('srcset')).toBe('/uploads/slides/ab-12.thumb-150x80.webp 1x, /uploads/slides/ab-12.thumb-300x160.webp 2x');
    expect(source).not.toHaveAttribute('sizes');
  });

  it('keeps the query of a signed profile photo link on its avatar', () => {
    renderUi(<ResponsiveImage kind="avatar" src="/uploads/users/u-1.png?expires=1700003600&signature=abc_-1" alt="Foto de Ana" width={34} height={34} />);
    const source = webpSourceOf(screen.getByRole('img', { name: 'Foto de Ana' }));
    expect(source.getAttribute('srcset')).toBe('/uploads/users/u-1.avatar-96.webp?expires=1700003600&signature=abc_-1 1x');
  });

  it('loads the main picture of the first screen at once and first', () => {
    renderUi(<ResponsiveImage kind="slide" src="/uploads/slides/s-1.png" alt="Promociones 1" width={1200} height={360} priority />);
    const img = screen.getByRole('img', { name: 'Promociones 1' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a picture that has no variants (a placeholder, another site, an invoice photo) as a plain image', () => {
    for (const src of ['/assets/avatar-placeholder.svg', 'https://cdn.test/a.png', '/uploads/invoices/f-1.jpg', '/uploads/products/x.card-400.webp']) {
      const { unmount } = renderUi(<ResponsiveImage kind="card" src={src} alt="Imagen" width={400} height={300} />);
      const img = screen.getByRole('img', { name: 'Imagen' });
      expect(img.parentElement!.tagName).not.toBe('PICTURE');
      expect(img).toHaveAttribute('src', src);
      expect(img).toHaveAttribute('loading', 'lazy');
      unmount();
    }
  });
});

// jsdom draws nothing, so it has no IntersectionObserver; the browser's, as a stand-in that
// reports what the test says is in view
interface Watch {
  callback: IntersectionObserverCallback;
  targets: Element[];
}
let watches: Watch[] = [];
class InViewStandIn {
  private readonly watch: Watch;
  constructor(callback: IntersectionObserverCallback) {
    this.watch = { callback, targets: [] };
    watches.push(this.watch);
  }
  observe(target: Element) {
    this.watch.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.watch.targets = [];
  }
  takeRecords() {
    return [];
  }
}
/** the browser's report that `element` came into view */
function comesIntoView(element: Element) {
  act(() => {
    for (const { callback, targets } of watches.filter((w) => w.targets.includes(element))) {
      callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

describe('a picture out of view while the first screen is drawn', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    watches = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = InViewStandIn;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.useRealTimers();
  });

  const tile = () =>
    renderUi(<ProductTile name="Televisor 32" imageSrc="/uploads/products/6f1c-aa.png" noImageText="Sin imagen" category="Hogar" pointsText="3.500 puntos" />);

  it('is not fetched, its room kept, until it comes into view', () => {
    tile();
    const waiting = screen.getByRole('img', { name: 'Televisor 32' });
    expect(waiting).not.toHaveAttribute('src');
    expect(webpSourceOf(waiting)).not.toHaveAttribute('srcset');
    expect(waiting).toHaveAttribute('width', '400');
    expect(waiting).toHaveAttribute('height', '300');
    comesIntoView(waiting);
    const shown = screen.getByRole('img', { name: 'Televisor 32' });
    // the same element: a listener on it sees the picture arrive
    expect(shown).toBe(waiting);
    expect(shown).toHaveAttribute('src', '/uploads/products/6f1c-aa.png');
    expect(webpSourceOf(shown).getAttribute('srcset')).toContain('6f1c-aa.card-800.webp 800w');
  });

  it('in view as it is drawn, is fetched once the browser reports it so, with no measuring while the screen is drawn', () => {
    // a measure in the drawing's own task would force a layout of the whole page before its first
    // paint; the browser's report comes after that frame
    const measure = jest.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 300, bottom: 600, left: 20, right: 380, width: 360, height: 300 } as DOMRect);
    try {
      tile();
      const drawn = screen.getByRole('img', { name: 'Televisor 32' });
      expect(drawn).not.toHaveAttribute('src');
      expect(measure).not.toHaveBeenCalled();
      comesIntoView(drawn);
      expect(screen.getByRole('img', { name: 'Televisor 32' })).toHaveAttribute('src', '/uploads/products/6f1c-aa.png');
    } finally {
      measure.mockRestore();
    }
  });

  it('is fetched, lazily, once the first screen is drawn, in view or not', () => {
    tile();
    act(() => jest.advanceTimersByTime(FIRST_SCREEN_MS - 1));
    expect(screen.getByRole('img', { name: 'Televisor 32' })).not.toHaveAttribute('src');
    act(() => jest.advanceTimersByTime(1));
    const shown = screen.getByRole('img', { name: 'Televisor 32' });
    expect(shown).toHaveAttribute('src', '/uploads/products/6f1c-aa.png');
    expect(shown).toHaveAttribute('loading', 'lazy');
  });

  it('on a page loaded a while ago (a move within the portal), is fetched at once', () => {
    act(() => jest.advanceTimersByTime(FIRST_SCREEN_MS + 500));
    // the page's navigation timing: loaded at 400 ms (the fake timers' performance has none of its own)
    const timing = performance as { getEntriesByType?: (type: string) => unknown[] };
    timing.getEntriesByType = (type) => (type === 'navigation' ? [{ loadEventEnd: 400 }] : []);
    try {
      tile();
      expect(screen.getByRole('img', { name: 'Televisor 32' })).toHaveAttribute('src', '/uploads/products/6f1c-aa.png');
    } finally {
      delete timing.getEntriesByType;
    }
  });

  it('never keeps the first screen\'s main picture waiting', () => {
    renderUi(<ResponsiveImage kind="slide" src="/uploads/slides/s-1.png" alt="Promociones 1" width={1200} height={360} priority />);
    expect(screen.getByRole('img', { name: 'Promociones 1' })).toHaveAttribute('src', '/uploads/slides/s-1.png');
  });
});
