import { screen, within } from '@testing-library/react';
import type { RemoteName } from '@portal/contract';
import { fakeRemote, renderShell, sessionApi, signIn, userWith } from '../test-utils';
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

test('a remote that throws while rendering is contained too, and other routes keep working', async () => {
  const loader: RemoteLoader = {
    load: async (name) =>
      name === 'participant'
        ? { default: () => { throw new Error('boom'); } }
        : fakeRemote(name),
  };
  await signIn(userWith(2));
  const { user } = renderShell('/admin/products', { loader, api: sessionApi(userWith(2)) });
  expect(await screen.findByText('No se pudo cargar este módulo del portal.')).toBeInTheDocument();

  const nav = screen.getByRole('navigation', { name: 'Menú principal' });
  await user.click(within(nav).getByRole('link', { name: 'Lista Redenciones' }));
  expect(await screen.findByText('Módulo review')).toBeInTheDocument();
  await user.click(within(nav).getByRole('link', { name: 'Políticas Y Condiciones' }));
  expect(await screen.findByRole('heading', { name: 'Políticas Y Condiciones', level: 1 })).toBeInTheDocument();
});

test('a participant typing an administrator path sees the Spanish permission panel, and no remote is loaded', async () => {
  const load = jest.fn(async (name: RemoteName) => fakeRemote(name));
  await signIn(userWith(2));
  renderShell('/admin/list-users', { loader: { load }, api: sessionApi(userWith(2)) });
  expect(await screen.findByText('No tiene permisos para ver esta página.')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});
