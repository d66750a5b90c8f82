// The catalogue's first screen (issue 12): /admin/products without the federated shell. The layout and
// remote-participant's 'Catálogo de Productos' (SPEC 2.12), as the whole shell draws them; a profile
// that may not open it gets the same refusal; any move to another address opens it as a new page.
import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@portal/contract';
import type { FakeRoutes } from '@portal/shared-auth/src/testing';
import { renderFirstScreen, sessionApi, signIn, userWith } from '../test-utils';
import { ProductsApp } from './ProductsApp';

const product = (id: number, name: string): Product => ({
  id, name, points: 100 * id, points_value: 100 * id, estimated_value: 1000 * id, image: `/uploads/products/p${id}.png`, state: '1',
  product_categories_id: 1, product_category: { id: 1, name: 'Hogar' },
});

const renderCatalogue = (api: FakeRoutes) => renderFirstScreen('/admin/products', ProductsApp, api);

afterEach(() => window.history.replaceState(null, '', '/'));

test('a participant\'s catalogue in the layout: the session checked, the products read once; a menu link opens its page as a new document', async () => {
  await signIn(userWith(2));
  const { calls, open, user } = renderCatalogue(sessionApi(userWith(2), {
    'GET /api/products/all': { body: [product(1, 'Termo de acero'), product(2, 'Nevera portátil')] },
  }));
  const grid = await screen.findByRole('list', { name: 'Productos' });
  expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
  expect(within(grid).getByRole('heading', { name: 'Termo de acero' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Catálogo de Productos' })).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/session')).toHaveLength(1);
  expect(calls.filter((c) => c.path === '/api/products/all')).toHaveLength(1);

  const nav = screen.getByRole('navigation', { name: 'Menú principal' });
  await user.click(within(nav).getByRole('link', { name: 'Lista Redenciones' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('/admin/redeem-list'));
});

test('a profile that may not open the catalogue gets the refusal the whole shell shows, and nothing is read', async () => {
  // the approver (profile 4): SPEC 6
  await signIn(userWith(4));
  const { calls } = renderCatalogue(sessionApi(userWith(4)));
  expect(await screen.findByText('Acceso no autorizado')).toBeInTheDocument();
  expect(screen.getByText('No tiene permisos para ver esta página.')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/products/all')).toHaveLength(0);
});
