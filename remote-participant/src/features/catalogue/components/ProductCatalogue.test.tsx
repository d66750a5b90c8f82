import { screen, within } from '@testing-library/react';
import type { LoginUser, Product } from '@portal/contract';
import { useSession } from '@portal/shared-auth';
import { installFakeApi } from '@portal/shared-auth/testing';
import { renderParticipant } from '../../../testing/render-participant';

const participant: LoginUser = {
  id: 7, name: 'Laura Gómez', image: null, points: 5000, profiles_id: 2,
  identification_number: '1012345678', email: 'laura@example.com', access_token: 'tok-participant', expires_at: '2030-01-01T00:00:00Z',
};

function product(id: number, name: string, points = 100 * id): Product {
  return {
    id, name, points, points_value: points, estimated_value: 1000 * id, image: `/uploads/p${id}.png`, state: '1',
    product_categories_id: 1, product_category: { id: 1, name: 'Hogar' },
  };
}

// 20 products: 16 on the first page, 4 on the second
const products: Product[] = [
  product(1, 'Termo de acero'),
  product(2, 'TERMO infantil'),
  product(3, 'Terraza portátil'),
  ...Array.from({ length: 17 }, (_, i) => product(i + 4, `Artículo ${String(i + 4).padStart(2, '0')}`)),
];

const grid = () => screen.findByRole('list', { name: 'Productos' });
const cards = (list: HTMLElement) => within(list).getAllByRole('listitem');
const search = () => screen.getByRole('searchbox', { name: 'Buscar producto por nombre' });

beforeEach(() => {
  useSession.getState().setSession(participant);
});
afterEach(() => {
  useSession.getState().clear();
  jest.restoreAllMocks();
});

