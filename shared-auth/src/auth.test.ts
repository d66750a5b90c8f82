import { waitFor } from '@testing-library/react';
import type { LoginUser } from '@portal/contract';
import { installFakeApi, TEST_CONFIG, type FakeReply } from './testing';
import { checkSession, login, logout, recoverPassword, sendSessionCheckEarly, sessionRefused } from './auth';
import { setUnauthorizedHandler } from './http';
import { useSession } from './session';
import { ApiError } from './errors';

const loginUser: LoginUser = {
  id: 9, name: 'Luis Gómez', image: null, points: 300, profiles_id: 2,
  identification_number: '1234567', email: 'luis@example.com', access_token: 'tok-luis', expires_at: '2030-01-01T00:00:00Z',
};

afterEach(() => {
  useSession.getState().clear();
  setUnauthorizedHandler(() => undefined);
});

test('login sends username, password and the client values in the body, no bearer, and stores the session', async () => {
  const calls = installFakeApi({ 'POST /api/login': { body: [loginUser] } });
  useSession.setState({ token: 'old-token' });
  const u = await login(' 1234567 ', 'secreta');
  expect(u.name).toBe('Luis Gómez');
  expect(calls[0].body).toEqual({
    username: '1234567', password: 'secreta', grant_type: 'password',
    client_id: TEST_CONFIG.clientId, client_secret: TEST_CONFIG.clientSecret,
  });
  expect(calls[0].headers.authorization).toBeUndefined();
  expect(useSession.getState().token).toBe('tok-luis');
  expect(useSession.getState().user?.points).toBe(300);
});

test('a failed login throws the server message and does not end any session through the 401 handler', async () => {
  installFakeApi({
    'POST /api/login': { status: 401, body: { message: 'Usuario o contraseña incorrectos', detail: 'Usuario o contraseña incorrectos', statusCode: 401 } },
  });
  const handler = jest.fn();
  setUnauthorizedHandler(handler);
  await expect(login('1234567', 'mala')).rejects.toEqual(new ApiError(401, 'Usuario o contraseña incorrectos'));
  expect(handler).not.toHaveBeenCalled();
});

test('a 200 login answer with only a message is an error too (SPEC 7)', async () => {
  installFakeApi({ 'POST /api/login': { body: { message: 'Usuario inactivo' } } });
  await expect(login('1234567', 'x')).rejects.toThrow('Usuario inactivo');
  expect(useSession.getState().token).toBeNull();
});

test('recoverPassword sends identification, email and client values; the notice mentions the temporary password', async () => {
  const calls = installFakeApi({ 'POST /api/users/recover': { body: { message: 'success' } } });
  const notice = await recoverPassword('1234567', 'luis@example.com');
  expect(notice).toMatch(/contraseña temporal/);
  expect(calls[0].body).toMatchObject({ identification_number: '1234567', email: 'luis@example.com', client_id: 'test-client' });
});

test('recoverPassword throws the detail of a message error', async () => {
  installFakeApi({ 'POST /api/users/recover': { body: { message: 'error', detail: 'No existe un usuario con esos datos' } } });
  await expect(recoverPassword('1234567', 'x@y.co')).rejects.toThrow('No existe un usuario con esos datos');
});

test('checkSession refreshes the saved user and the expiry', async () => {
  installFakeApi({ 'GET /api/session': { body: { user: { ...loginUser, points: 999, access_token: undefined }, expires_at: '2031-01-01T00:00:00Z' } } });
  useSession.getState().setSession(loginUser);
  const u = await checkSession();
  expect(u.points).toBe(999);
  expect(useSession.getState().user?.points).toBe(999);
  expect(useSession.getState().expiresAt).toBe('2031-01-01T00:00:00Z');
});

