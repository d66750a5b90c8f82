// Route ownership (ARCHITECTURE "Micro-frontends", team brief) and menus by profile (SPEC 2.4, SPEC 6),
// written once: the shell routes to remotes and draws the sidebar from this table.
import { roleOf, type Role } from '@portal/contract';
import { AUTH_ROUTES } from './auth-routes';
import { findIn, menuOf, type MenuItem, type MenuPlacement, type MenuSet, type PortalRoute, type RouteOwner } from './route-table';

export type { MenuGroup, MenuItem, MenuLink, MenuPlacement, MenuSet, PortalRoute, RouteOwner } from './route-table';

const ALL: readonly Role[] = ['admin', 'approver', 'buyer', 'participant'];
const ADMIN: readonly Role[] = ['admin'];
const STAFF: readonly Role[] = ['admin', 'approver', 'buyer'];

/** An admin-remote entity: list and create in its menu group, edit hidden (team brief; slides have no edit). */
function entity(
  group: string,
  order: number,
  list: [path: string, title: string],
  create: [path: string, title: string, label?: string],
  edit?: [path: string, title: string],
): PortalRoute[] {
  const route = (path: string, title: string, n: number, extra: Partial<MenuPlacement> = {}): PortalRoute => ({
    path, owner: 'admin', title, roles: ADMIN, menu: { admin: { order: order + n, group, ...extra } },
  });
  return [
    route(list[0], list[1], 0),
    route(create[0], create[1], 1, create[2] ? { label: create[2] } : {}),
    ...(edit ? [route(edit[0], edit[1], 2, { hidden: true })] : []),
  ];
}

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  // shell: /auth (SPEC 2.2) — the auth menu is the one of "no profile" (SPEC 6): auth-routes.ts
  ...AUTH_ROUTES,

  // shell: /admin pages it renders itself (SPEC 2.4)
  { path: '/admin/home', owner: 'shell', title: 'Inicio', roles: ALL, menu: { admin: { order: 0 } } },
  { path: '/admin/contact', owner: 'shell', title: 'Contáctanos', roles: ALL, menu: { participant: { order: 50 } } },
  { path: '/admin/politics', owner: 'shell', title: 'Políticas Y Condiciones', roles: ALL, menu: { participant: { order: 60 } } },
  { path: '/rtl/*', owner: 'shell', title: 'لوحة القيادة', roles: ALL },

  // participant remote
  { path: '/admin/register-sale', owner: 'participant', title: 'Ingresar Venta', roles: ['participant'], menu: { participant: { order: 10, group: 'Ventas' } } },
  {
    path: '/admin/invoices-list', owner: 'participant', title: 'Lista de Ventas', roles: ['participant', 'admin'],
    menu: { participant: { order: 11, group: 'Ventas' }, admin: { order: 120, group: 'Ventas' } },
  },
  { path: '/admin/products', owner: 'participant', title: 'Catálogo de Productos', roles: ['participant', 'admin'], menu: { participant: { order: 30 } } },
  { path: '/admin/redeem-product/:id', owner: 'participant', title: 'Redimir Producto', roles: ['participant'], menu: { participant: { order: 90, hidden: true } } },
  { path: '/admin/profile-user', owner: 'participant', title: 'Mi Perfil', roles: ALL },

  // review remote
  {
    path: '/admin/invoice-details/:id', owner: 'review', title: 'Detalle de Factura', roles: ALL,
    menu: {
      participant: { order: 12, group: 'Ventas', hidden: true },
      staff: { order: 12, hidden: true },
      admin: { order: 121, group: 'Ventas', hidden: true },
    },
  },
  {
    path: '/admin/redeem-list', owner: 'review', title: 'Lista Redenciones', roles: ALL,
    menu: { participant: { order: 40 }, staff: { order: 10 }, admin: { order: 130 } },
  },
  {
    path: '/admin/confirm-redeem/:id', owner: 'review', title: 'Ver Solicitud', roles: STAFF,
    menu: { staff: { order: 11, hidden: true }, admin: { order: 131, hidden: true } },
  },

  // admin remote (SPEC 2.4-2.8)
  ...entity('Slides', 10, ['/admin/list-slides', 'Lista de Slides'], ['/admin/create-slide', 'Ingresar Slide', 'Crear Slide']),
  ...entity('Usuarios', 20, ['/admin/list-users', 'Lista de Usuarios'], ['/admin/create-user', 'Registrar Usuario'], ['/admin/edit-users/:id', 'Editar Usuario']),
  ...entity('Ciudades', 30, ['/admin/list-cities', 'Lista de Ciudades'], ['/admin/create-city', 'Crear Ciudad'], ['/admin/edit-city/:id', 'Editar Ciudad']),
  ...entity('Sucursales', 40, ['/admin/list-subsidiaries', 'Lista de Sucursales'], ['/admin/create-subsidiary', 'Crear Sucursal'], ['/admin/edit-subsidiary/:id', 'Editar Sucursal']),
  ...entity('Perfiles', 50, ['/admin/profiles-list', 'Lista de Perfiles'], ['/admin/create-profile', 'Crear Perfil'], ['/admin/edit-profile/:id', 'Editar Perfil']),
  ...entity('Marcas', 60, ['/admin/list-brands', 'Lista de Marcas'], ['/admin/create-brand', 'Crear Marca'], ['/admin/edit-brand/:id', 'Editar Marca']),
  ...entity('Diseños', 70, ['/admin/list-designs', 'Lista de Diseños'], ['/admin/create-design', 'Crear Diseño'], ['/admin/edit-design/:id', 'Editar Diseño']),
  ...entity('Llantas', 80, ['/admin/list-tires', 'Lista de Llantas'], ['/admin/create-tire', 'Crear Llanta'], ['/admin/edit-tire/:id', 'Editar Llanta']),
  ...entity('Categorías', 90, ['/admin/list-categories', 'Lista de Categorias'], ['/admin/create-category', 'Crear Categoría'], ['/admin/edit-category/:id', 'Editar Categoría']),
  ...entity('Productos', 100, ['/admin/list-products', 'Lista de Productos'], ['/admin/create-product', 'Ingresar Producto', 'Crear Producto'], ['/admin/edit-product/:id', 'Editar Producto']),
  { path: '/admin/points', owner: 'admin', title: 'Reporte de Puntos', roles: ADMIN, menu: { admin: { order: 140, group: 'Reportes', label: 'Puntos' } } },
  { path: '/admin/invoices', owner: 'admin', title: 'Reporte de Facturas', roles: ADMIN, menu: { admin: { order: 141, group: 'Reportes', label: 'Facturas' } } },
  // ours (issue 11): who did what to which record and when
  { path: '/admin/audit-log', owner: 'admin', title: 'Registro de Auditoría', roles: ADMIN, menu: { admin: { order: 142, group: 'Reportes', label: 'Auditoría' } } },
];

