import { screen, within } from '@testing-library/react';
import { useSession } from '@portal/shared-auth';
import { installFakeApi } from '@portal/shared-auth/src/testing';
import { renderParticipant } from './testing/render-participant';
import { mayOpenIn, menuOf, readRemoteScreens } from '@portal/contract';
import { components } from './routes';
import { screens } from './screens';

afterEach(() => useSession.getState().clear());

// Every screen of the participant remote is built: the administrator's 'Lista de Ventas' (issue 10)
// was the last placeholder.
test("/admin/invoices-list shows the administrator every invoice on the api's pages, not a placeholder", async () => {
  useSession.getState().setSession({
    id: 1, name: 'Admin', image: null, points: 0, profiles_id: 1, identification_number: '100', email: 'admin@example.com',
    access_token: 'tok-admin', expires_at: '2030-01-01T00:00:00Z',
  });
  const calls = installFakeApi({
    'GET /api/invoice/all': { body: { rows: [], total: 0 } },
    'GET /api/subsidiary': { body: [] },
  });
  renderParticipant('/admin/invoices-list');
  expect(screen.getByRole('heading', { name: 'Lista de Ventas' })).toBeInTheDocument();

  const table = await screen.findByRole('table', { name: 'Lista de Ventas' });
  expect(within(table).getByRole('columnheader', { name: 'Participante' })).toBeInTheDocument();
  expect(within(table).getByText('No hay ventas registradas')).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Filtrar ventas' })).toBeInTheDocument();
  // the list contract's first page, not the participant's plain list
  expect(calls.find((c) => c.path === '/api/invoice/all')?.query).toEqual({ page: '1', pageSize: '10', sort: '-created' });
});

// Issue 23: the screens this remote declares are what the shell routes and draws in the menus; each
// needs a component here, and the build refuses a list the shell would refuse.
test('every declared screen has a component, and every component a declaration', () => {
  expect(Object.keys(components).sort()).toEqual(screens.map((s) => s.path).sort());
});

test('the declared list is one the shell accepts', () => {
  expect(readRemoteScreens('participant', { remote: 'participant', release: 'test', screens })).toEqual({ ok: true, value: { remote: 'participant', release: 'test', screens } });
});

test("the participant's menu part of SPEC 2.4: Ventas (Ingresar Venta, Lista de Ventas), the catalogue; redeem hidden", () => {
  const menu = menuOf(screens, 'participant');
  expect(menu.map((i) => (i.kind === 'group' ? `${i.label} > ${i.children.map((c) => c.label).join(', ')}` : `${i.label}${i.hidden ? ' (oculto)' : ''}`))).toEqual([
    'Ventas > Ingresar Venta, Lista de Ventas', 'Catálogo de Productos', 'Redimir Producto (oculto)',
  ]);
  expect(menuOf(screens, 'staff')).toEqual([]);
  expect(mayOpenIn(screens, 4, '/admin/register-sale')).toBe(false);
  expect(mayOpenIn(screens, 2, '/admin/redeem-product/7')).toBe(true);
  expect(mayOpenIn(screens, 5, '/admin/profile-user')).toBe(true);
});
