// The participant remote's screens, as the team brief's route table names them (shared-auth PORTAL_ROUTES).
// Absolute paths navigate; routes.tsx mounts them relative to /admin.
import { generatePath } from 'react-router-dom';

export const participantPaths = {
  products: '/admin/products',
  redeemProduct: '/admin/redeem-product/:id',
} as const;

export const redeemProductPath = (id: number | string) => generatePath(participantPaths.redeemProduct, { id: String(id) });