test('a 5xx or no answer on the session check keeps the session; only a 401 or 403 refuses it', async () => {
  const handler = jest.fn();
  setUnauthorizedHandler(handler);
  useSession.getState().setSession(loginUser);
  const failure = (reply: () => FakeReply) => {
    installFakeApi({ 'GET /api/session': reply });
    return checkSession().catch((e: unknown) => e);
  };
  for (const status of [500, 502, 503, 504]) {
    const err = await failure(() => ({ status, body: { message: 'error', statusCode: status } }));
    expect(sessionRefused(err)).toBe(false);
  }
  const dropped = await failure(() => {
    // what fetch throws when the server cannot be reached
    throw new TypeError('Failed to fetch');
  });
  expect(dropped).toMatchObject({ status: 0 });
  expect(sessionRefused(dropped)).toBe(false);
  // a 200 without the user (a proxy's page) says nothing about the session either
  expect(sessionRefused(await failure(() => ({ body: '<html>' })))).toBe(false);
  expect(useSession.getState().token).toBe('tok-luis');
  expect(handler).not.toHaveBeenCalled();

  expect(sessionRefused(await failure(() => ({ status: 403, body: { message: 'error', statusCode: 403 } })))).toBe(true);
  expect(sessionRefused(await failure(() => ({ status: 401, body: { message: 'error', statusCode: 401 } })))).toBe(true);
  expect(handler).toHaveBeenCalledTimes(1);
  expect(useSession.getState().token).toBeNull();
});

test('checkSession without a token fails without calling the server', async () => {
  const calls = installFakeApi({});
  await expect(checkSession()).rejects.toBeInstanceOf(ApiError);
  expect(calls).toHaveLength(0);
});

test('logout on a fresh page waits for the stored session, then revokes that token', async () => {
  const calls = installFakeApi({ 'POST /api/logout': { body: { message: 'success' } } });
  useSession.setState({ hydrated: false, token: null, user: null });
  const done = logout();
  await Promise.resolve();
  expect(calls).toHaveLength(0);
  useSession.setState({ token: 'tok-stored', hydrated: true }); // IndexedDB answered
  await done;
  expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/logout', headers: { authorization: 'Bearer tok-stored' } });
  expect(useSession.getState().token).toBeNull();
});

test('logout revokes on the server with the bearer and clears, even when the server fails', async () => {
  const calls = installFakeApi({ 'POST /api/logout': { body: { message: 'success' } } });
  useSession.getState().setSession(loginUser);
  await logout();
  expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/logout', headers: { authorization: 'Bearer tok-luis' } });
  expect(useSession.getState().token).toBeNull();

  installFakeApi({ 'POST /api/logout': { status: 500, body: { message: 'error', detail: 'Error interno', statusCode: 500 } } });
  useSession.getState().setSession(loginUser);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await logout();
  expect(useSession.getState().token).toBeNull();
  warn.mockRestore();
});

describe('the session check sent early', () => {
  const answer = (points: number) => ({ body: { user: { ...loginUser, points, access_token: undefined }, expires_at: '2031-01-01T00:00:00Z' } });

  test('the layout\'s first check takes the answer of the one sent at the start; a later check asks again', async () => {
    const calls = installFakeApi({ 'GET /api/session': answer(500) });
    useSession.getState().setSession(loginUser);
    sendSessionCheckEarly();
    sendSessionCheckEarly();
    expect((await checkSession()).points).toBe(500);
    expect(calls).toHaveLength(1);
    await checkSession();
    expect(calls).toHaveLength(2);
  });

  test('a check sent for another session is not taken: after a new login the new token is asked about', async () => {
    const calls = installFakeApi({ 'GET /api/session': answer(500) });
    useSession.getState().setSession(loginUser);
    sendSessionCheckEarly();
    await waitFor(() => expect(calls).toHaveLength(1));
    useSession.getState().setSession({ ...loginUser, access_token: 'tok-nuevo' });
    await checkSession();
    expect(calls.map((c) => c.headers.authorization)).toEqual([`Bearer ${loginUser.access_token}`, 'Bearer tok-nuevo']);
  });

  test('a refused early check is the layout\'s answer too (the session is over)', async () => {
    installFakeApi({ 'GET /api/session': { status: 401, body: { message: 'error', detail: 'Sesión vencida', statusCode: 401 } } });
    useSession.getState().setSession(loginUser);
    sendSessionCheckEarly();
    await expect(checkSession()).rejects.toBeTruthy();
  });
});
