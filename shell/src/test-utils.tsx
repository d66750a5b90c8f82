// Test helpers of the shell (not part of the app): the whole route tree in a memory router, with a
// fake remote loader (the one seam to Module Federation) and the fake api of shared-auth.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { LoginUser, RemoteName } from '@portal/contract';
import { useSession, whenHydrated } from '@portal/shared-auth';
import { installFakeApi, type FakeRoutes } from '@portal/shared-auth/src/testing';
import { TestDataProvider } from '@portal/shared-auth/src/render-remote';
import { PortalThemeProvider } from '@portal/shared-ui';
import { AppRoutes } from './AppRoutes';
import { RemoteLoaderProvider, type RemoteLoader } from './remotes/RemoteLoaderContext';

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

export function renderShell(path: string, { loader = workingLoader, api = {} as FakeRoutes } = {}) {
  const calls = installFakeApi(api);
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
 * A first-screen app (home-app, products-app) as its entry renders it, at `path`: it brings its own
 * data provider, theme and browser router. `openPage` records the addresses it opens as new pages.
 * Put the address back with `window.history.replaceState` after the test.
 */
export function renderFirstScreen(path: string, App: ComponentType<{ openPage?: (path: string) => void }>, api: FakeRoutes) {
  window.history.replaceState(null, '', path);
  const calls = installFakeApi(api);
  const open = jest.fn();
  render(<App openPage={open} />);
  return { calls, open, user: userEvent.setup() };
}
