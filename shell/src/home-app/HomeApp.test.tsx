// The home bundle: /admin/home without the federated shell. The same layout and home as
// the whole shell draws; any move to another address opens it as a new page, which starts the
// whole shell; a session the api refuses ends on the logout page.
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeRoutes } from '@portal/shared-auth/testing';
import { useSession } from '@portal/shared-auth';
import { renderFirstScreen, sessionApi, signIn, userWith } from '../test-utils';
import { HomeApp } from './HomeApp';

const renderHome = (api: FakeRoutes) => renderFirstScreen('/admin/home', HomeApp, api);

afterEach(() => window.history.replaceState(null, '', '/'));

test('a participant\'s home: the session checked, the sidebar and the featured tires; a menu link opens its page as a new document', async () => {
  await signIn(userWith(2));
  const { calls, open, user } = renderHome(sessionApi(userWith(2)));
  expect(await screen.findByRole('heading', { name: 'Llantas destacadas' })).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/session')).toHaveLength(1);
  const nav = screen.getByRole('navigation', { name: 'Menú principal' });
  expect(open).not.toHaveBeenCalled();
  await user.click(within(nav).getByRole('link', { name: 'Catálogo de Productos' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('/admin/products'));
  expect(screen.getByText('Cargando...')).toBeInTheDocument();
});

test('a session the api refuses is ended on the logout page, a page of the login bundle', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await signIn(userWith(2));
  const { open } = renderHome({ 'GET /api/session': { status: 401, body: { message: 'error', detail: 'Sesión vencida', statusCode: 401 } } });
  await waitFor(() => expect(open).toHaveBeenCalledWith('/auth/logout-page'));
  expect(useSession.getState().token).toBeNull();
  // the client's 401 asks for the logout page at once; the home's content goes with React's next
  // render (a loaded machine may not have drawn it yet when the page is asked for)
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Llantas destacadas' })).not.toBeInTheDocument());
  warn.mockRestore();
});
