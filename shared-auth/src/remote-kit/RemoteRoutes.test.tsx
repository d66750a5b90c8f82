import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderUi } from '@portal/shared-ui/src/test-utils';
import { RemoteRoutes } from './RemoteRoutes';

function renderAt(path: string, buildLabel?: string) {
  return renderUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<RemoteRoutes owner="admin" screens={{ '/admin/list-cities': () => <h2>Ciudades reales</h2> }} buildLabel={buildLabel} />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('a built screen is mounted at its path, relative to /admin', () => {
  renderAt('/admin/list-cities');
  expect(screen.getByRole('heading', { name: 'Ciudades reales' })).toBeInTheDocument();
  expect(screen.queryByText('Pantalla en construcción')).not.toBeInTheDocument();
});

test("a route of the remote without a screen shows its title and 'Pantalla en construcción'", () => {
  renderAt('/admin/edit-brand/3');
  expect(screen.getByRole('heading', { name: 'Editar Marca' })).toBeInTheDocument();
  expect(screen.getByText('Pantalla en construcción')).toBeInTheDocument();
});

test("a route of another remote is not this remote's to show", () => {
  renderAt('/admin/redeem-list');
  expect(screen.queryByText('Pantalla en construcción')).not.toBeInTheDocument();
});

test('the footer names the module and its build label, so a redeploy is visible', () => {
  renderAt('/admin/list-cities', '2026-11-21 10:00');
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Módulo administración · versión 2026-11-21 10:00');
});
