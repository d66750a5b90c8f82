// The participant remote's screens: path, title, the profiles that may open each, and its
// place in each profile's menu (SPEC 2.4, SPEC 6). The build writes them beside the remote's
// mf-manifest.json (tools/webpack/screens.js) and the shell composes its menus and routes from them at
// run time; routes.tsx mounts a screen for each (routes.test.tsx holds every one to a screen).
// Data and types only, each path taken from paths.ts (written once there): the build reads this
// file and paths.ts on their own.
// `reads` are the api reads each screen makes as it opens (the shell sends them beside the
// screen's code on a first load); routes.test.tsx holds them to the reads each screen really makes.
// `offline` names who can use a screen with no signal (the reads kept on the phone).
import { API, PENDING_SALES_BADGE, type Role, type ScreenDeclaration } from '@portal/contract';
import { participantPaths } from './paths';

const ALL: readonly Role[] = ['admin', 'approver', 'buyer', 'participant'];

export const screens: ScreenDeclaration[] = [
  {
    path: participantPaths.registerSale, title: 'Ingresar Venta', roles: ['participant'], menu: { participant: { order: 10, group: 'Ventas' } },
    // the brands, the branches, and the person's own row (their branch is the sale's by default)
    reads: [{ path: API.brandsAll }, { path: API.subsidiaries }, { path: API.userGet(':me') }],
    // the form's options are kept on the phone, and a sale sent with no signal waits there
    offline: ['participant'],
  },
  // the participant's own sales; the same path for the administrator (every invoice) is remote-admin's:
  // SPEC 2.4 names one /invoices-list, the shell routes each profile to its own
  // its count is the person's sales kept on the phone, waiting to be sent
  {
    path: participantPaths.invoicesList, title: 'Lista de Ventas', roles: ['participant'], menu: { participant: { order: 11, group: 'Ventas' } },
    reads: [{ path: API.invoicesAll }], badge: PENDING_SALES_BADGE, offline: ['participant'],
  },
  { path: participantPaths.products, title: 'Catálogo de Productos', roles: ['participant', 'admin'], menu: { participant: { order: 30 } }, reads: [{ path: API.productsAll }] },
  { path: participantPaths.redeemProduct, title: 'Redimir Producto', roles: ['participant'], menu: { participant: { order: 90, hidden: true } }, reads: [{ path: API.productGet(':id') }] },
  { path: participantPaths.profileUser, title: 'Mi Perfil', roles: ALL, reads: [{ path: API.userGet(':me') }] },
];
