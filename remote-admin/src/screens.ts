// The admin remote's screens: path, title, the profiles that may open each, and its place
// in each profile's menu (SPEC 2.4-2.8, SPEC 6). The build writes them beside the remote's
// mf-manifest.json (tools/webpack/screens.js) and the shell composes its menus and routes from them at
// run time; routes.tsx mounts a screen for each (routes.test.tsx holds every one to a screen).
// Plain data and types only: the build reads this file on its own.
import type { Role, ScreenDeclaration, MenuPlacement } from '@portal/contract';

const ADMIN: readonly Role[] = ['admin'];

/** An entity: list and create in its menu group, edit hidden (team brief; slides have no edit). */
function entity(
  group: string,
  order: number,
  list: [path: string, title: string],
  create: [path: string, title: string, label?: string],
  edit?: [path: string, title: string],
): ScreenDeclaration[] {
  const screen = (path: string, title: string, n: number, extra: Partial<MenuPlacement> = {}): ScreenDeclaration => ({
    path, title, roles: ADMIN, menu: { admin: { order: order + n, group, ...extra } },
  });
  return [
    screen(list[0], list[1], 0),
    screen(create[0], create[1], 1, create[2] ? { label: create[2] } : {}),
    ...(edit ? [screen(edit[0], edit[1], 2, { hidden: true })] : []),
  ];
}

export const screens: ScreenDeclaration[] = [
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
  // every participant's invoices (ARCHITECTURE "Route ownership"); the participant's own
  // 'Lista de Ventas' is remote-participant's /admin/invoices-list
  { path: '/admin/invoices-list', title: 'Lista de Ventas', roles: ADMIN, menu: { admin: { order: 120, group: 'Ventas' } } },
  { path: '/admin/points', title: 'Reporte de Puntos', roles: ADMIN, menu: { admin: { order: 140, group: 'Reportes', label: 'Puntos' } } },
  { path: '/admin/invoices', title: 'Reporte de Facturas', roles: ADMIN, menu: { admin: { order: 141, group: 'Reportes', label: 'Facturas' } } },
  // ours: who did what to which record and when
  { path: '/admin/audit-log', title: 'Registro de Auditoría', roles: ADMIN, menu: { admin: { order: 142, group: 'Reportes', label: 'Auditoría' } } },
];
