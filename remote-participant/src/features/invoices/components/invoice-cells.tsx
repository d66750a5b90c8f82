// What both 'Lista de Ventas' tables (the participant's own, the administrator's every invoice) draw
// alike: one-line cells, and the state with the rejection comment under it (SPEC 2.9).
import styled from 'styled-components';
import { capitalize, INVOICE_STATE, type InvoiceWithTotals } from '@portal/contract';
import type { RowVariant } from '@portal/shared-ui';
import { messages } from '../../../messages';

export const isRejected = (invoice: InvoiceWithTotals) => invoice.state === INVOICE_STATE.REJECTED;

/** SPEC 2.9: rejected invoices struck through in red */
export const invoiceRowVariant = (invoice: InvoiceWithTotals): RowVariant => (isRejected(invoice) ? 'struck' : 'default');

// The row is struck through (SPEC 2.9); an inline-block does not take its parent's line, so the
// reason stays readable (full width: on a line of its own under the state).
const Reason = styled.span`
  display: inline-block;
  width: 100%;
  /* below 960 px the table scrolls sideways anyway: keep the reason a readable line there */
  ${({ theme }) => theme.media.mdDown} { min-width: calc(${({ theme }) => theme.sizes.cardIcon} * 3); }
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  text-decoration: none;
`;

// dates, amounts and links read on one line; the state column takes what is left
export const NoWrap = styled.span`
  white-space: nowrap;
`;

export const oneLine = (text: string) => <NoWrap>{text}</NoWrap>;

/** 'Rechazada' and, under it, 'Motivo: ...' */
export function StateCell({ invoice }: { invoice: InvoiceWithTotals }) {
  return (
    <>
      {capitalize(invoice.state)}
      {isRejected(invoice) && invoice.comment_rejected && <Reason>{messages.invoices.rejectedReason(invoice.comment_rejected)}</Reason>}
    </>
  );
}
