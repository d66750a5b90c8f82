// Test helpers of the shell (not part of the app): the whole route tree in a memory router, with a
// fake remote loader (the one seam to Module Federation) and the fake api of shared-auth.
import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { LoginUser, RemoteName, RemoteScreens, Role } from '@portal/contract';
import { useSession, whenHydrated } from '@portal/shared-auth';
import { installFakeApi, type FakeRoutes } from '@portal/shared-auth/testing';
import { TestDataProvider } from '@portal/shared-auth/render-remote';
import { PortalThemeProvider } from '@portal/shared-ui';
import { AppRoutes } from './AppRoutes';
import { RemoteLoaderProvider, type RemoteLoader } from './remotes/RemoteLoaderContext';
import { setRemoteScreens } from './routes/table';

const ALL: Role[] = ['admin', 'approver', 'buyer', 'participant'];

/**
 * Lists of screens as three remotes might declare them (the shell declares none of them itself):
 * enough of SPEC 2.4's menus for the shell's tests. The remotes' real lists are tested in each remote.
 */
export const FAKE_REMOTE_SCREENS: RemoteScreens[] = [
  {
    remote: 'participant', release: '1.0.0+participant', screens: [
      { path: '/admin/register-sale', title: 'Ingresar Venta', roles: ['participant'], menu: { participant: { order: 10, group: 'Ventas' } }, offline: ['participant'] },
      { path: '/admin/invoices-list', title: 'Lista de Ventas', roles: ['participant'], menu: { participant: { order: 11, group: 'Ventas' } }, badge: 'pending-sales', offline: ['participant'] },
      { path: '/admin/products', title: 'Catálogo de Productos', roles: ['participant', 'admin'], menu: { participant: { order: 30 } } },
      { path: '/admin/redeem-product/:id', title: 'Redimir Producto', roles: ['participant'], menu: { participant: { order: 90, hidden: true } } },
      { path: '/admin/profile-user', title: 'Mi Perfil', roles: ALL },
    ],
  },
  {
    remote: 'review', release: '1.0.0+review', screens: [
      { path: '/admin/invoice-details/:id', title: 'Detalle de Factura', roles: ALL, menu: { participant: { order: 12, group: 'Ventas', hidden: true } } },
      { path: '/admin/redeem-list', title: 'Lista Redenciones', roles: ALL, menu: { participant: { order: 40 }, staff: { order: 10 }, admin: { order: 130 } } },
      { path: '/admin/confirm-redeem/:id', title: 'Ver Solicitud', roles: ['admin', 'approver', 'buyer'], menu: { staff: { order: 11, hidden: true } } },
    ],
  },
  {
    remote: 'admin', release: '1.0.0+admin', screens: [
      { path: '/admin/list-users', title: 'Lista de Usuarios', roles: ['admin'], menu: { admin: { order: 20, group: 'Usuarios' } } },
      { path: '/admin/list-cities', title: 'Lista de Ciudades', roles: ['admin'], menu: { admin: { order: 30, group: 'Ciudades' } } },
      { path: '/admin/create-city', title: 'Crear Ciudad', roles: ['admin'], menu: { admin: { order: 31, group: 'Ciudades' } } },
      { path: '/admin/edit-city/:id', title: 'Editar Ciudad', roles: ['admin'], menu: { admin: { order: 32, group: 'Ciudades', hidden: true } } },
      { path: '/admin/invoices-list', title: 'Lista de Ventas', roles: ['admin'], menu: { admin: { order: 120, group: 'Ventas' } } },
    ],
  },
];

export function userWith(profiles_id: number, extra: Partial<LoginUser> = {}): LoginUser {
  return {
    id: 10, name: 'Carolina Ríos', image: null, points: 1500, profiles_id,
    identification_number: '52123456', email: 'carolina@example.com',
    access_token: 'tok-carolina', expires_at: '2030-01-01T00:00:00.000Z', ...extra,
  };
}

/** The api a logged-in page needs: a valid session check and empty slide sets. */
export function sessionApi(user: LoginUser, more: FakeRoutes = {}): FakeRoutes {
  const { access_token: _token, expires_at, ...saved } = user;
  return {
    'GET /api/session': { body: { user: saved, expires_at } },
    'GET /api/slides/position/up/0': { body: [] },
    'GET /api/slides/position/up/1': { body: [] },
    'GET /api/slides/position/down/0': { body: [] },
    'GET /api/slides/position/down/1': { body: [] },
    'POST /api/logout': { body: { message: 'success' } },
    ...more,
  };
}

/** A remote whose './routes' renders one line naming itself and the path it got. */
export function fakeRemote(name: string): { default: ComponentType } {
  return { default: () => <p>{`Módulo ${name}`}</p> };
}

export const workingLoader: RemoteLoader = {
  load: async (name: RemoteName) => fakeRemote(name),
};

export async function signIn(user: LoginUser | null): Promise<void> {
  await whenHydrated();
  if (user) useSession.getState().setSession(user);
  else useSession.getState().clear();
}

/** The window `width` px wide, as after the person resized it (the layout listens for 'resize'). */
export function resizeTo(width: number): void {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

export function renderShell(path: string, { loader = workingLoader, api = {} as FakeRoutes, remoteScreens = FAKE_REMOTE_SCREENS as RemoteScreens[] | null } = {}) {
  const calls = installFakeApi(api);
  // null: the route table as the test has set it
  if (remoteScreens) setRemoteScreens(remoteScreens);
  const user = userEvent.setup();
  const view = render(
    <TestDataProvider>
      <PortalThemeProvider>
        <RemoteLoaderProvider loader={loader}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        </RemoteLoaderProvider>
      </PortalThemeProvider>
    </TestDataProvider>,
  );
  return { user, calls, ...view };
}

/**
 * A first-screen app (home-app) as its entry renders it, at `path`: it brings its own
 * data provider, theme and browser router. `openPage` records the addresses it opens as new pages.
 * Put the address back with `window.history.replaceState` after the test.
 */
export function renderFirstScreen(path: string, App: ComponentType<{ openPage?: (path: string) => void }>, api: FakeRoutes) {
  window.history.replaceState(null, '', path);
  const calls = installFakeApi(api);
  setRemoteScreens(FAKE_REMOTE_SCREENS);
  const open = jest.fn();
  render(<App openPage={open} />);
  return { calls, open, user: userEvent.setup() };
}
