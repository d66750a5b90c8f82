import { screen } from '@testing-library/react';
import { PORTAL_ROUTES } from '@portal/shared-auth';
import { installFakeApi } from '@portal/shared-auth/src/testing';
import { renderAdmin } from './testing/render-admin';

test('every admin route of the team brief is mounted by this remote', () => {
  const admin = PORTAL_ROUTES.filter((r) => r.owner === 'admin').map((r) => r.path);
  expect(admin).toEqual(expect.arrayContaining(['/admin/list-cities', '/admin/create-city', '/admin/edit-city/:id', '/admin/list-brands', '/admin/invoices']));
});

test.each([
  ['/admin/list-brands', 'Lista de Marcas'],
  ['/admin/edit-tire/4', 'Editar Llanta'],
  ['/admin/points', 'Reporte de Puntos'],
])("%s shows 'Pantalla en construcción' under its title", (path, title) => {
  installFakeApi({});
  renderAdmin(path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByText('Pantalla en construcción')).toBeInTheDocument();
});

test('the city screens are real, not placeholders', async () => {
  installFakeApi({ 'GET /api/city': { body: [] } });
  renderAdmin('/admin/list-cities');
  expect(await screen.findByText('No hay ciudades registradas')).toBeInTheDocument();
  expect(screen.queryByText('Pantalla en construcción')).not.toBeInTheDocument();
});
