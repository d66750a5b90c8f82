// Test helper for every remote (import from '@portal/shared-auth/src/render-remote' in tests only):
// a remote's routes at `path`, mounted at /admin/* as the shell mounts them, inside the theme and
// a data layer of their own (a fresh cache per render, no retries, so one test never sees another's
// answers and a refused read fails at once).
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderUi } from '@portal/shared-ui/src/test-utils';
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
