// Test helper for every remote (import from '@portal/shared-auth/render-remote' in tests only):
// a remote's routes at `path`, mounted at /admin/* as the shell mounts them, inside the theme and
// a data layer of their own (a fresh cache per render, no retries, so one test never sees another's
// answers and a refused read fails at once).
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { act, waitFor } from '@testing-library/react';
import { renderUi } from '@portal/shared-ui/test-utils';
import { findIn, screenReads, type LoginUser, type ScreenDeclaration } from '@portal/contract';
import { useSession } from './session';
import { installFakeApi } from './testing';
import { PortalDataProvider, createPortalQueryClient } from './data';

/** a fresh data layer around `children` (tests) */
export function TestDataProvider({ children }: { children: ReactNode }) {
  return <PortalDataProvider client={createPortalQueryClient({ retry: false })}>{children}</PortalDataProvider>;
}

export function renderRemote(RemoteRoutes: ComponentType, path: string, options: { advanceTimers?: (ms: number) => void } = {}) {
  return renderUi(
    <TestDataProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<RemoteRoutes />} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
    options,
  );
}

/**
 * The api reads a remote's screen sends as it opens, as 'path?query' texts in order of
 * path: each answered 404, so no read that waits for another's answer follows. A screen's declared
 * `reads` (contract screenReads) are held to these in each remote's routes.test.tsx.
 */
export async function readsOnOpen(RemoteRoutes: ComponentType, path: string): Promise<string[]> {
  const calls = installFakeApi({});
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const view = renderRemote(RemoteRoutes, path);
    // the screen's lazy code, then its first render and reads, then their refusals
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    view.unmount();
  } finally {
    quiet.mockRestore();
  }
  return calls.filter((c) => c.method === 'GET').map(readText).sort();
}

/**
 * What a remote's screen at `path` declares it reads (contract screenReads) and what it
 * sends as it opens (readsOnOpen), for a person of `profilesId` (user id 7), both as readText, sorted.
 */
export async function declaredAndSentReads(RemoteRoutes: ComponentType, screens: readonly ScreenDeclaration[], path: string, profilesId: number): Promise<{ declared: string[]; sent: string[] }> {
  const person: LoginUser = {
    id: 7, name: 'Laura Gómez', image: null, points: 5000, profiles_id: profilesId,
    identification_number: '1012345678', email: 'laura@example.com', access_token: 'tok', expires_at: '2030-01-01T00:00:00Z',
  };
  useSession.getState().setSession(person);
  try {
    const route = findIn(screens, path);
    const declared = route ? screenReads(route, path, person.id).map(readText).sort() : [];
    return { declared, sent: await readsOnOpen(RemoteRoutes, path) };
  } finally {
    useSession.getState().clear();
  }
}

/** a read as 'path?query' (the query's names in order), the same for a declared read and a sent one */
export function readText(read: { path: string; params?: Record<string, unknown>; query?: Record<string, string> }): string {
  const query = Object.entries(read.query ?? read.params ?? {}).map(([k, v]) => `${k}=${String(v)}`).sort().join('&');
  return query ? `${read.path}?${query}` : read.path;
}
