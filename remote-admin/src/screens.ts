// The admin remote's screens: path, title, the profiles that may open each, and its place
// in each profile's menu (SPEC 2.4-2.8, SPEC 6). The build writes them beside the remote's
// mf-manifest.json (tools/webpack/screens.js) and the shell composes its menus and routes from them at
// run time; routes.tsx mounts a screen for each (routes.test.tsx holds every one to a screen).
// Data and types only, each path taken from paths.ts (written once there) and each list's first page
// from its feature's plain first-page.ts: the build reads this file and those on their own.
// `reads` are the api reads each screen makes as it opens (the shell sends them beside the
// screen's code on a first load); routes.test.tsx holds them to the reads each screen really makes.
// An edit screen's form and extras wait for the record, so their reads follow its answer (`then`).
import { API, type Role, type ScreenDeclaration, type ScreenRead, type MenuPlacement } from '@portal/contract';
import {
  brandPaths, categoryPaths, cityPaths, designPaths, invoicePaths, productPaths, profilePaths, reportPaths, slidePaths,
  subsidiaryPaths, tirePaths, userPaths,
} from './paths';
import { firstNamedListPage } from './components/named-entity/first-page';
import { firstAuditPage } from './features/audit/api/first-page';
import { firstInvoicesPage } from './features/invoices/api/first-page';
import { firstProductsPage } from './features/products/api/first-page';
import { firstInvoicesReportPage, firstPointsReportPage } from './features/reports/api/first-page';
import { firstSlidesPage } from './features/slides/api/first-page';
import { firstTiresPage } from './features/tires/api/first-page';
import { firstLedgerPage, firstUsersPage } from './features/users/api/first-page';

const ADMIN: readonly Role[] = ['admin'];

/** the reads of each of an entity's screens as it opens; a screen left out reads nothing */
interface EntityReads {
  list?: readonly ScreenRead[];
  create?: readonly ScreenRead[];
  edit?: readonly ScreenRead[];
}

/** An entity: list and create in its menu group, edit hidden (team brief; slides have no edit). */
function entity(
  group: string,
  order: number,
  list: [path: string, title: string],
  create: [path: string, title: string, label?: string],
  edit: [path: string, title: string] | undefined,
  reads: EntityReads,
): ScreenDeclaration[] {
  const screen = (path: string, title: string, n: number, read: readonly ScreenRead[] | undefined, extra: Partial<MenuPlacement> = {}): ScreenDeclaration => ({
    path, title, roles: ADMIN, ...(read ? { reads: read } : {}), menu: { admin: { order: order + n, group, ...extra } },
  });
  return [
    screen(list[0], list[1], 0, reads.list),
    screen(create[0], create[1], 1, reads.create, create[2] ? { label: create[2] } : {}),
    ...(edit ? [screen(edit[0], edit[1], 2, reads.edit, { hidden: true })] : []),
  ];
}

/** a named-entity list's first page (components/named-entity: cities, branches, profiles, brands, designs, categories) */
const namedList = (path: string): ScreenRead[] => [{ path, params: firstNamedListPage() }];

