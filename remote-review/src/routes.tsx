// Exposed as './routes' (team brief "Runtime shape"): the shell mounts it at /admin/*, so every
// path here is relative. The shell already checked the profile (canOpen) before mounting it.
import type { ComponentType } from 'react';
import { RemoteRoutes } from '@portal/shared-auth';
import { reviewPaths } from './paths';
import { RedeemList } from './features/redemptions/components/RedeemList';
import { ConfirmRedeem } from './features/review/components/ConfirmRedeem';
import { InvoiceDetail } from './features/invoice-detail/components/InvoiceDetail';

/** Every review route of PORTAL_ROUTES (a route left out here would show the placeholder). */
const screens: Record<string, ComponentType> = {
  [reviewPaths.redeemList]: RedeemList,
  [reviewPaths.confirmRedeem]: ConfirmRedeem,
  [reviewPaths.invoiceDetails]: InvoiceDetail,
};

export default function ReviewRoutes() {
  return <RemoteRoutes owner="review" screens={screens} buildLabel={process.env.PORTAL_BUILD_LABEL} />;
}
