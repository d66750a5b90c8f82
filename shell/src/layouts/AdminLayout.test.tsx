import { screen } from '@testing-library/react';
import { useSession } from '@portal/shared-auth';
import { renderShell, sessionApi, signIn, userWith } from '../test-utils';

test('without a session /admin/home goes through /auth/logout-page to the login page', async () => {
  await signIn(null);
  const { calls } = renderShell('/admin/home');
  expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Llantas destacadas' })).not.toBeInTheDocument();
  // no token: neither a session check nor a logout call is needed
  expect(calls).toHaveLength(0);
});

test('a session the server rejects is ended and the login page shown', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await signIn(userWith(2));
  const { calls } = renderShell('/admin/list-cities', {
    api: { 'GET /api/session': { status: 401, body: { message: 'error', detail: 'Sesión vencida', statusCode: 401 } } },
  });
  expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  expect(useSession.getState().token).toBeNull();
  expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/session');
  warn.mockRestore();
});

test('a valid session is checked (and refreshed) once, then the page shows with the fresh points', async () => {
  await signIn(userWith(2, { points: 10 }));
  const { user, calls } = renderShell('/admin/politics', { api: sessionApi(userWith(2, { points: 2500 })) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Políticas Y Condiciones' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Carolina Ríos' }));
  expect(screen.getByText('Puntos: 2.500')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/session')).toHaveLength(1);
});