export const screens: ScreenDeclaration[] = [
  ...entity('Slides', 10, [slidePaths.list, 'Lista de Slides'], [slidePaths.create, 'Ingresar Slide', 'Crear Slide'], undefined, {
    list: [{ path: API.slidesAll, params: firstSlidesPage() }],
  }),
  // the list's profile filter and the forms' dropdowns read the whole plain lists
  ...entity('Usuarios', 20, [userPaths.list, 'Lista de Usuarios'], [userPaths.create, 'Registrar Usuario'], [userPaths.edit, 'Editar Usuario'], {
    list: [{ path: API.usersAll, params: firstUsersPage() }, { path: API.profilesAll }],
    create: [{ path: API.subsidiaries }],
    // the form (profiles, branches) and the user's points ledger once the user is in
    edit: [{ path: API.userGet(':id'), then: [{ path: API.profilesAll }, { path: API.subsidiaries }, { path: API.userLedger(':id'), params: firstLedgerPage() }] }],
  }),
  ...entity('Ciudades', 30, [cityPaths.list, 'Lista de Ciudades'], [cityPaths.create, 'Crear Ciudad'], [cityPaths.edit, 'Editar Ciudad'], {
    list: namedList(API.cities),
    edit: [{ path: API.city(':id') }],
  }),
  ...entity('Sucursales', 40, [subsidiaryPaths.list, 'Lista de Sucursales'], [subsidiaryPaths.create, 'Crear Sucursal'], [subsidiaryPaths.edit, 'Editar Sucursal'], {
    list: namedList(API.subsidiaries),
    create: [{ path: API.cities }, { path: API.profilesAll }],
    edit: [{ path: API.subsidiary(':id'), then: [{ path: API.cities }, { path: API.profilesAll }] }],
  }),
  ...entity('Perfiles', 50, [profilePaths.list, 'Lista de Perfiles'], [profilePaths.create, 'Crear Perfil'], [profilePaths.edit, 'Editar Perfil'], {
    list: namedList(API.profilesAll),
    edit: [{ path: API.profileGet(':id') }],
  }),
  ...entity('Marcas', 60, [brandPaths.list, 'Lista de Marcas'], [brandPaths.create, 'Crear Marca'], [brandPaths.edit, 'Editar Marca'], {
    list: namedList(API.brandsAll),
    edit: [{ path: API.brandGet(':id') }],
  }),
  // the edit also lists the design's tires ('then': ':id' is the answer's own id)
  ...entity('Diseños', 70, [designPaths.list, 'Lista de Diseños'], [designPaths.create, 'Crear Diseño'], [designPaths.edit, 'Editar Diseño'], {
    list: namedList(API.designs),
    create: [{ path: API.brandsAll }],
    edit: [{ path: API.design(':id'), then: [{ path: API.brandsAll }, { path: API.tiresByDesign(':id') }] }],
  }),
  // the list and the forms show points per profile
  ...entity('Llantas', 80, [tirePaths.list, 'Lista de Llantas'], [tirePaths.create, 'Crear Llanta'], [tirePaths.edit, 'Editar Llanta'], {
    list: [{ path: API.tires, params: firstTiresPage() }, { path: API.profilesAll }],
    create: [{ path: API.profilesAll }, { path: API.designs }],
    edit: [{ path: API.tire(':id') }, { path: API.profilesAll }, { path: API.designs }],
  }),
  ...entity('Categorías', 90, [categoryPaths.list, 'Lista de Categorias'], [categoryPaths.create, 'Crear Categoría'], [categoryPaths.edit, 'Editar Categoría'], {
    list: namedList(API.categoriesAll),
    edit: [{ path: API.categoryGet(':id') }],
  }),
  // the grid's category filter and the forms' dropdown read the whole plain list of categories
  ...entity('Productos', 100, [productPaths.list, 'Lista de Productos'], [productPaths.create, 'Ingresar Producto', 'Crear Producto'], [productPaths.edit, 'Editar Producto'], {
    list: [{ path: API.productsAll, params: firstProductsPage() }, { path: API.categoriesAll }],
    create: [{ path: API.categoriesAll }],
    edit: [{ path: API.productGet(':id'), then: [{ path: API.categoriesAll }] }],
  }),
  // every participant's invoices (ARCHITECTURE "Route ownership"); the participant's own
  // 'Lista de Ventas' is remote-participant's /admin/invoices-list; the branches are its filter's
  {
    path: invoicePaths.list, title: 'Lista de Ventas', roles: ADMIN,
    reads: [{ path: API.invoicesAll, params: firstInvoicesPage() }, { path: API.subsidiaries }],
    menu: { admin: { order: 120, group: 'Ventas' } },
  },
  // each report: its table's first page, its charts with no filter chosen, and its filters' options
  {
    path: reportPaths.points, title: 'Reporte de Puntos', roles: ADMIN,
    reads: [{ path: API.reportInvoiceByUser, params: firstPointsReportPage() }, { path: API.reportPointsSummary }, { path: API.subsidiaries }, { path: API.cities }],
    menu: { admin: { order: 140, group: 'Reportes', label: 'Puntos' } },
  },
  {
    path: reportPaths.invoices, title: 'Reporte de Facturas', roles: ADMIN,
    reads: [{ path: API.reportInvoicesFull, params: firstInvoicesReportPage() }, { path: API.reportInvoicesSummary }, { path: API.subsidiaries }, { path: API.brandsAll }],
    menu: { admin: { order: 141, group: 'Reportes', label: 'Facturas' } },
  },
  // ours: who did what to which record and when
  {
    path: reportPaths.audit, title: 'Registro de Auditoría', roles: ADMIN, reads: [{ path: API.auditLog, params: firstAuditPage() }],
    menu: { admin: { order: 142, group: 'Reportes', label: 'Auditoría' } },
  },
];
