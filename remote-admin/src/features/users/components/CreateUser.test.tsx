// /admin/create-user, the administrator's hidden 'Registrar Usuario' (SPEC 2.2): the same wizard as
// /auth/register-page; after the success, the users list in 3 s.
import { act, screen } from '@testing-library/react';
import { useSession, whenHydrated } from '@portal/shared-auth';
import { FILLED_REGISTRATION, TEST_BRANCHES, fillRegistration } from '@portal/shared-ui/registration/testing';
import { installFakeApi, type FakeReply } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';

beforeEach(async () => {
  await whenHydrated();
  useSession.getState().setSession({
    id: 1, name: 'Administrador', image: null, points: 0, profiles_id: 1, identification_number: '1000000001',
    email: 'admin@example.com', access_token: 'tok-admin', expires_at: '2030-01-01T00:00:00.000Z',
  });
});
afterEach(() => {
  jest.useRealTimers();
  useSession.getState().clear();
});

test('an administrator registers a user: app key and session both sent, then the users list after 3 s', async () => {
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({
    'GET /api/subsidiary': { body: TEST_BRANCHES },
    'POST /api/users/create': () => reply.promise,
    'GET /api/users/all': { body: [] },
  });
  const { user } = renderAdmin('/admin/create-user');
  expect(await screen.findByRole('heading', { name: 'Registrar Usuario' })).toBeInTheDocument();

  await fillRegistration(user);
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.path).toBe('/api/users/create');
  expect(post.headers['x-app-key']).toBe('test-app-key');
  expect(post.headers.authorization).toBe('Bearer tok-admin');
  expect(JSON.parse((post.body as FormData).get('data') as string)).toEqual(FILLED_REGISTRATION);

  jest.useFakeTimers();
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'Usuario registrado', id: 42 } }));
  expect(screen.getByRole('status')).toHaveTextContent('Usuario Registrado con Éxito');
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByRole('heading', { name: 'Registrar Usuario' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(await screen.findByRole('heading', { name: 'Lista de Usuarios' })).toBeInTheDocument();
});

test("a refusal shows the server's detail in red and stays on the wizard", async () => {
  installFakeApi({
    'GET /api/subsidiary': { body: TEST_BRANCHES },
    'POST /api/users/create': { status: 400, body: { message: 'error', detail: 'La sucursal no permite registrar personal', statusCode: 400 } },
  });
  const { user } = renderAdmin('/admin/create-user');
  await fillRegistration(user);
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('La sucursal no permite registrar personal');
  expect(screen.getByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
  expect(screen.getByLabelText('Teléfono celular')).toHaveValue('300 123 4567');
});
