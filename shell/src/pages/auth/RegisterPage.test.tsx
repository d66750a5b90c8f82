// SPEC 2.2 / 2.3 /auth/register-page: the registration wizard, then the login page after 3 s.
import { act, screen } from '@testing-library/react';
import { FILLED_REGISTRATION, TEST_BRANCHES, fillRegistration } from '@portal/shared-ui/registration/testing';
import type { FakeReply } from '@portal/shared-auth/testing';
import { renderShell, signIn } from '../../test-utils';

afterEach(() => jest.useRealTimers());

test('a newcomer registers with the application key (no session), sees the green panel and reaches the login page after 3 s', async () => {
  await signIn(null);
  let answer!: (reply: FakeReply) => void;
  const { user, calls } = renderShell('/auth/register-page', {
    api: {
      'GET /api/subsidiary': { body: TEST_BRANCHES },
      'POST /api/users/create': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    },
  });
  expect(await screen.findByRole('heading', { name: 'Registrar Usuario' })).toBeInTheDocument();
  expect(screen.getByText('Esta información es necesaria para registrarse en el sistema.')).toBeInTheDocument();

  await fillRegistration(user);
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();

  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.path).toBe('/api/users/create');
  expect(post.headers['x-app-key']).toBe('test-app-key');
  expect(post.headers.authorization).toBeUndefined();
  expect(JSON.parse((post.body as FormData).get('data') as string)).toEqual(FILLED_REGISTRATION);

  jest.useFakeTimers();
  await act(async () => answer({ body: { message: 'success', detail: 'Usuario registrado', id: 41 } }));
  expect(screen.getByText('Usuario Registrado con Éxito')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3000));
  expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Registrar Usuario' })).not.toBeInTheDocument();
});

test('the page links back to the login page', async () => {
  await signIn(null);
  const { user } = renderShell('/auth/register-page', { api: { 'GET /api/subsidiary': { body: TEST_BRANCHES } } });
  await user.click(await screen.findByRole('link', { name: '¿Ya tiene cuenta? Iniciar Sesión' }));
  expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
});
