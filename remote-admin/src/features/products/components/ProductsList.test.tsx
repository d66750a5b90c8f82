// SPEC 2.8 "Products" 'Lista de Productos': the grid the api pages (16 per page, the list
// contract of contract/src/list.ts), the search past 3 characters (SPEC 5 / 9), the category
// dropdown, 'Exportar a CSV' (SPEC 3 columns), edit and delete (SPEC 4 / 8). The fake server below
// answers GET /api/products/all as the api does (contains in the name, category, sort, page).
import { act, screen, waitFor, within } from '@testing-library/react';
import { includesSearch, type Product, type ProductCategory } from '@portal/contract';
import { installFakeApi, type FakeRequest, type FakeRoutes } from '@portal/shared-auth/testing';
import { renderAdmin } from '../../../testing/render-admin';
import { savedCsv } from '../../../testing/saved-csv';

jest.setTimeout(20_000);

const hogar: ProductCategory = { id: 1, name: 'Hogar' };
const tecnologia: ProductCategory = { id: 2, name: 'Tecnología' };
const categories = [hogar, tecnologia];

/** 40 products: 'Producto 01'..'Producto 38' plus two with other names; every third in Tecnología (12), the rest in Hogar (28), every fifth inactive */
function makeProducts(): Product[] {
  const list: Product[] = Array.from({ length: 38 }, (_, i) => {
    const id = i + 1;
    const category = id % 3 === 0 ? tecnologia : hogar;
    return {
      id, name: `Producto ${String(id).padStart(2, '0')}`, points: id * 100, points_value: id * 10, estimated_value: id * 1000,
      image: `/uploads/products/p${id}.png`, state: id % 5 === 0 ? '0' : '1', product_categories_id: category.id, product_category: category,
    };
  });
  list.push(
    { id: 39, name: 'Balón de fútbol', points: 1500, points_value: 1500, estimated_value: 85000, image: null, state: '1', product_categories_id: 1, product_category: hogar },
    { id: 40, name: '=Bala, "edición" especial', points: 900, points_value: 900, estimated_value: 40000, image: '/uploads/products/b.png', state: '0', product_categories_id: 1, product_category: hogar },
  );
  return list;
}

/** GET /api/products/all on the list contract, over `store` (delete removes from it) */
function productServer(store: Product[]) {
  return (req: FakeRequest) => {
    const { q, category, sort = 'id', page, pageSize } = req.query;
    let rows = store.filter((p) => (!q || includesSearch(p.name, q)) && (!category || String(p.product_categories_id) === category));
    const key = sort.replace('-', '') as 'id' | 'name';
    rows = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.startsWith('-') ? -1 : 1));
    const total = rows.length;
    if (page) rows = rows.slice((Number(page) - 1) * Number(pageSize), Number(page) * Number(pageSize));
    // SPEC 7's plain array when no list parameter was sent (the api's isListQuery)
    if (!page && !pageSize && !req.query.sort && !q) return { body: rows };
    return { body: { rows, total } };
  };
}

function install(extra: FakeRoutes = {}, store = makeProducts()) {
  const calls = installFakeApi({
    'GET /api/products/all': productServer(store),
    'GET /api/products/categories/all': { body: categories },
    ...extra,
  });
  return { calls, store };
}

const grid = () => screen.findByRole('list', { name: 'Productos' });
const cardNames = (list: HTMLElement) => within(list).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/products/all');
const byName = (a: Product, b: Product) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

afterEach(() => jest.restoreAllMocks());

