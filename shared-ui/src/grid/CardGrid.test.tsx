import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { CardGrid } from './CardGrid';
import { Paginator } from '../navigation/Paginator';
import { visiblePages } from '../navigation/pages';

const products = Array.from({ length: 35 }, (_, i) => ({ id: i + 1, name: `Producto ${i + 1}` }));

function Catalogue({ items = products }: { items?: typeof products }) {
  const [query, setQuery] = useState('');
  const shown = items.filter((p) => p.name.includes(query));
  return (
    <div>
      <input aria-label="Buscar producto" value={query} onChange={(e) => setQuery(e.target.value)} />
      <CardGrid label="Productos" items={shown} resetKey={query} renderCard={(p) => <article>{p.name}</article>} emptyText="No hay productos" />
    </div>
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Productos' })).getAllByRole('listitem');

describe('CardGrid + Paginator (SPEC 2.8, 2.12: 16 per page)', () => {
  it('shows 16 cards per page and moves with SIGUIENTE, ATRAS and the numbers', async () => {
    const { user } = renderUi(<Catalogue />);
    expect(cards()).toHaveLength(16);
    expect(cards()[0]).toHaveTextContent('Producto 1');
    expect(screen.getByRole('button', { name: 'ATRAS' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
    expect(cards()[0]).toHaveTextContent('Producto 17');
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'SIGUIENTE' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'ATRAS' }));
    expect(cards()[0]).toHaveTextContent('Producto 17');
  });

  it('goes back to page 1 when the search changes', async () => {
    const { user } = renderUi(<Catalogue />);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await user.type(screen.getByLabelText('Buscar producto'), 'Producto 1');
    expect(cards()[0]).toHaveTextContent('Producto 1');
    expect(cards()).toHaveLength(11);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the empty text without items', () => {
    renderUi(<Catalogue items={[]} />);
    expect(screen.getByText('No hay productos')).toBeInTheDocument();
  });
});

describe('Paginator', () => {
  it('calls onChange with the 1-based page, marks the current one, and elides far pages', async () => {
    const onChange = jest.fn();
    const { user } = renderUi(<Paginator page={5} pageCount={20} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Página 10' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página 20' }));
    await user.click(screen.getByRole('button', { name: 'ATRAS' }));
    expect(onChange.mock.calls).toEqual([[20], [4]]);
  });

  it('visiblePages keeps first, last and neighbours', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(visiblePages(2, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
});

describe('the pictures of the grid (the page\'s largest paint is not lazy)', () => {
  it('loads the first product picture at once and first, and every other one lazily, on every page', async () => {
    const { ProductTile } = await import('./ProductTile');
    const withImages = products.map((p) => ({ ...p, image: `/uploads/products/p${p.id}.png` }));
    const { user } = renderUi(
      <CardGrid
        label="Productos"
        items={withImages}
        renderCard={(p) => <ProductTile name={p.name} imageSrc={p.image} noImageText="Sin imagen" category={null} pointsText="100 puntos" />}
      />,
    );
    const loading = () => screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    const priority = () => screen.getAllByRole('img').map((img) => img.getAttribute('fetchpriority'));
    expect(loading()).toEqual(['eager', ...Array(15).fill('lazy')]);
    // the rest of the first row (below the first card on a phone) gets no high fetch priority
    expect(priority()).toEqual(['high', ...Array(15).fill(null)]);
    await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
    expect(screen.getByRole('img', { name: 'Producto 17' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Producto 17' })).toHaveAttribute('fetchpriority', 'high');
    expect(loading()).toEqual(['eager', ...Array(15).fill('lazy')]);
  });
});
