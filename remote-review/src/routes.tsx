// Exposed as './routes' (team brief "Runtime shape"): the shell mounts it at /admin/*, so every
// path here is relative. The shell already checked the profile (screens.ts) before mounting it.
// Each screen's code is a chunk of its own, named after its path (contract screenChunkName),
// which the build lists and the api names in the page of that path.
import type { ComponentType } from 'react';
import { lazyScreen, RemoteRoutes } from '@portal/shared-ui';
import { screens } from './screens';
import { reviewPaths } from './paths';

/** The component of each screen screens.ts declares (routes.test.tsx: one for every one, and no other). */
export const components: Record<string, ComponentType> = {
  [reviewPaths.redeemList]: lazyScreen(() => import(/* webpackChunkName: "screen-redeem-list" */ './features/redemptions/components/RedeemList'), (m) => m.RedeemList),
  [reviewPaths.confirmRedeem]: lazyScreen(() => import(/* webpackChunkName: "screen-confirm-redeem" */ './features/review/components/ConfirmRedeem'), (m) => m.ConfirmRedeem),
  [reviewPaths.reviewInvoices]: lazyScreen(() => import(/* webpackChunkName: "screen-review-invoices" */ './features/review-queue/components/ReviewQueue'), (m) => m.ReviewQueue),
  [reviewPaths.invoiceDetails]: lazyScreen(() => import(/* webpackChunkName: "screen-invoice-details" */ './features/invoice-detail/components/InvoiceDetail'), (m) => m.InvoiceDetail),
};

export default function ReviewRoutes() {
  return <RemoteRoutes screens={screens} components={components} />;
}
