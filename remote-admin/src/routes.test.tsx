import { screen, within } from '@testing-library/react';
import { installFakeApi } from '@portal/shared-auth/testing';
import { renderAdmin } from './testing/render-admin';
import { menuOf, menuOrderProblems, readRemoteScreens } from '@portal/contract';
import { components } from './routes';
import { screens } from './screens';

test.each([
  // the reports and the audit log are real; no admin route shows the placeholder
  ['/admin/points', 'Reporte de Puntos', 'GET /api/reports/invoiceByUser', 'No hay participantes registrados'],
  ['/admin/invoices', 'Reporte de Facturas', 'GET /api/reports/invoices/full', 'No hay facturas registradas'],
  ['/admin/audit-log', 'Registro de Auditoría', 'GET /api/audit', 'No hay registros de auditoría'],
])('%s, a report screen, is real, not a placeholder', async (path, title, route, empty) => {
  installFakeApi({ [route]: { body: { rows: [], total: 0 } } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAdmin(path);
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(await screen.findByText(empty)).toBeInTheDocument();
  jest.restoreAllMocks();
});

test("/admin/invoices-list shows the administrator every invoice on the api's pages, not the participant's own list", async () => {
  const calls = installFakeApi({
    'GET /api/invoice/all': { body: { rows: [], total: 0 } },
    'GET /api/subsidiary': { body: [] },
  });
  renderAdmin('/admin/invoices-list');
  expect(await screen.findByRole('heading', { name: 'Lista de Ventas' })).toBeInTheDocument();

  const table = await screen.findByRole('table', { name: 'Lista de Ventas' });
  expect(within(table).getByRole('columnheader', { name: 'Participante' })).toBeInTheDocument();
  expect(within(table).getByText('No hay ventas registradas')).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Filtrar ventas' })).toBeInTheDocument();
  // the list contract's first page, not the participant's plain list
  expect(calls.find((c) => c.path === '/api/invoice/all')?.query).toEqual({ page: '1', pageSize: '10', sort: '-created' });
});

test('the tire list is real, not a placeholder', async () => {
  installFakeApi({ 'GET /api/tire': { body: { rows: [], total: 0 } }, 'GET /api/profiles/all': { body: [] } });
  renderAdmin('/admin/list-tires');
  expect(await screen.findByText('No hay llantas registradas')).toBeInTheDocument();
});

test('the city screens are real, not placeholders', async () => {
  installFakeApi({ 'GET /api/city': { body: { rows: [], total: 0 } } });
  renderAdmin('/admin/list-cities');
  expect(await screen.findByText('No hay ciudades registradas')).toBeInTheDocument();
});

test.each([
  // the branch, profile and user lists are real, not placeholders
  ['/admin/list-subsidiaries', 'GET /api/subsidiary', 'No hay sucursales registradas'],
  ['/admin/profiles-list', 'GET /api/profiles/all', 'No hay perfiles'],
  ['/admin/list-users', 'GET /api/users/all', 'No hay usuarios'],
])('%s, an administration list, is real, not a placeholder', async (path, route, empty) => {
  installFakeApi({ [route]: { body: { rows: [], total: 0 } } });
  renderAdmin(path);
  expect(await screen.findByText(empty)).toBeInTheDocument();
});

// The screens this remote declares are what the shell routes and draws in the menus; each
// needs a component here, and the build refuses a list the shell would refuse.
test('every declared screen has a component, and every component a declaration', () => {
  expect(Object.keys(components).sort()).toEqual(screens.map((s) => s.path).sort());
});

test('the declared list is one the shell accepts', () => {
  expect(readRemoteScreens('admin', { remote: 'admin', release: 'test', screens })).toEqual({ ok: true, value: { remote: 'admin', release: 'test', screens } });
});

test("every menu entry is in this remote's own order numbers (contract MENU_ORDERS)", () => {
  expect(menuOrderProblems('admin', screens)).toEqual([]);
});

test("the administrator's menu part of SPEC 2.4: the entity groups with list and create, Ventas, the reports; edits hidden", () => {
  const menu = menuOf(screens, 'admin');
  expect(menu.map((i) => i.label)).toEqual(['Slides', 'Usuarios', 'Ciudades', 'Sucursales', 'Perfiles', 'Marcas', 'Diseños', 'Llantas', 'Categorías', 'Productos', 'Ventas', 'Reportes']);
  const visible = menu.flatMap((i) => (i.kind === 'group' ? i.children : [i])).filter((l) => !l.hidden).map((l) => l.label);
  expect(visible).toEqual([
    'Lista de Slides', 'Crear Slide', 'Lista de Usuarios', 'Registrar Usuario', 'Lista de Ciudades', 'Crear Ciudad',
    'Lista de Sucursales', 'Crear Sucursal', 'Lista de Perfiles', 'Crear Perfil', 'Lista de Marcas', 'Crear Marca',
    'Lista de Diseños', 'Crear Diseño', 'Lista de Llantas', 'Crear Llanta', 'Lista de Categorias', 'Crear Categoría',
    'Lista de Productos', 'Crear Producto', 'Lista de Ventas', 'Puntos', 'Facturas', 'Auditoría',
  ]);
  // the administrator's 'Lista de Ventas' (every invoice) is here, at its place in the menu (order 120, 'Ventas')
  const ventas = menu.find((i) => i.label === 'Ventas');
  expect(ventas?.kind === 'group' && ventas.children.map((c) => [c.label, c.path])).toEqual([['Lista de Ventas', '/admin/invoices-list']]);
  expect(screens.find((s) => s.path === '/admin/invoices-list')?.menu).toEqual({ admin: { order: 120, group: 'Ventas' } });
  expect(menuOf(screens, 'participant')).toEqual([]);
  expect(menuOf(screens, 'staff')).toEqual([]);
  expect(screens.every((s) => s.roles !== 'public' && s.roles.length === 1 && s.roles[0] === 'admin')).toBe(true);
});
