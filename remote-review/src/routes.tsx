// Exposed as './routes' (team brief "Runtime shape"): the shell mounts it at /admin/*, so every
// path here is relative. The shell already checked the profile (screens.ts) before mounting it.
import type { ComponentType } from 'react';
import { RemoteRoutes } from '@portal/shared-ui';
import { screens } from './screens';
import { reviewPaths } from './paths';
import { RedeemList } from './features/redemptions/components/RedeemList';
import { ConfirmRedeem } from './features/review/components/ConfirmRedeem';
import { InvoiceDetail } from './features/invoice-detail/components/InvoiceDetail';

/** The component of each screen screens.ts declares (routes.test.tsx: one for every one, and no other). */
export const components: Record<string, ComponentType> = {
  [reviewPaths.redeemList]: RedeemList,
  [reviewPaths.confirmRedeem]: ConfirmRedeem,
  [reviewPaths.invoiceDetails]: InvoiceDetail,
};

export default function ReviewRoutes() {
  return <RemoteRoutes screens={screens} components={components} />;
}
