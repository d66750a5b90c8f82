import { screen } from '@testing-library/react';
import { PORTAL_ROUTES } from '@portal/shared-auth';
import { installFakeApi } from '@portal/shared-auth/src/testing';
import { renderAdmin } from './testing/render-admin';

test('every admin route of the team brief is mounted by this remote', () => {
  const admin = PORTAL_ROUTES.filter((r) => r.owner === 'admin').map((r) => r.path);
  expect(admin).toEqual(expect.arrayContaining(['/admin/list-cities', '/admin/create-city', '/admin/edit-city/:id', '/admin/list-brands', '/admin/invoices']));
});

test.each([
  // issue 11: the reports and the audit log are real; no admin route shows the placeholder any more
  ['/admin/points', 'Reporte de Puntos', 'GET /api/reports/invoiceByUser', 'No hay participantes registrados'],
  ['/admin/invoices', 'Reporte de Facturas', 'GET /api/reports/invoices/full', 'No hay facturas registradas'],
  ['/admin/audit-log', 'Registro de Auditoría', 'GET /api/audit', 'No hay registros de auditoría'],
])('%s is real, not a placeholder (issue 11)', async (path, title, route, empty) => {
  installFakeApi({ [route]: { body: { rows: [], total: 0 } } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAdmin(path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(await screen.findByText(empty)).toBeInTheDocument();
  expect(screen.queryByText('Pantalla en construcción')).not.toBeInTheDocument();
  jest.restoreAllMocks();
});

test('the tire list is real, not a placeholder (issue 9)', async () => {
  installFakeApi({ 'GET /api/tire': { body: { rows: [], total: 0 } }, 'GET /api/profiles/all': { body: [] } });
  renderAdmin('/admin/list-tires');
  expect(await screen.findByText('No hay llantas registradas')).toBeInTheDocument();
  expect(screen.queryByText('Pantalla en construcción')).not.toBeInTheDocument();
});

test('the city screens are real, not placeholders', async () => {
  installFakeApi({ 'GET /api/city': { body: { rows: [], total: 0 } } });
  renderAdmin('/admin/list-cities');
  expect(await screen.findByText('No hay ciudades registradas')).toBeInTheDocument();
  expect(screen.queryByText('Pantalla en construcción')).not.toBeInTheDocument();
});

test.each([
  // issue 10: the branch and profile lists are real, not placeholders
  ['/admin/list-subsidiaries', 'GET /api/subsidiary', 'No hay sucursales registradas'],
  ['/admin/profiles-list', 'GET /api/profiles/all', 'No hay perfiles'],
  ['/admin/list-users', 'GET /api/users/all', 'No hay usuarios'],
])('%s is real, not a placeholder (issue 10)', async (path, route, empty) => {
  installFakeApi({ [route]: { body: { rows: [], total: 0 } } });
  renderAdmin(path);
  expect(await screen.findByText(empty)).toBeInTheDocument();
  expect(screen.queryByText('Pantalla en construcción')).not.toBeInTheDocument();
});
