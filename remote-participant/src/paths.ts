// The participant remote's screens, as the team brief's route table names them (their declarations: src/screens.ts).
// Absolute paths navigate; routes.tsx mounts them relative to /admin.
import { generatePath } from 'react-router-dom';

export const participantPaths = {
  products: '/admin/products',
  redeemProduct: '/admin/redeem-product/:id',
  invoicesList: '/admin/invoices-list',
  profileUser: '/admin/profile-user',
  registerSale: '/admin/register-sale',
} as const;

export const redeemProductPath = (id: number | string) => generatePath(participantPaths.redeemProduct, { id: String(id) });

/** Screens of the shell and the review remote these screens link to (absolute: the shell routes them). */
export const linkedPaths = {
  redeemList: '/admin/redeem-list',
  contact: '/admin/contact',
} as const;
