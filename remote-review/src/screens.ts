// The review remote's screens (issue 23): path, title, the profiles that may open each, and its place
// in each profile's menu (SPEC 2.4, 2.9-2.11, SPEC 6). The build writes them beside the remote's
// mf-manifest.json (tools/webpack/screens.js) and the shell composes its menus and routes from them at
// run time; routes.tsx mounts a screen for each (routes.test.tsx holds every one to a screen).
// Plain data and types only: the build reads this file on its own.
// Issue 24: `reads` are the api reads each screen makes as it opens (the shell sends them beside the
// screen's code on a first load); routes.test.tsx holds them to the reads each screen really makes.
import { API, type Role, type ScreenDeclaration } from '@portal/contract';
import { firstRedemptionsPage } from './features/redemptions/api/first-page';

const ALL: readonly Role[] = ['admin', 'approver', 'buyer', 'participant'];
const STAFF: readonly Role[] = ['admin', 'approver', 'buyer'];

export const screens: ScreenDeclaration[] = [
  {
    path: '/admin/invoice-details/:id', title: 'Detalle de Factura', roles: ALL, reads: [{ path: API.invoiceGet(':id') }],
    menu: {
      participant: { order: 12, group: 'Ventas', hidden: true },
      staff: { order: 12, hidden: true },
      admin: { order: 121, group: 'Ventas', hidden: true },
    },
  },
  {
    path: '/admin/redeem-list', title: 'Lista Redenciones', roles: ALL, reads: [{ path: API.applyForAll, params: firstRedemptionsPage() }],
    menu: { participant: { order: 40 }, staff: { order: 10 }, admin: { order: 130 } },
  },
  {
    path: '/admin/confirm-redeem/:id', title: 'Ver Solicitud', roles: STAFF, reads: [{ path: API.applyForGet(':id') }],
    menu: { staff: { order: 11, hidden: true }, admin: { order: 131, hidden: true } },
  },
];
