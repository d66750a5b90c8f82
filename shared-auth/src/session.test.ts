import { get, set, del } from 'idb-keyval';
import type { LoginUser } from '@portal/contract';
import { SESSION_STORAGE_KEY, sessionSaved, useSession, whenHydrated } from './session';

const user: LoginUser = {
  id: 7, name: 'Ana Pérez', image: '/uploads/ana.png', points: 1200, profiles_id: 2,
  identification_number: '1020304050', email: 'ana@example.com',
  access_token: 'tok-123', expires_at: '2030-01-01T00:00:00.000Z',
};

async function stored(): Promise<{ state: { user: unknown; token: unknown } } | undefined> {
  const raw = await get<string>(SESSION_STORAGE_KEY);
  return raw ? JSON.parse(raw) : undefined;
}

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('timed out');
}

afterEach(async () => {
  useSession.getState().clear();
  await del(SESSION_STORAGE_KEY);
});

test('setSession keeps the token and the saved user (not the token twice) in IndexedDB', async () => {
  await whenHydrated();
  useSession.getState().setSession(user);
  const saved = await waitFor(stored, (v) => v?.state.token === 'tok-123');
  expect(saved?.state.user).toEqual({
    id: 7, name: 'Ana Pérez', image: '/uploads/ana.png', points: 1200, profiles_id: 2,
    identification_number: '1020304050', email: 'ana@example.com',
  });
  expect(JSON.stringify(saved)).not.toContain('hydrated');
});

test('sessionSaved resolves only once the change is in IndexedDB (a reload right after login finds it)', async () => {
  await whenHydrated();
  useSession.getState().setSession(user);
  await sessionSaved();
  expect((await stored())?.state.token).toBe('tok-123');
  useSession.getState().clear();
  await sessionSaved();
  expect((await stored())?.state.token).toBeNull();
});

test('a fresh page (new module instance) reads the session back and flags hydrated', async () => {
  await set(
    SESSION_STORAGE_KEY,
    JSON.stringify({ state: { user: { ...user, access_token: undefined }, token: 'tok-xyz', expiresAt: null }, version: 0 }),
  );
  let fresh: typeof import('./session') | undefined;
  jest.isolateModules(() => {
    fresh = require('./session');
  });
  const mod = fresh!;
  expect(mod.useSession.getState().hydrated).toBe(false);
  await mod.whenHydrated();
  expect(mod.useSession.getState().token).toBe('tok-xyz');
  expect(mod.useSession.getState().user?.name).toBe('Ana Pérez');
});

test('clear removes the session from IndexedDB; setPoints updates the balance', async () => {
  await whenHydrated();
  useSession.getState().setSession(user);
  useSession.getState().setPoints(50);
  expect(useSession.getState().user?.points).toBe(50);
  useSession.getState().clear();
  const saved = await waitFor(stored, (v) => v?.state.token === null);
  expect(saved?.state.user).toBeNull();
});

test("setImage changes the saved user's photo (Mi Perfil), and does nothing without a session", async () => {
  await whenHydrated();
  useSession.getState().setImage('/uploads/users/new.png?expires=1&signature=x');
  expect(useSession.getState().user).toBeNull();

  useSession.getState().setSession(user);
  useSession.getState().setImage('/uploads/users/new.png?expires=1&signature=x');
  expect(useSession.getState().user).toEqual(expect.objectContaining({ id: 7, points: 1200, image: '/uploads/users/new.png?expires=1&signature=x' }));
  const saved = await waitFor(stored, (v) => (v?.state.user as { image?: string } | null)?.image === '/uploads/users/new.png?expires=1&signature=x');
  expect(saved?.state.token).toBe('tok-123');
});