test("'Lista de Productos' shows 16 cards from the server's first page: image, name, category and points (SPEC 2.8)", async () => {
  const { calls, store } = install();
  renderAdmin('/admin/list-products');

  expect(await screen.findByRole('heading', { name: 'Lista de Productos' })).toBeInTheDocument();
  const list = await grid();
  expect(within(list).getAllByRole('article')).toHaveLength(16);
  // the api pages: page 1 of 16, by name
  expect(listCalls(calls)[0].query).toEqual({ page: '1', pageSize: '16', sort: 'name' });
  expect(cardNames(list)).toEqual([...store].sort(byName).slice(0, 16).map((p) => p.name));

  const card = within(list).getByRole('article', { name: 'Producto 03' });
  expect(within(card).getByRole('img', { name: 'Producto 03' })).toHaveAttribute('src', '/uploads/products/p3.png');
  expect(card).toHaveTextContent('Tecnología');
  expect(card).toHaveTextContent('300 puntos');
  // a product without an image shows the placeholder, named
  expect(within(within(list).getByRole('article', { name: 'Balón de fútbol' })).getByRole('img', { name: 'Producto sin imagen' })).toBeInTheDocument();
});

test("the paginator 'ATRAS' / page numbers / 'SIGUIENTE' asks the api for each page (SPEC 2.8)", async () => {
  const { calls, store } = install();
  const { user } = renderAdmin('/admin/list-products');
  const list = await grid();
  const sorted = [...store].sort(byName);

  expect(screen.getByRole('button', { name: 'ATRAS' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  await waitFor(() => expect(cardNames(list)).toEqual(sorted.slice(16, 32).map((p) => p.name)));
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '2', pageSize: '16', sort: 'name' });

  await user.click(screen.getByRole('button', { name: 'Página 3' }));
  await waitFor(() => expect(cardNames(list)).toEqual(sorted.slice(32).map((p) => p.name)));
  expect(listCalls(calls).at(-1)?.query).toMatchObject({ page: '3' });
  expect(screen.getByRole('button', { name: 'SIGUIENTE' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'ATRAS' }));
  await waitFor(() => expect(cardNames(list)).toEqual(sorted.slice(16, 32).map((p) => p.name)));
});

test('the search applies only past 3 characters, then asks the api from page 1 (SPEC 5 / 9)', async () => {
  const { calls, store } = install();
  const sorted = [...store].sort(byName);
  const { user } = renderAdmin('/admin/list-products');
  const list = await grid();
  expect(screen.getByText('La búsqueda se aplica con más de 3 caracteres.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Página 2' }));
  await waitFor(() => expect(listCalls(calls).at(-1)?.query).toMatchObject({ page: '2' }));

  const search = screen.getByRole('searchbox', { name: 'Buscar producto por nombre' });
  await user.type(search, 'Bal');
  // three characters filter nothing: no `q` is ever sent, the page stays
  await act(() => new Promise((r) => setTimeout(r, 500)));
  expect(listCalls(calls).some((c) => c.query.q !== undefined)).toBe(false);
  expect(within(list).getAllByRole('article')).toHaveLength(16);

  await user.type(search, 'ó');
  await waitFor(() => expect(cardNames(list)).toEqual(['Balón de fútbol']));
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '16', sort: 'name', q: 'Baló' });
  expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();

  await user.type(search, 'zz');
  expect(await screen.findByText('Ningún producto coincide con la búsqueda')).toBeInTheDocument();

  // back under 4 characters: every product again
  await user.clear(search);
  await user.type(search, 'Pro');
  // the grid comes back in place of the empty text, unfiltered: 16 cards, 40 products in 3 pages
  await waitFor(async () => expect(within(await grid()).getAllByRole('article')).toHaveLength(16));
  expect(screen.getByRole('button', { name: 'Página 3' })).toBeInTheDocument();
  expect(sorted).toHaveLength(40);
});

