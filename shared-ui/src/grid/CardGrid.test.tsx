import { screen, within } from '@testing-library/react';
import { GRID_PAGE_SIZE } from '@portal/contract';
import { renderUi } from '../test-utils';
import { CardGrid } from './CardGrid';
import { Paginator } from '../navigation/Paginator';
import { visiblePages } from '../navigation/pages';
import { useMemoryList } from '../table/memory';
import type { Column } from '../table/rows';
import type { ServerListView } from '../table/server';

interface Item { id: number; name: string; image?: string }
const products: Item[] = Array.from({ length: 35 }, (_, i) => ({ id: i + 1, name: `Producto ${i + 1}` }));
const byName: Column<Item>[] = [{ key: 'name', header: 'Nombre' }];

/** a catalogue holding its products whole: the grid draws the list view useMemoryList makes of them */
function Catalogue({ items = products }: { items?: Item[] }) {
  const list = useMemoryList(items, { columns: byName, pageSize: GRID_PAGE_SIZE });
  return (
    <div>
      <input aria-label="Buscar producto" value={list.query} onChange={(e) => list.setQuery(e.target.value)} />
      <CardGrid label="Productos" list={list} renderCard={(p) => <article>{p.name}</article>} emptyText="No hay productos" />
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
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("draws the page of a list the server pages and hands the person's page back to it", async () => {
    const setPage = jest.fn();
    const list: ServerListView<Item> = {
      rows: products.slice(16, 32), total: 35, loading: false, error: null, reload: jest.fn(), page: 2, pageSize: 16, setPage,
      query: '', setQuery: jest.fn(), sort: null, setSort: jest.fn(), fetchAll: jest.fn(async () => products),
    };
    const { user } = renderUi(<CardGrid label="Productos" list={list} renderCard={(p) => <article>{p.name}</article>} />);
    expect(cards()[0]).toHaveTextContent('Producto 17');
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(setPage).toHaveBeenCalledWith(3);
    // the grid keeps no page of its own: the list's page stays until the list moves
    expect(cards()[0]).toHaveTextContent('Producto 17');
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
    function Tiles() {
      const list = useMemoryList(withImages, { columns: byName, pageSize: GRID_PAGE_SIZE });
      return (
        <CardGrid
          label="Productos"
          list={list}
          renderCard={(p) => <ProductTile name={p.name} imageSrc={p.image ?? null} noImageText="Sin imagen" category={null} pointsText="100 puntos" />}
        />
      );
    }
    const { user } = renderUi(<Tiles />);
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