test('shows 16 products per page with image, name, category, points and Redimir', async () => {
  installFakeApi({ 'GET /api/products/all': { body: products } });
  const { user } = renderParticipant('/admin/products');

  expect(await screen.findByRole('heading', { name: 'Catálogo de Productos' })).toBeInTheDocument();
  const list = await grid();
  expect(cards(list)).toHaveLength(16);

  const termo = within(list).getByRole('article', { name: 'Termo de acero' });
  expect(within(termo).getByRole('img', { name: 'Termo de acero' })).toHaveAttribute('src', '/uploads/p1.png');
  expect(termo).toHaveTextContent('Hogar');
  expect(termo).toHaveTextContent('100 puntos');
  expect(within(termo).getByRole('link', { name: 'Redimir Termo de acero' })).toHaveAttribute('href', '/admin/redeem-product/1');

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  expect(cards(await grid())).toHaveLength(4);
  expect(screen.getByRole('article', { name: 'Artículo 20' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Termo de acero' })).not.toBeInTheDocument();
});

test('the search filters by name, ignoring case, only once more than 3 characters are typed (SPEC 5)', async () => {
  installFakeApi({ 'GET /api/products/all': { body: products } });
  const { user } = renderParticipant('/admin/products');
  await grid();

  await user.type(search(), 'ter');
  expect(cards(await grid())).toHaveLength(16);
  expect(screen.getByRole('button', { name: 'SIGUIENTE' })).toBeInTheDocument();

  await user.type(search(), 'm');
  const list = await grid();
  expect(cards(list).map((c) => within(c).getByRole('heading').textContent)).toEqual(['Termo de acero', 'TERMO infantil']);
  expect(screen.queryByRole('button', { name: 'SIGUIENTE' })).not.toBeInTheDocument();

  await user.clear(search());
  await user.type(search(), 'zzzz');
  expect(screen.getByText('Ningún producto coincide con la búsqueda')).toBeInTheDocument();
});

test("the search ignores accents and reads 'ñ' as 'n', the one search rule of the api and the tables", async () => {
  installFakeApi({ 'GET /api/products/all': { body: [product(1, 'Nevera Eléctrica'), product(2, 'Muñeco de peluche'), product(3, 'Termo de acero')] } });
  const { user } = renderParticipant('/admin/products');
  await grid();
  const names = async () => cards(await grid()).map((c) => within(c).getByRole('heading').textContent);

  await user.type(search(), 'electrica');
  expect(await names()).toEqual(['Nevera Eléctrica']);

  await user.clear(search());
  await user.type(search(), 'MUNECO');
  expect(await names()).toEqual(['Muñeco de peluche']);

  await user.clear(search());
  await user.type(search(), '  nevera   ELÉCTRICA ');
  expect(await names()).toEqual(['Nevera Eléctrica']);
});

test('a new search starts again on the first page', async () => {
  installFakeApi({ 'GET /api/products/all': { body: products } });
  const { user } = renderParticipant('/admin/products');
  await grid();

  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  expect(cards(await grid())).toHaveLength(4);
  await user.type(search(), 'artículo');
  const list = await grid();
  expect(cards(list)).toHaveLength(16);
  expect(within(list).getByRole('article', { name: 'Artículo 04' })).toBeInTheDocument();
});

test("'Redimir' opens the product's redeem screen", async () => {
  installFakeApi({ 'GET /api/products/all': { body: products }, 'GET /api/products/get/2': { body: products[1] } });
  const { user } = renderParticipant('/admin/products');
  await grid();

  await user.click(screen.getByRole('link', { name: 'Redimir TERMO infantil' }));
  expect(await screen.findByRole('heading', { name: 'Redimir Producto' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'TERMO infantil' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Redimir' })).toBeEnabled();
});

test('a card the balance does not cover says how many points are missing, and still opens its detail', async () => {
  useSession.getState().setSession({ ...participant, points: 250 });
  installFakeApi({ 'GET /api/products/all': { body: products }, 'GET /api/products/get/3': { body: products[2] } });
  const { user } = renderParticipant('/admin/products');
  const list = await grid();

  // 100 and 200 points: covered, nothing said
  expect(within(within(list).getByRole('article', { name: 'Termo de acero' })).queryByText(/Le faltan/)).not.toBeInTheDocument();
  expect(within(within(list).getByRole('article', { name: 'TERMO infantil' })).queryByText(/Le faltan/)).not.toBeInTheDocument();
  const terraza = within(list).getByRole('article', { name: 'Terraza portátil' });
  expect(terraza).toHaveTextContent('Le faltan 50 puntos');
  expect(within(list).getByRole('article', { name: 'Artículo 16' })).toHaveTextContent('Le faltan 1.350 puntos');

  await user.click(within(terraza).getByRole('link', { name: 'Redimir Terraza portátil' }));
  expect(await screen.findByText('Saldo insuficiente: le faltan 50 puntos para redimir este producto.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Redimir' })).toBeDisabled();
});

test("an administrator sees the catalogue without 'Redimir' (SPEC 6: the redeem screen is the participant's)", async () => {
  useSession.getState().setSession({ ...participant, profiles_id: 1, points: 0 });
  installFakeApi({ 'GET /api/products/all': { body: products } });
  renderParticipant('/admin/products');

  expect(cards(await grid())).toHaveLength(16);
  expect(screen.queryByRole('link', { name: /^Redimir/ })).not.toBeInTheDocument();
  expect(screen.queryByText(/Le faltan/)).not.toBeInTheDocument();
});

test("an empty catalogue says 'No hay productos'", async () => {
  installFakeApi({ 'GET /api/products/all': { body: [] } });
  renderParticipant('/admin/products');
  expect(await screen.findByText('No hay productos')).toBeInTheDocument();
});

test('shows a loading state, then a Spanish error panel whose retry reads the catalogue again', async () => {
  let fail = true;
  installFakeApi({
    'GET /api/products/all': () =>
      fail ? { status: 500, body: { message: 'error', detail: 'Ocurrió un error en el servidor', statusCode: 500 } } : { body: products },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderParticipant('/admin/products');

  expect(screen.getByRole('status')).toHaveTextContent('Cargando productos...');
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('No se pudo cargar el catálogo de productos');
  expect(panel).toHaveTextContent('Ocurrió un error en el servidor');

  fail = false;
  await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
  expect(cards(await grid())).toHaveLength(16);
});
