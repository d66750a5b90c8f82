// The invoice reads (SPEC 7 "Invoices", SPEC 2.11's 'Lista de Ventas' of a user): staff see every
// invoice, a participant only their own (ARCHITECTURE "Roles"). Photos are answered as signed links.
import type { InvoiceWithTotals } from '@portal/contract';
import type { AuthUser } from '../auth';
import type { DB } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { ownRowsOf, staffOrOwner } from '../../http/access';
import type { ImageUrl } from '../../storage/links';
import { toInvoices } from './mapper';
import { INVOICE_MSG } from './messages';
import { findInvoiceRows, userExists } from './repository';

export async function listInvoices(db: DB, filter: { usersId?: number; id?: number }, imageUrl: ImageUrl): Promise<InvoiceWithTotals[]> {
  return toInvoices(await findInvoiceRows(db, filter), imageUrl);
}

/** GET /api/invoice/all: every invoice for staff, one's own for a participant */
export function invoicesFor(db: DB, user: AuthUser, imageUrl: ImageUrl): Promise<InvoiceWithTotals[]> {
  return listInvoices(db, ownRowsOf(user), imageUrl);
}

/** GET /api/invoice/get/{id}: another user's invoice does not exist for a participant (same answer as an unknown id) */
export async function invoiceFor(db: DB, user: AuthUser, id: number, imageUrl: ImageUrl): Promise<InvoiceWithTotals> {
  const [invoice] = await listInvoices(db, { id }, imageUrl);
  if (!invoice || !staffOrOwner(user, invoice.users_id)) throw notFound(INVOICE_MSG.notFound);
  return invoice;
}

/** GET /api/users/historyinvoice/{userId} (SPEC 2.11) */
export async function invoiceHistory(db: DB, user: AuthUser, userId: number, imageUrl: ImageUrl): Promise<InvoiceWithTotals[]> {
  if (!staffOrOwner(user, userId)) throw forbidden();
  if (!(await userExists(db, userId))) throw notFound(INVOICE_MSG.userNotFound);
  return listInvoices(db, { usersId: userId }, imageUrl);
}
