import { act, screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { Carousel } from './Carousel';

const slides = [
  { src: '/uploads/slides/a.jpg', alt: 'Llantas de verano' },
  { src: '/uploads/slides/b.jpg', alt: 'Promoción rin 17' },
];

describe('Carousel', () => {
  it('shows every slide image with its text, in a named region with Spanish dot labels', async () => {
    renderUi(<Carousel slides={slides} label="Promociones" />);
    // swiper is loaded on demand (React.lazy)
    expect(await screen.findByRole('region', { name: 'Promociones' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Llantas de verano' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: 'Promoción rin 17' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Ir a la imagen 2' })).toBeInTheDocument();
  });

  it('moves to the next slide by itself after the delay (SPEC 9: 5 s)', async () => {
    jest.useFakeTimers();
    try {
      renderUi(<Carousel slides={slides} />);
      const active = () => screen.getByRole('button', { current: true });
      expect(await screen.findByRole('button', { current: true })).toHaveAccessibleName('Ir a la imagen 1');
      expect(active()).toHaveAccessibleName('Ir a la imagen 1');
      act(() => jest.advanceTimersByTime(4900));
      expect(active()).toHaveAccessibleName('Ir a la imagen 1');
      act(() => jest.advanceTimersByTime(1100));
      expect(active()).toHaveAccessibleName('Ir a la imagen 2');
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws nothing without slides', () => {
    const { container } = renderUi(<Carousel slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