test('the category dropdown filters on the api, and "Todas las categorías" lifts the filter', async () => {
  const { calls, store } = install();
  const { user } = renderAdmin('/admin/list-products');
  await grid();
  const select = screen.getByRole('combobox', { name: 'Categoría' });
  expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Filtrar por categoría', 'Todas las categorías', 'Hogar', 'Tecnología']);

  await user.selectOptions(select, 'Tecnología');
  const inTech = store.filter((p) => p.product_categories_id === 2).sort(byName);
  await waitFor(async () => expect(cardNames(await grid())).toEqual(inTech.map((p) => p.name)));
  expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '16', sort: 'name', category: '2' });

  // category and search together
  await user.type(screen.getByRole('searchbox'), 'producto 0');
  // the whole text asked for first (a busy machine may send the search once mid-typing too)
  await waitFor(() => expect(listCalls(calls).at(-1)?.query).toEqual({ page: '1', pageSize: '16', sort: 'name', category: '2', q: 'producto 0' }));
  await waitFor(async () => expect(cardNames(await grid())).toEqual(['Producto 03', 'Producto 06', 'Producto 09']));

  await user.clear(screen.getByRole('searchbox'));
  await user.selectOptions(select, 'Todas las categorías');
  // page 1 of every product again (read at the start: no new call, and none with a category)
  await waitFor(async () => expect(cardNames(await grid())).toEqual([...store].sort(byName).slice(0, 16).map((p) => p.name)));
  expect(listCalls(calls).filter((c) => c.query.category === undefined && c.query.q === undefined)).toHaveLength(1);
});

test("'Exportar a CSV' saves productos.csv with SPEC 3's columns and every product of the filter, not only the page", async () => {
  const { calls, store } = install();
  const { user } = renderAdmin('/admin/list-products');
  await grid();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Hogar');
  await waitFor(() => expect(listCalls(calls).at(-1)?.query).toMatchObject({ category: '1' }));
  // more than one page of them
  expect(await screen.findByRole('button', { name: 'Página 2' })).toBeInTheDocument();

  const { name, bytes, text } = await savedCsv(() => user.click(screen.getByRole('button', { name: 'Exportar a CSV' })));
  expect(name).toBe('productos.csv');
  // one read of every match: the filter and order, no page
  expect(listCalls(calls).at(-1)?.query).toEqual({ sort: 'name', category: '1' });
  // UTF-8 with its byte-order mark, so a spreadsheet shows the accents right
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = text.replace('\uFEFF', '').split('\r\n');
  expect(lines[0]).toBe('ID,Nombre,Puntos,Valor por puntos,Categoria,Valor estimado,Stado');
  const inHogar = store.filter((p) => p.product_categories_id === 1).sort(byName);
  expect(inHogar).toHaveLength(28);
  expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(inHogar.map((p) => p.id));
  expect(lines).toContain('1,Producto 01,100,10,Hogar,1000,ACTIVO');
  expect(lines).toContain('25,Producto 25,2500,250,Hogar,25000,DESACTIVADO');
  expect(lines).toContain('39,Balón de fútbol,1500,1500,Hogar,85000,ACTIVO');
  // a text a spreadsheet would run as a formula is written as text, commas and quotes escaped
  expect(lines).toContain(`40,"'=Bala, ""edición"" especial",900,900,Hogar,40000,DESACTIVADO`);
});

