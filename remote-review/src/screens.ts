// The review remote's screens: path, title, the profiles that may open each, and its place
// in each profile's menu (SPEC 2.4, 2.9-2.11, SPEC 6). The build writes them beside the remote's
// mf-manifest.json (tools/webpack/screens.js) and the shell composes its menus and routes from them at
// run time; routes.tsx mounts a screen for each (routes.test.tsx holds every one to a screen).
// Data and types only, each path taken from paths.ts (written once there): the build reads this
// file and paths.ts on their own.
// `reads` are the api reads each screen makes as it opens (the shell sends them beside the
// screen's code on a first load); routes.test.tsx holds them to the reads each screen really makes.
import { API, type Role, type ScreenDeclaration } from '@portal/contract';
import { reviewPaths } from './paths';
import { firstRedemptionsPage } from './features/redemptions/api/first-page';
import { firstReviewQueuePage } from './features/review-queue/api/first-page';

const ALL: readonly Role[] = ['admin', 'approver', 'buyer', 'participant'];
const STAFF: readonly Role[] = ['admin', 'approver', 'buyer'];
/** SPEC 4 / 6: profiles 1 and 4 decide on invoices */
const INVOICE_REVIEWERS: readonly Role[] = ['admin', 'approver'];

export const screens: ScreenDeclaration[] = [
  {
    path: reviewPaths.invoiceDetails, title: 'Detalle de Factura', roles: ALL, reads: [{ path: API.invoiceGet(':id') }],
    menu: {
      participant: { order: 12, group: 'Ventas', hidden: true },
      staff: { order: 12, hidden: true },
      admin: { order: 121, group: 'Ventas', hidden: true },
    },
  },
  {
    // the invoices waiting for review, oldest first, and their count beside the menu entry;
    // the approver's (the 'staff' menu shows it only to the profiles that may open it) and the
    // administrator's, right before 'Lista Redenciones'; never a participant's nor the buyer's (SPEC 6)
    path: reviewPaths.reviewInvoices, title: 'Facturas por revisar', roles: INVOICE_REVIEWERS,
    reads: [{ path: API.invoiceReviewQueue, params: firstReviewQueuePage() }, { path: API.subsidiaries }],
    badge: { path: API.invoiceReviewQueueCount },
    menu: { staff: { order: 9 }, admin: { order: 129 } },
  },
  {
    path: reviewPaths.redeemList, title: 'Lista Redenciones', roles: ALL, reads: [{ path: API.applyForAll, params: firstRedemptionsPage() }],
    menu: { participant: { order: 40 }, staff: { order: 10 }, admin: { order: 130 } },
  },
  {
    path: reviewPaths.confirmRedeem, title: 'Ver Solicitud', roles: STAFF, reads: [{ path: API.applyForGet(':id'), then: [{ path: API.userInvoiceHistory(':users_id') }] }],
    menu: { staff: { order: 11, hidden: true }, admin: { order: 131, hidden: true } },
  },
];
