// useMemoryList: rows the screen holds whole as the list view the one table and the one grid draw.
// Searched under the one search rule (contract searchQuery / foldForSearch, as the api searches),
// sorted as the api sorts (compareText, numbers as numbers, blanks last), paged, exported whole.
import { act, renderHook } from '@testing-library/react';
import { useMemoryList, type MemoryListOptions } from './memory';
import type { Column } from './rows';

interface Tire {
  id: number;
  name: string;
  code?: string;
  points?: number;
}

const columns: Column<Tire>[] = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Nombre' },
  { key: 'code', header: 'Código' },
  { key: 'points', header: 'Puntos', value: (t) => t.points },
  // a column that only draws (a button) is not searched or sorted
  { key: 'actions', header: 'Acciones', render: () => null },
];

const many: Tire[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Llanta ${String(i + 1).padStart(2, '0')}`, points: (i * 7) % 25 }));

function mount(rows: readonly Tire[] | undefined, options: Partial<MemoryListOptions<Tire>> = {}) {
  return renderHook(({ items }: { items: readonly Tire[] | undefined }) => useMemoryList(items, { columns, ...options }), { initialProps: { items: rows } });
}

const namesOf = (rows: readonly Tire[] | undefined) => (rows ?? []).map((r) => r.name);

describe('useMemoryList: the page', () => {
  it('gives 10 rows a page by default with the total of every row, and moves page by page', () => {
    const { result } = mount(many);
    expect(result.current).toMatchObject({ page: 1, pageSize: 10, total: 25, loading: false, error: null, query: '', sort: null });
    expect(namesOf(result.current.rows)).toEqual(namesOf(many.slice(0, 10)));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    expect(namesOf(result.current.rows)).toEqual(namesOf(many.slice(20)));
  });

  it('takes another page size (SPEC 9: 16 cards a page in a grid)', () => {
    const { result } = mount(many, { pageSize: 16 });
    expect(result.current.rows).toHaveLength(16);
    act(() => result.current.setPage(2));
    expect(result.current.rows).toHaveLength(9);
  });

  it('shows the last page there is when rows leave the one on screen (a delete on the last page)', () => {
    const { result, rerender } = mount(many);
    act(() => result.current.setPage(3));
    rerender({ items: many.slice(0, 20) });
    expect(result.current.page).toBe(2);
    expect(namesOf(result.current.rows)).toEqual(namesOf(many.slice(10, 20)));
  });

  it('is loading, with no rows, until the rows are there or while the screen says it reads them', () => {
    const { result, rerender } = mount(undefined);
    expect(result.current).toMatchObject({ loading: true, rows: undefined, total: 0 });
    rerender({ items: [] });
    expect(result.current).toMatchObject({ loading: false, rows: [], total: 0 });
    expect(mount(many, { loading: true }).result.current.loading).toBe(true);
  });
});

describe('useMemoryList: the search', () => {
  const products: Tire[] = [
    { id: 1, name: 'Nevera Eléctrica', code: 'NV-1' },
    { id: 2, name: 'Muñeco de peluche', code: 'MU-2' },
    { id: 3, name: 'Termo de acero', code: 'TE-3' },
  ];

  it.each([
    ['electrica', ['Nevera Eléctrica']],
    ['ELÉCTRICA', ['Nevera Eléctrica']],
    ['MUÑECO', ['Muñeco de peluche']],
    ['muneco', ['Muñeco de peluche']],
    ['  nevera   ELECTRICA ', ['Nevera Eléctrica']],
    ['te-3', ['Termo de acero']],
    ['de', ['Muñeco de peluche', 'Termo de acero']],
    ['zzz', []],
  ])("%j finds %j under the one search rule (capitals, accents, 'ñ' as 'n', spaces) in any column's value", (query, found) => {
    const { result } = mount(products);
    act(() => result.current.setQuery(query));
    expect(result.current.query).toBe(query);
    expect(namesOf(result.current.rows)).toEqual(found);
    expect(result.current.total).toBe(found.length);
  });

  it('does not search what a column only draws', () => {
    const { result } = mount(products);
    act(() => result.current.setQuery('Acciones'));
    expect(result.current.total).toBe(0);
  });

  it('goes back to page 1 when what it looks for changes, and stays on the page when only capitals change', () => {
    const { result } = mount(many);
    act(() => result.current.setPage(2));
    act(() => result.current.setQuery('llanta'));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    act(() => result.current.setQuery('LLANTA'));
    expect(result.current.page).toBe(2);
    // and back to no search: page 1, not the page seen before the search
    act(() => result.current.setQuery(''));
    expect(result.current.page).toBe(1);
  });

  it(`with minSearch (SPEC 5: past 3 characters) shorter text filters nothing and keeps the page`, () => {
    const { result } = mount(many, { minSearch: 3 });
    act(() => result.current.setPage(2));
    act(() => result.current.setQuery('a 0'));
    expect(result.current).toMatchObject({ total: 25, page: 2 });
    act(() => result.current.setQuery('a 01'));
    expect(result.current).toMatchObject({ total: 1, page: 1 });
    expect(namesOf(result.current.rows)).toEqual(['Llanta 01']);
  });
});

describe('useMemoryList: the order', () => {
  const mixed: Tire[] = [
    { id: 1, name: 'árbol', points: 10 },
    { id: 2, name: 'Nube', points: 9 },
    { id: 3, name: 'Ñandú', points: 100 },
    { id: 4, name: 'Arce' },
    { id: 5, name: 'ola', points: 2 },
  ];

  it("sorts text as the api does (capitals and accents aside, 'ñ' after 'n'), both ways", () => {
    const { result } = mount(mixed);
    act(() => result.current.setSort({ key: 'name', direction: 'asc' }));
    expect(namesOf(result.current.rows)).toEqual(['árbol', 'Arce', 'Nube', 'Ñandú', 'ola']);
    act(() => result.current.setSort({ key: 'name', direction: 'desc' }));
    expect(namesOf(result.current.rows)).toEqual(['ola', 'Ñandú', 'Nube', 'Arce', 'árbol']);
  });

  it('sorts numbers as numbers, blanks last either way', () => {
    const { result } = mount(mixed);
    act(() => result.current.setSort({ key: 'points', direction: 'asc' }));
    expect(result.current.rows?.map((r) => r.points)).toEqual([2, 9, 10, 100, undefined]);
    act(() => result.current.setSort({ key: 'points', direction: 'desc' }));
    expect(result.current.rows?.map((r) => r.points)).toEqual([100, 10, 9, 2, undefined]);
  });

  it('keeps the order the rows came in without a sort, and starts from the default sort (SPEC 2.10 / 2.11)', () => {
    expect(namesOf(mount(mixed).result.current.rows)).toEqual(namesOf(mixed));
    const { result } = mount(mixed, { defaultSort: { key: 'id', direction: 'desc' } });
    expect(result.current.sort).toEqual({ key: 'id', direction: 'desc' });
    expect(result.current.rows?.map((r) => r.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('goes back to page 1 on a new order', () => {
    const { result } = mount(many);
    act(() => result.current.setPage(3));
    act(() => result.current.setSort({ key: 'id', direction: 'desc' }));
    expect(result.current.page).toBe(1);
    expect(result.current.rows?.[0].id).toBe(25);
  });
});

describe('useMemoryList: fetchAll (what an export holds)', () => {
  it('gives every row of the search in its order, not only the page on screen', async () => {
    const { result } = mount(many);
    act(() => result.current.setQuery('llanta 1'));
    act(() => result.current.setSort({ key: 'points', direction: 'desc' }));
    act(() => result.current.setPage(1));
    const all = await result.current.fetchAll();
    const expected = many.filter((t) => t.name.startsWith('Llanta 1')).sort((a, b) => (b.points ?? 0) - (a.points ?? 0));
    expect(all.map((t) => t.id)).toEqual(expected.map((t) => t.id));
    expect(all).toHaveLength(10);
  });

  it('gives every row without a search, beyond the first page', async () => {
    const { result } = mount(many);
    expect(await result.current.fetchAll()).toEqual(many);
    expect(result.current.rows).toHaveLength(10);
  });

  it('gives a copy: changing it changes nothing on screen', async () => {
    const { result } = mount(many);
    const all = await result.current.fetchAll();
    all.length = 0;
    expect(result.current.total).toBe(25);
    expect(await result.current.fetchAll()).toHaveLength(25);
  });
});