test('edit and delete are buttons in every card, reached with the keyboard; edit opens /admin/edit-product/{id}', async () => {
  install({ 'GET /api/products/get/39': { body: { ...makeProducts()[38], version: 1 } } });
  const { user } = renderAdmin('/admin/list-products');
  const list = await grid();
  const first = within(list).getAllByRole('article')[0];
  const name = within(first).getByRole('heading').textContent!;

  // Tab from the search and the dropdown reaches the first card's edit, then its delete
  screen.getByRole('combobox', { name: 'Categoría' }).focus();
  await user.tab();
  expect(within(first).getByRole('link', { name: `Editar ${name}` })).toHaveFocus();
  await user.tab();
  expect(within(first).getByRole('button', { name: `Borrar ${name}` })).toHaveFocus();

  await user.click(within(list).getByRole('link', { name: 'Editar Balón de fútbol' }));
  expect(await screen.findByRole('heading', { name: 'Editar Producto' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Nombre del producto')).toHaveValue('Balón de fútbol');
});

/** every CSS text styled-components wrote into the page */
const pageCss = () => Array.from(document.querySelectorAll('style')).map((s) => s.textContent ?? '').join('\n');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the card buttons show on hover, on keyboard focus inside the card, and always on touch screens (no hover)', async () => {
  install();
  renderAdmin('/admin/list-products');
  const list = await grid();
  const card = within(list).getAllByRole('article')[0];
  const box = within(card).getByRole('link', { name: /^Editar / }).parentElement!;
  // styled-components gives each element its component's stable class (sc-...) and the class of its rules
  const stable = (el: Element) => Array.from(el.classList).find((c) => c.startsWith('sc-'))!;
  const own = (el: Element) => Array.from(el.classList).find((c) => !c.startsWith('sc-'))!;
  const css = pageCss();
  // hidden by opacity only (still in the tab order)...
  expect(css).toMatch(new RegExp(`\\.${escaped(own(box))}\\{[^}]*opacity:0;`));
  // ...shown while the card is hovered or anything in it has the focus
  expect(css).toContain(`.${stable(card)}:hover .${own(box)},.${stable(card)}:focus-within .${own(box)}{opacity:1;}`);
  // ...and always where there is no hover (touch screens)
  expect(css).toContain(`@media (hover: none){.${own(box)}{opacity:1;}}`);
});

test("delete: confirm, POST /api/products/delete/{id} with no body, 'Eliminado!' naming the id, and the page read again", async () => {
  const store = makeProducts();
  const { calls } = install(
    {
      'POST /api/products/delete/39': () => {
        store.splice(store.findIndex((p) => p.id === 39), 1);
        return { body: { message: 'success', detail: 'Producto eliminado' } };
      },
    },
    store,
  );
  const { user } = renderAdmin('/admin/list-products');
  const list = await grid();
  const readsBefore = () => listCalls(calls).length;

  await user.click(within(list).getByRole('button', { name: 'Borrar Balón de fútbol' }));
  const confirm = screen.getByRole('dialog', { name: 'Está seguro que desea borrar este Producto?' });
  expect(confirm).toHaveTextContent('Después de eliminada no podrá recuperar la Información');
  // 'Cancelar' sends nothing
  await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.click(within(list).getByRole('button', { name: 'Borrar Balón de fútbol' }));
  const before = readsBefore();
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, borrar!' }));
  expect(await screen.findByRole('dialog', { name: 'Eliminado!' })).toHaveTextContent('39');
  const post = calls.filter((c) => c.method === 'POST');
  expect(post.map((c) => c.path)).toEqual(['/api/products/delete/39']);
  expect(post[0].body).toBeUndefined();
  await waitFor(() => expect(within(list).queryByRole('article', { name: 'Balón de fútbol' })).not.toBeInTheDocument());
  expect(readsBefore()).toBeGreaterThan(before);
  // the next product moved up into the page
  expect(within(list).getAllByRole('article')).toHaveLength(16);
});

test("a product with redemption requests is refused: 'Cancelled' with the server's detail, the card stays", async () => {
  const detail = 'No se puede eliminar el producto: tiene 2 solicitudes de redención.';
  install({ 'POST /api/products/delete/39': { status: 409, body: { message: 'error', detail, statusCode: 409 } } });
  const { user } = renderAdmin('/admin/list-products');
  const list = await grid();
  await user.click(within(list).getByRole('button', { name: 'Borrar Balón de fútbol' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  expect(await screen.findByRole('dialog', { name: 'Cancelled' })).toHaveTextContent(detail);
  expect(within(list).getByRole('article', { name: 'Balón de fútbol' })).toBeInTheDocument();
});

test("an empty catalogue says so, and 'Ingresar Producto' opens the form", async () => {
  install({ 'GET /api/products/all': { body: { rows: [], total: 0 } } });
  const { user } = renderAdmin('/admin/list-products');
  expect(await screen.findByText('No hay productos registrados')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Ingresar Producto' }));
  expect(await screen.findByRole('heading', { name: 'Ingresar Producto' })).toBeInTheDocument();
});

test('a list the api could not read says so and offers to retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  install({ 'GET /api/products/all': { status: 500, body: { message: 'error', detail: 'Error interno', statusCode: 500 } } });
  renderAdmin('/admin/list-products');
  expect(await screen.findByText('No se pudieron cargar los productos')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});
