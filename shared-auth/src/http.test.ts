import type { LoginUser } from '@portal/contract';
import { installFakeApi } from './testing';
import { http, setUnauthorizedHandler } from './http';
import { useSession } from './session';
import { ApiError, errorText } from './errors';
import { appKeyHeaders, assetUrl } from './config';

const user: LoginUser = {
  id: 1, name: 'Admin', image: null, points: 0, profiles_id: 1,
  identification_number: '900100', email: 'admin@example.com', access_token: 'tok-abc', expires_at: '2030-01-01T00:00:00Z',
};

afterEach(() => {
  useSession.getState().clear();
  setUnauthorizedHandler(() => undefined);
});

test('every call carries the session token as a bearer (SPEC 6)', async () => {
  const calls = installFakeApi({ 'GET /api/city': { body: [] } });
  useSession.getState().setSession(user);
  await http.get('/api/city');
  expect(calls[0].headers.authorization).toBe('Bearer tok-abc');
});

test('without a session no Authorization header is sent', async () => {
  const calls = installFakeApi({ 'GET /api/city': { body: [] } });
  await http.get('/api/city');
  expect(calls[0].headers.authorization).toBeUndefined();
});

test('a 401 clears the session and calls the handler the shell set', async () => {
  installFakeApi({ 'GET /api/city': { status: 401, body: { message: 'error', detail: 'Sesión vencida', statusCode: 401 } } });
  useSession.getState().setSession(user);
  const handler = jest.fn();
  setUnauthorizedHandler(handler);
  const err = await http.get('/api/city').catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).status).toBe(401);
  expect(errorText(err)).toBe('Sesión vencida');
  expect(useSession.getState().token).toBeNull();
  expect(handler).toHaveBeenCalledTimes(1);
});

test('other errors keep the session and give the server detail in Spanish', async () => {
  installFakeApi({ 'POST /api/city': { status: 400, body: { message: 'error', detail: 'El nombre ya existe', statusCode: 400 } } });
  useSession.getState().setSession(user);
  const handler = jest.fn();
  setUnauthorizedHandler(handler);
  const err = await http.post('/api/city', { name: 'Cali' }).catch((e: unknown) => e);
  expect(errorText(err)).toBe('El nombre ya existe');
  expect(useSession.getState().token).toBe('tok-abc');
  expect(handler).not.toHaveBeenCalled();
});

test('a body without a readable text and a plain error give the generic Spanish text', async () => {
  installFakeApi({ 'GET /api/city': { status: 500, body: { message: 'error' } } });
  const err = await http.get('/api/city').catch((e: unknown) => e);
  expect(errorText(err)).toBe('Ocurrió un error inesperado. Inténtelo de nuevo.');
  expect(errorText(new TypeError('x'))).toBe('Ocurrió un error inesperado. Inténtelo de nuevo.');
});

test('appKeyHeaders and assetUrl follow the runtime config', () => {
  installFakeApi({}, {
    remotes: { participant: '', admin: '', review: '' }, apiBaseUrl: 'https://api.example.test/',
    clientId: 'c', clientSecret: 's', appKey: 'k-1', contactUrl: '',
  });
  expect(appKeyHeaders()).toEqual({ 'x-app-key': 'k-1' });
  expect(assetUrl('/uploads/a.png')).toBe('https://api.example.test/uploads/a.png');
  expect(assetUrl('uploads/a.png')).toBe('https://api.example.test/uploads/a.png');
  expect(assetUrl('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
  expect(assetUrl(null)).toBeNull();
  expect(assetUrl('')).toBeNull();
  expect(http.defaults.baseURL).toBe('https://api.example.test/');
});
