// What the two 'Lista de Ventas' tables draw alike (SPEC 2.4, 2.9): the participant's own invoices
// (remote-participant) and the administrator's every invoice (remote-admin). One-line cells for
// dates, amounts and numbers; the state with the rejection comment under it; rejected rows struck
// through in red; and the columns both show, each keyed by its caller (a server-sorted table's
// column key is the api's sort key).
import styled from 'styled-components';
import { capitalize, INVOICE_STATE, type Invoice, type InvoiceDispute } from '@portal/contract';
import { formatDate, formatDateTime, formatNumber } from '../format';
import { messages } from '../messages';
import type { RowVariant } from './DataTable';
import type { Column } from './rows';
import { StateWithNote } from './StateWithNote';

/** the fields of an invoice these cells read (InvoiceWithTotals has them all) */
export type InvoiceCells = Pick<Invoice, 'number' | 'sale_date' | 'created_at' | 'price' | 'state' | 'comment_rejected'> & {
  /** the open dispute over its number at its branch (absent from older answers) */
  dispute?: InvoiceDispute | null;
};

const text = messages.invoices;

const isRejected = (invoice: Pick<Invoice, 'state'>) => invoice.state === INVOICE_STATE.REJECTED;

/** SPEC 2.9: rejected invoices struck through in red */
export const invoiceRowVariant = (invoice: Pick<Invoice, 'state'>): RowVariant => (isRejected(invoice) ? 'struck' : 'default');

// dates, amounts, numbers and links read on one line; the state column takes what is left. On a
// phone's card a value has its own line's width, and one longer than that (a 40-character invoice
// number) breaks rather than leaving the card (long-values.e2e)
export const NoWrap = styled.span`
  white-space: nowrap;
  ${({ theme }) => theme.media.smDown} { white-space: normal; }
`;

const oneLine = (value: string) => <NoWrap>{value}</NoWrap>;

/**
 * under a rejected invoice's state, 'Motivo: ...'; with `dispute` (the participant's own list), under
 * one in dispute (docs/adr/0033-disputed-claims-instead-of-a-lock-out.md) that another person registered the
 * number and an approver decides (the approver's queue says it in its warnings instead)
 */
function noteOf(invoice: InvoiceCells, dispute: boolean): string | null {
  if (isRejected(invoice)) return invoice.comment_rejected ? text.rejectedReason(invoice.comment_rejected) : null;
  if (dispute && invoice.dispute) return invoice.dispute.claim ? text.inDisputeClaim : text.inDispute;
  return null;
}

/** A column both tables show, under `key` (the row's field, or the api's sort key of a server-sorted table). */
export const invoiceColumns = {
  number: (key = 'number'): Column<InvoiceCells> => ({ key, header: text.columns.number, value: (i) => i.number, render: (i) => oneLine(i.number) }),
  saleDate: (key = 'sale_date'): Column<InvoiceCells> => ({
    key, header: text.columns.saleDate, value: (i) => formatDate(i.sale_date), render: (i) => oneLine(formatDate(i.sale_date)),
  }),
  createdAt: (key = 'created_at'): Column<InvoiceCells> => ({
    key, header: text.columns.createdAt, value: (i) => formatDateTime(i.created_at), render: (i) => oneLine(formatDateTime(i.created_at)),
  }),
  price: (key = 'price'): Column<InvoiceCells> => ({
    key, header: text.columns.price, value: (i) => formatNumber(i.price), render: (i) => oneLine(formatNumber(i.price)), align: 'right',
  }),
  state: (key = 'state', { dispute = false }: { dispute?: boolean } = {}): Column<InvoiceCells> => ({
    key, header: text.columns.state, value: (i) => capitalize(i.state), render: (i) => <StateWithNote state={i.state} note={noteOf(i, dispute)} />,
  }),
};
