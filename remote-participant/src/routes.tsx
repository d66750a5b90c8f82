// Exposed as './routes' (team brief "Runtime shape"): the shell mounts it at /admin/*, so every
// path here is relative. The shell already checked the profile (screens.ts) before mounting it.
import type { ComponentType } from 'react';
import { RemoteRoutes } from '@portal/shared-ui';
import { screens } from './screens';
import { participantPaths } from './paths';
import { ProductCatalogue } from './features/catalogue/components/ProductCatalogue';
import { InvoicesList } from './features/invoices/components/InvoicesList';
import { ProfileUser } from './features/profile/components/ProfileUser';
import { RedeemProduct } from './features/redeem/components/RedeemProduct';
import { RegisterSale } from './features/sales/components/RegisterSale';

/** The component of each screen screens.ts declares (routes.test.tsx: one for every one, and no other). */
export const components: Record<string, ComponentType> = {
  [participantPaths.products]: ProductCatalogue,
  [participantPaths.invoicesList]: InvoicesList,
  [participantPaths.redeemProduct]: RedeemProduct,
  [participantPaths.profileUser]: ProfileUser,
  [participantPaths.registerSale]: RegisterSale,
};

export default function ParticipantRoutes() {
  return <RemoteRoutes screens={screens} components={components} />;
}
