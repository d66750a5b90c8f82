// The admin remote's screens: path, title, the profiles that may open each, and its place
// in each profile's menu (SPEC 2.4-2.8, SPEC 6). The build writes them beside the remote's
// mf-manifest.json (tools/webpack/screens.js) and the shell composes its menus and routes from them at
// run time; routes.tsx mounts a screen for each (routes.test.tsx holds every one to a screen).
// Data and types only, each path taken from paths.ts (written once there): the build reads this
// file and paths.ts on their own.
import type { Role, ScreenDeclaration, MenuPlacement } from '@portal/contract';
import {
  brandPaths, categoryPaths, cityPaths, designPaths, invoicePaths, productPaths, profilePaths, reportPaths, slidePaths,
  subsidiaryPaths, tirePaths, userPaths,
} from './paths';

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
  ...entity('Slides', 10, [slidePaths.list, 'Lista de Slides'], [slidePaths.create, 'Ingresar Slide', 'Crear Slide']),
  ...entity('Usuarios', 20, [userPaths.list, 'Lista de Usuarios'], [userPaths.create, 'Registrar Usuario'], [userPaths.edit, 'Editar Usuario']),
  ...entity('Ciudades', 30, [cityPaths.list, 'Lista de Ciudades'], [cityPaths.create, 'Crear Ciudad'], [cityPaths.edit, 'Editar Ciudad']),
  ...entity('Sucursales', 40, [subsidiaryPaths.list, 'Lista de Sucursales'], [subsidiaryPaths.create, 'Crear Sucursal'], [subsidiaryPaths.edit, 'Editar Sucursal']),
  ...entity('Perfiles', 50, [profilePaths.list, 'Lista de Perfiles'], [profilePaths.create, 'Crear Perfil'], [profilePaths.edit, 'Editar Perfil']),
  ...entity('Marcas', 60, [brandPaths.list, 'Lista de Marcas'], [brandPaths.create, 'Crear Marca'], [brandPaths.edit, 'Editar Marca']),
  ...entity('Diseños', 70, [designPaths.list, 'Lista de Diseños'], [designPaths.create, 'Crear Diseño'], [designPaths.edit, 'Editar Diseño']),
  ...entity('Llantas', 80, [tirePaths.list, 'Lista de Llantas'], [tirePaths.create, 'Crear Llanta'], [tirePaths.edit, 'Editar Llanta']),
  ...entity('Categorías', 90, [categoryPaths.list, 'Lista de Categorias'], [categoryPaths.create, 'Crear Categoría'], [categoryPaths.edit, 'Editar Categoría']),
  ...entity('Productos', 100, [productPaths.list, 'Lista de Productos'], [productPaths.create, 'Ingresar Producto', 'Crear Producto'], [productPaths.edit, 'Editar Producto']),
  // every participant's invoices (ARCHITECTURE "Route ownership"); the participant's own
  // 'Lista de Ventas' is remote-participant's /admin/invoices-list
  { path: invoicePaths.list, title: 'Lista de Ventas', roles: ADMIN, menu: { admin: { order: 120, group: 'Ventas' } } },
  { path: reportPaths.points, title: 'Reporte de Puntos', roles: ADMIN, menu: { admin: { order: 140, group: 'Reportes', label: 'Puntos' } } },
  { path: reportPaths.invoices, title: 'Reporte de Facturas', roles: ADMIN, menu: { admin: { order: 141, group: 'Reportes', label: 'Facturas' } } },
  // ours: who did what to which record and when
  { path: reportPaths.audit, title: 'Registro de Auditoría', roles: ADMIN, menu: { admin: { order: 142, group: 'Reportes', label: 'Auditoría' } } },
];