export function findRoute(pathname: string): PortalRoute | null {
  return findIn(PORTAL_ROUTES, pathname);
}

/** '/admin/edit-city/7' -> 'admin'; null for a path no one owns (the shell sends it to /admin/home). */
export function routeOwner(pathname: string): RouteOwner | null {
  return findRoute(pathname)?.owner ?? null;
}

export function routeTitle(pathname: string): string | null {
  return findRoute(pathname)?.title ?? null;
}

/** SPEC 6: the role is decided by profiles_id alone; an unknown path can not be opened. */
export function canOpen(profilesId: number | null | undefined, pathname: string): boolean {
  const route = findRoute(pathname);
  if (!route) return false;
  if (route.roles === 'public') return true;
  const role = roleOf(profilesId);
  return role !== null && route.roles.includes(role);
}

export function menuSetOf(profilesId: number | null | undefined): MenuSet {
  const role = roleOf(profilesId);
  if (role === null) return 'auth';
  if (role === 'approver' || role === 'buyer') return 'staff';
  return role;
}

/** SPEC 2.4 + SPEC 6: the sidebar of a profile, in order; groups keep the place of their first entry. */
export function menuFor(profilesId: number | null | undefined): MenuItem[] {
  return menuOf(PORTAL_ROUTES, menuSetOf(profilesId));
}
