// Exposed as './routes' (team brief "Runtime shape"): the shell mounts it at /admin/*, so every
// path here is relative. The shell already checked the profile (screens.ts) before mounting it.
// Each screen's code is a chunk of its own, named after its path (contract screenChunkName),
// which the build lists and the api names in the page of that path.
import type { ComponentType } from 'react';
import { lazyScreen, RemoteRoutes } from '@portal/shared-ui';
import { screens } from './screens';
import { participantPaths } from './paths';

/** The component of each screen screens.ts declares (routes.test.tsx: one for every one, and no other). */
export const components: Record<string, ComponentType> = {
  [participantPaths.products]: lazyScreen(() => import(/* webpackChunkName: "screen-products" */ './features/catalogue/components/ProductCatalogue'), (m) => m.ProductCatalogue),
  [participantPaths.invoicesList]: lazyScreen(() => import(/* webpackChunkName: "screen-invoices-list" */ './features/invoices/components/InvoicesList'), (m) => m.InvoicesList),
  [participantPaths.redeemProduct]: lazyScreen(() => import(/* webpackChunkName: "screen-redeem-product" */ './features/redeem/components/RedeemProduct'), (m) => m.RedeemProduct),
  [participantPaths.profileUser]: lazyScreen(() => import(/* webpackChunkName: "screen-profile-user" */ './features/profile/components/ProfileUser'), (m) => m.ProfileUser),
  [participantPaths.registerSale]: lazyScreen(() => import(/* webpackChunkName: "screen-register-sale" */ './features/sales/components/RegisterSale'), (m) => m.RegisterSale),
};

export default function ParticipantRoutes() {
  return <RemoteRoutes screens={screens} components={components} />;
}
