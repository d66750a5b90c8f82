import { PROFILE } from '@portal/contract';
import { canOpen, menuFor, PORTAL_ROUTES, routeOwner, routeTitle, type MenuItem } from './routes';
import { AUTH_ROUTES, authMenu, authRouteTitle } from './auth-routes';

/** What a person sees in the sidebar: visible labels, groups as 'Group > Child'. */
function visible(items: MenuItem[]): string[] {
  return items.flatMap((i) =>
    i.kind === 'group'
      ? i.children.filter((c) => !c.hidden).map((c) => `${i.label} > ${c.label}`)
      : i.hidden ? [] : [i.label],
  );
}
function hidden(items: MenuItem[]): string[] {
  return items.flatMap((i) => (i.kind === 'group' ? i.children : [i])).filter((l) => l.hidden).map((l) => l.label);
}

describe('menuFor (SPEC 2.4, SPEC 6)', () => {
  test.each([2, 3, 7])('participant profile %i: sales group, catalogue, redemptions, contact, politics', (profile) => {
    const menu = menuFor(profile);
    expect(visible(menu)).toEqual([
      'Ventas > Ingresar Venta',
      'Ventas > Lista de Ventas',
      'Catálogo de Productos',
      'Lista Redenciones',
      'Contáctanos',
      'Políticas Y Condiciones',
    ]);
    expect(hidden(menu)).toEqual(['Detalle de Factura', 'Registrar Usuario', 'Redimir Producto']);
    const paths = menu.flatMap((i) => (i.kind === 'group' ? i.children : [i])).map((l) => l.path);
    expect(paths).toEqual([
      '/admin/register-sale', '/admin/invoices-list', '/admin/invoice-details/:id', '/admin/products',
      '/admin/redeem-list', '/admin/contact', '/admin/politics', '/auth/register-page', '/admin/redeem-product/:id',
    ]);
  });

  test.each([PROFILE.APPROVER, PROFILE.BUYER])('staff profile %i: the redeem menu only', (profile) => {
    const menu = menuFor(profile);
    expect(visible(menu)).toEqual(['Lista Redenciones']);
    expect(hidden(menu)).toEqual(['Ver Solicitud', 'Detalle de Factura']);
  });

  test('administrator (profile 1): home, entity groups with list and create, sales, redemptions, reports', () => {
    const menu = menuFor(PROFILE.ADMIN);
    expect(menu.filter((i) => i.kind === 'group' || !i.hidden).map((i) => i.label)).toEqual([
      'Inicio', 'Slides', 'Usuarios', 'Ciudades', 'Sucursales', 'Perfiles', 'Marcas', 'Diseños', 'Llantas',
      'Categorías', 'Productos', 'Ventas', 'Lista Redenciones', 'Reportes',
    ]);
    expect(visible(menu)).toEqual([
      'Inicio',
      'Slides > Lista de Slides', 'Slides > Crear Slide',
      'Usuarios > Lista de Usuarios', 'Usuarios > Registrar Usuario',
      'Ciudades > Lista de Ciudades', 'Ciudades > Crear Ciudad',
      'Sucursales > Lista de Sucursales', 'Sucursales > Crear Sucursal',
      'Perfiles > Lista de Perfiles', 'Perfiles > Crear Perfil',
      'Marcas > Lista de Marcas', 'Marcas > Crear Marca',
      'Diseños > Lista de Diseños', 'Diseños > Crear Diseño',
      'Llantas > Lista de Llantas', 'Llantas > Crear Llanta',
      'Categorías > Lista de Categorias', 'Categorías > Crear Categoría',
      'Productos > Lista de Productos', 'Productos > Crear Producto',
      'Ventas > Lista de Ventas',
      'Lista Redenciones',
      'Reportes > Puntos', 'Reportes > Facturas', 'Reportes > Auditoría',
    ]);
    const usuarios = menu.find((i) => i.label === 'Usuarios');
    expect(usuarios?.kind === 'group' && usuarios.children[1].path).toBe('/admin/create-user');
    expect(hidden(menu)).toContain('Editar Ciudad');
  });

  test.each([null, undefined])('no profile (%s): the auth menu', (profile) => {
    const menu = menuFor(profile);
    expect(visible(menu)).toEqual(['Iniciar Sesión', 'Registrarse', 'Recuperar Contraseña']);
    expect(hidden(menu)).toEqual([]);
  });
});

describe('routeOwner', () => {
  test.each([
    ['/admin/edit-city/7', 'admin'],
    ['/admin/list-cities', 'admin'],
    ['/admin/points', 'admin'],
    ['/admin/products', 'participant'],
    ['/admin/redeem-product/12', 'participant'],
    ['/admin/redeem-list', 'review'],
    ['/admin/confirm-redeem/3/', 'review'],
    ['/admin/home', 'shell'],
    ['/auth/login-page', 'shell'],
    ['/rtl', 'shell'],
    ['/rtl/anything', 'shell'],
  ])('%s -> %s', (path, owner) => {
    expect(routeOwner(path)).toBe(owner);
  });

  test.each(['/admin/edit-city', '/admin/edit-city/7/extra', '/admin/nope', '/elsewhere'])('%s has no owner', (path) => {
    expect(routeOwner(path)).toBeNull();
  });

  test('titles come from the same table', () => {
    expect(routeTitle('/admin/edit-city/7')).toBe('Editar Ciudad');
    expect(routeTitle('/admin/politics')).toBe('Políticas Y Condiciones');
  });
});

describe('canOpen (SPEC 6)', () => {
  test('a participant cannot open administrator screens, an administrator can', () => {
    expect(canOpen(2, '/admin/list-cities')).toBe(false);
    expect(canOpen(PROFILE.ADMIN, '/admin/list-cities')).toBe(true);
  });
  test('approver and buyer open the redemption review; a participant does not', () => {
    expect(canOpen(PROFILE.APPROVER, '/admin/confirm-redeem/4')).toBe(true);
    expect(canOpen(PROFILE.BUYER, '/admin/confirm-redeem/4')).toBe(true);
    expect(canOpen(2, '/admin/confirm-redeem/4')).toBe(false);
  });
  test('everyone with a session opens home, politics and their profile; without one only /auth', () => {
    for (const p of [1, 2, 4, 5]) {
      expect(canOpen(p, '/admin/home')).toBe(true);
      expect(canOpen(p, '/admin/profile-user')).toBe(true);
    }
    expect(canOpen(null, '/admin/home')).toBe(false);
    expect(canOpen(null, '/auth/recovery-pass')).toBe(true);
  });
  test('an unknown path cannot be opened', () => {
    expect(canOpen(PROFILE.ADMIN, '/admin/unknown')).toBe(false);
  });
});

describe('the auth part of the table (issue 12: the login page carries only it)', () => {
  test('authMenu is the menu of no profile', () => {
    expect(authMenu()).toEqual(menuFor(null));
    expect(authMenu().map((i) => i.label)).toEqual(['Iniciar Sesión', 'Registrarse', 'Recuperar Contraseña']);
  });

  test.each(['/auth/login-page', '/auth/register-page', '/auth/recovery-pass', '/auth/logout-page', '/auth/unknown'])(
    'authRouteTitle(%s) is routeTitle',
    (path) => expect(authRouteTitle(path)).toBe(routeTitle(path)),
  );

  test('PORTAL_ROUTES starts with AUTH_ROUTES', () => {
    expect(PORTAL_ROUTES.slice(0, AUTH_ROUTES.length)).toEqual(AUTH_ROUTES);
  });
});
