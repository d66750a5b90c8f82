// Exposed as './routes' (team brief "Runtime shape"): the shell mounts it at /admin/*, so every
// path here is relative. The shell already checked the profile (canOpen) before mounting it.
import type { ComponentType } from 'react';
import { RemoteRoutes } from '@portal/shared-auth';
import { participantPaths } from './paths';
import { ProductCatalogue } from './features/catalogue/components/ProductCatalogue';
import { InvoicesList } from './features/invoices/components/InvoicesList';
import { ProfileUser } from './features/profile/components/ProfileUser';
import { RedeemProduct } from './features/redeem/components/RedeemProduct';
import { RegisterSale } from './features/sales/components/RegisterSale';

/** The screens built so far; every other participant route of PORTAL_ROUTES shows the placeholder. */
const screens: Record<string, ComponentType> = {
  [participantPaths.products]: ProductCatalogue,
  [participantPaths.invoicesList]: InvoicesList,
  [participantPaths.redeemProduct]: RedeemProduct,
  [participantPaths.profileUser]: ProfileUser,
  [participantPaths.registerSale]: RegisterSale,
};

export default function ParticipantRoutes() {
  return <RemoteRoutes owner="participant" screens={screens} buildLabel={process.env.PORTAL_BUILD_LABEL} />;
}
