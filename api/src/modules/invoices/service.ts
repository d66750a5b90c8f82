// The invoice reads (SPEC 7 "Invoices", SPEC 2.11's 'Lista de Ventas' of a user): staff see every
// invoice, a participant only their own (ARCHITECTURE "Roles"). Photos are answered as signed links.
import { isListQuery, type InvoiceListQuery, type InvoiceWithTotals, type ListPage } from '@portal/contract';
import type { AuthUser } from '../auth';
import type { DB } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { ownRowsOf, staffOrOwner } from '../../http/access';
import type { ImageUrl } from '../../storage/links';
import { toInvoices } from './mapper';
import { INVOICE_MSG } from '../../messages';
import { findInvoiceRows, pageInvoiceRows, userExists, type InvoiceFilter } from './repository';

export async function listInvoices(db: DB, filter: InvoiceFilter, imageUrl: ImageUrl): Promise<InvoiceWithTotals[]> {
  return toInvoices(await findInvoiceRows(db, filter), imageUrl);
}

/**
 * GET /api/invoice/all: every invoice for staff, one's own for a participant, newest first; the
 * plain array, or with list parameters a page `{ rows, total }`. The state, branch and
 * period filters apply either way; a participant's own-rows filter always.
 */
export async function invoicesFor(
  db: DB, user: AuthUser, params: InvoiceListQuery, imageUrl: ImageUrl,
): Promise<InvoiceWithTotals[] | ListPage<InvoiceWithTotals>> {
  const filter: InvoiceFilter = { state: params.state, subsidiaryId: params.subsidiary, from: params.from, to: params.to, ...ownRowsOf(user) };
  if (!isListQuery(params)) return listInvoices(db, filter, imageUrl);
  const page = await pageInvoiceRows(db, params, filter);
  return { rows: toInvoices(page, imageUrl), total: page.total };
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
