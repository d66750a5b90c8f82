import { screen, within } from '@testing-library/react';
import type { RemoteName } from '@portal/contract';
import { FAKE_REMOTE_SCREENS, fakeRemote, renderShell, sessionApi, signIn, userWith } from '../test-utils';
import { setRemoteScreens, useRouteTable } from '../routes/table';
import type { RemoteLoader } from './RemoteLoaderContext';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React reports errors caught by the boundary on console.error; the panel is what the person sees.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

test('each /admin path is served by the remote that owns it', async () => {
  const asked: RemoteName[] = [];
  const loader: RemoteLoader = { load: async (name) => (asked.push(name), fakeRemote(name)) };
  await signIn(userWith(1));
  const { user } = renderShell('/admin/edit-city/7', { loader, api: sessionApi(userWith(1)) });
  expect(await screen.findByText('Módulo admin')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Editar Ciudad' })).toBeInTheDocument();

  const nav = screen.getByRole('navigation', { name: 'Menú principal' });
  await user.click(within(nav).getByRole('link', { name: 'Lista Redenciones' }));
  expect(await screen.findByText('Módulo review')).toBeInTheDocument();
  expect(asked).toEqual(['admin', 'review']);
});

test('a remote that is down shows the Spanish panel inside the layout; Reintentar loads it without a reload', async () => {
  let attempts = 0;
  const resets: RemoteName[] = [];
  const loader: RemoteLoader = {
    load: async (name) => {
      attempts += 1;
      if (attempts === 1) throw new Error('remoteEntry.js 502');
      return fakeRemote(name);
    },
    reset: (name) => resets.push(name),
  };
  await signIn(userWith(1));
  const { user } = renderShell('/admin/list-cities', { loader, api: sessionApi(userWith(1)) });

  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('No se pudo cargar este módulo del portal.');
  // the rest of the portal keeps working: sidebar and top bar are there
  expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Lista de Ciudades' })).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByText('Módulo admin')).toBeInTheDocument();
  expect(screen.queryByText('No se pudo cargar este módulo del portal.')).not.toBeInTheDocument();
  expect(attempts).toBe(2);
  expect(resets).toEqual(['admin']);
});

test("a remote that loaded and then throws says so ('Ocurrió un error en esta pantalla', a way home), logs its name and release, and other routes keep working", async () => {
  const loader: RemoteLoader = {
    load: async (name) =>
      name === 'participant'
        ? { default: () => { throw new Error('boom'); } }
        : fakeRemote(name),
  };
  await signIn(userWith(2));
  const { user } = renderShell('/admin/products', { loader, api: sessionApi(userWith(2)) });
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Ocurrió un error en esta pantalla');
  expect(panel).not.toHaveTextContent('Módulo no disponible');
  expect(within(panel).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/admin/home');
  expect(consoleError.mock.calls.some(([text]) => String(text).includes('remote "participant" (release 1.0.0+participant) failed while rendering'))).toBe(true);

  const nav = screen.getByRole('navigation', { name: 'Menú principal' });
  await user.click(within(nav).getByRole('link', { name: 'Lista Redenciones' }));
  expect(await screen.findByText('Módulo review')).toBeInTheDocument();
  await user.click(within(nav).getByRole('link', { name: 'Políticas Y Condiciones' }));
  expect(await screen.findByRole('heading', { name: 'Políticas Y Condiciones', level: 1 })).toBeInTheDocument();
});

test('a remote that could not be fetched is logged with its name and release as not loaded', async () => {
  const loader: RemoteLoader = { load: async () => { throw new Error('remoteEntry.js 404'); } };
  await signIn(userWith(1));
  renderShell('/admin/list-cities', { loader, api: sessionApi(userWith(1)) });
  expect(await screen.findByRole('alert')).toHaveTextContent('Módulo no disponible');
  expect(consoleError.mock.calls.some(([text]) => String(text).includes('remote "admin" (release 1.0.0+admin) could not be loaded'))).toBe(true);
});

test("a remote the portal refuses for its versions says 'Módulo no compatible' (no Reintentar), logs what it needs, and the rest works", async () => {
  const loader: RemoteLoader = {
    load: async (name) => {
      if (name !== 'admin') return fakeRemote(name);
      // Module Federation's own words when a singleton's version does not meet a remote's range
      throw new Error('[ Federation Runtime ]: Version 0.2.0 from shell of shared singleton module @portal/shared-auth does not satisfy the requirement of admin which needs ^0.3.0)');
    },
  };
  await signIn(userWith(1));
  const { user } = renderShell('/admin/list-cities', { loader, api: sessionApi(userWith(1)) });
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Módulo no compatible');
  expect(panel).toHaveTextContent('Este módulo necesita una versión más reciente del portal.');
  expect(within(panel).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  expect(consoleError.mock.calls.some(([text]) => String(text).includes('remote "admin" (release 1.0.0+admin) is refused: it needs @portal/shared-auth ^0.3.0, the portal has 0.2.0'))).toBe(true);
  await user.click(within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', { name: 'Lista Redenciones' }));
  expect(await screen.findByText('Módulo review')).toBeInTheDocument();
});

test('the page is the remote release the route table names (data-remote, data-release), with no build label', async () => {
  await signIn(userWith(1));
  renderShell('/admin/list-cities', { api: sessionApi(userWith(1)) });
  const drawn = (await screen.findByText('Módulo admin')).closest('[data-remote]');
  expect(drawn).toHaveAttribute('data-remote', 'admin');
  expect(drawn).toHaveAttribute('data-release', '1.0.0+admin');
  expect(screen.queryByText(/versión/)).not.toBeInTheDocument();
});

test("a new screen a remote declares is in its profiles' menu and opens, and in no other profile's", async () => {
  const [participant, review, admin] = FAKE_REMOTE_SCREENS;
  const withCoupons = [participant, review, {
    ...admin,
    screens: [...admin.screens, { path: '/admin/list-coupons', title: 'Lista de Cupones', roles: ['admin' as const], menu: { admin: { order: 35, group: 'Cupones' } } }],
  }];
  await signIn(userWith(1));
  const { user, unmount } = renderShell('/admin/home', { api: sessionApi(userWith(1)), remoteScreens: withCoupons });
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  await user.click(within(nav).getByRole('button', { name: 'Cupones' }));
  await user.click(within(nav).getByRole('link', { name: 'Lista de Cupones' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Lista de Cupones' })).toBeInTheDocument();
  expect(await screen.findByText('Módulo admin')).toBeInTheDocument();
  unmount();

  await signIn(userWith(2));
  renderShell('/admin/list-coupons', { api: sessionApi(userWith(2)), remoteScreens: withCoupons });
  expect(await screen.findByText('No tiene permisos para ver esta página.')).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Menú principal' })).queryByText('Lista de Cupones')).not.toBeInTheDocument();
});

test("a path no remote declares while a remote's list could not be read: 'Módulo no disponible', not home; the other remotes work", async () => {
  const [participant, review] = FAKE_REMOTE_SCREENS;
  setRemoteScreens([participant, review]);
  useRouteTable.setState({ remotes: { ...useRouteTable.getState().remotes, admin: { status: 'failed', problem: "El módulo 'admin' no respondió." } } });
  await signIn(userWith(1));
  const { user } = renderShell('/admin/list-cities', { api: sessionApi(userWith(1)), remoteScreens: null });
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('Módulo no disponible');
  expect(panel).toHaveTextContent('No se pudo saber qué pantallas ofrece este módulo del portal.');
  expect(screen.getByRole('heading', { level: 1, name: '' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Menú principal' });
  await user.click(within(nav).getByRole('link', { name: 'Lista Redenciones' }));
  expect(await screen.findByText('Módulo review')).toBeInTheDocument();
});

test('a participant typing an administrator path sees the Spanish permission panel, and no remote is loaded', async () => {
  const load = jest.fn(async (name: RemoteName) => fakeRemote(name));
  await signIn(userWith(2));
  renderShell('/admin/list-users', { loader: { load }, api: sessionApi(userWith(2)) });
  expect(await screen.findByText('No tiene permisos para ver esta página.')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});
