// The review remote's screens, as the team brief's route table names them (their declarations: src/screens.ts).
// Absolute paths navigate; routes.tsx mounts them relative to /admin.
import { generatePath } from 'react-router-dom';

export const reviewPaths = {
  redeemList: '/admin/redeem-list',
  confirmRedeem: '/admin/confirm-redeem/:id',
  invoiceDetails: '/admin/invoice-details/:id',
  /** 'Facturas por revisar', the approver's and the administrator's work queue */
  reviewInvoices: '/admin/review-invoices',
} as const;

export const confirmRedeemPath = (id: number | string) => generatePath(reviewPaths.confirmRedeem, { id: String(id) });
export const invoiceDetailsPath = (id: number | string) => generatePath(reviewPaths.invoiceDetails, { id: String(id) });
