import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@portal/shared-auth/testing';
import { renderAdmin } from './testing/render-admin';
import { findIn, matchesPath, menuOf, menuOrderProblems, readRemoteScreens, readsAfter, screenReads } from '@portal/contract';
import { declaredAndSentReads, readText, renderRemote } from '@portal/shared-auth/render-remote';
import AdminRoutes, { components } from './routes';
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

// The reads each screen declares are sent by the shell on a first load of its address, into
// the entries the screen then reads: they must be exactly what the screen sends as it opens.
/** the screens that read as they open, each at an address and for a profile that may open it */
const OPENED: Array<[path: string, profile: number]> = [
  ['/admin/list-slides', 1],
  ['/admin/list-users', 1],
  ['/admin/create-user', 1],
  ['/admin/edit-users/5', 1],
  ['/admin/list-cities', 1],
  ['/admin/edit-city/5', 1],
  ['/admin/list-subsidiaries', 1],
  ['/admin/create-subsidiary', 1],
  ['/admin/edit-subsidiary/5', 1],
  ['/admin/profiles-list', 1],
  ['/admin/edit-profile/5', 1],
  ['/admin/list-brands', 1],
  ['/admin/edit-brand/5', 1],
  ['/admin/list-designs', 1],
  ['/admin/create-design', 1],
  ['/admin/edit-design/5', 1],
  ['/admin/list-tires', 1],
  ['/admin/create-tire', 1],
  ['/admin/edit-tire/5', 1],
  ['/admin/list-categories', 1],
  ['/admin/edit-category/5', 1],
  ['/admin/list-products', 1],
  ['/admin/create-product', 1],
  ['/admin/edit-product/5', 1],
  ['/admin/invoices-list', 1],
  ['/admin/points', 1],
  ['/admin/invoices', 1],
  ['/admin/audit-log', 1],
];

describe('each screen declares the reads it sends as it opens', () => {
  it.each(OPENED)('%s (profile %i)', async (path, profile) => {
    const { declared, sent } = await declaredAndSentReads(AdminRoutes, screens, path, profile);
    expect(declared.length).toBeGreaterThan(0);
    expect(sent).toEqual(declared);
  });

  // a screen that reads nothing as it opens (a new one, before its first read) needs no row
  test('every screen that declares reads is in the list above', () => {
    for (const s of screens.filter((declared) => declared.reads?.length)) {
      expect({ path: s.path, listed: OPENED.some(([path]) => matchesPath(s.path, path)) }).toEqual({ path: s.path, listed: true });
    }
  });
});

// An edit screen draws its form (and the design's tires, the user's ledger) once its record is in:
// those reads are declared as the record read's `then`, and must be exactly what the screen sends next.
/** one answer every edit screen here can draw: its own id 5, a name, a version and the fields its form reads */
const RECORD = {
  id: 5, name: 'Registro', version: 1, brand_id: 2, cities_id: 3, profiles_id: 2, subsidiaries_id: 4, category_id: 1,
  email: 'laura@example.com', identification_type: 'CC', identification_number: '1012345678', state: 'active', points: 0,
  price: 100, description: 'Descripción', image: null, tire_points_by_profile: [],
};

describe("each edit screen declares the reads that follow its record's answer", () => {
  /** the edit screens: their record read is the one with the path's ':id' */
  const edits = OPENED.filter(([path]) => findIn(screens, path)?.path.includes(':id'));

  it.each(edits)('%s (profile %i)', async (path) => {
    const route = findIn(screens, path)!;
    const reads = screenReads(route, path, 7);
    const records = reads.filter((_read, i) => route.reads![i].path.includes(':id'));
    const declared = [...reads, ...records.flatMap((read) => readsAfter(read, RECORD))].map(readText).sort();
    const calls = installFakeApi(Object.fromEntries(records.map((read) => [`GET ${read.path}`, { body: RECORD }])));
    const sent = () => calls.filter((c) => c.method === 'GET').map(readText).sort();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = renderRemote(AdminRoutes, path);
    await waitFor(() => expect(sent()).toEqual(declared));
    // and nothing more once the screen has drawn the record
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(records).toHaveLength(1);
    expect(sent()).toEqual(declared);
    view.unmount();
    jest.restoreAllMocks();
  });
});
