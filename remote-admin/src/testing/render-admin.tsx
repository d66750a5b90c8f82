// Test helper: the admin remote's routes at `path`, mounted at /admin/* as the shell mounts them.
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderUi } from '@portal/shared-ui/src/test-utils';
import AdminRoutes from '../routes';

export function renderAdmin(path: string, options: { advanceTimers?: (ms: number) => void } = {}) {
  return renderUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
      </Routes>
    </MemoryRouter>,
    options,
  );
}
