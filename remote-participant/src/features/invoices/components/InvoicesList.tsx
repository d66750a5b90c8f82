import { useMemo } from 'react';
import styled from 'styled-components';
import { capitalize, INVOICE_STATE, roleOf, type InvoiceWithTotals } from '@portal/contract';
import { assetUrl, PlaceholderScreen, routeTitle, useSession } from '@portal/shared-auth';
import { DataTable, ErrorPanel, type Column } from '@portal/shared-ui';
import { formatDate, formatDateTime, formatNumber, timeOf } from '../../../lib/format';
import { messages } from '../../../messages';
import { participantPaths } from '../../../paths';
import { useInvoices } from '../api/get-invoices';

const { columns: headers } = messages.invoices;

const isRejected = (invoice: InvoiceWithTotals) => invoice.state === INVOICE_STATE.REJECTED;

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

// dates, amounts and the link read on one line; the state column takes what is left
const NoWrap = styled.span`
  white-space: nowrap;
`;

const oneLine = (text: string) => <NoWrap>{text}</NoWrap>;

const columns: Column<InvoiceWithTotals>[] = [
  { key: 'number', header: headers.number },
  { key: 'sale_date', header: headers.saleDate, value: (i) => formatDate(i.sale_date), render: (i) => oneLine(formatDate(i.sale_date)) },
  { key: 'created_at', header: headers.createdAt, value: (i) => formatDateTime(i.created_at), render: (i) => oneLine(formatDateTime(i.created_at)) },
  { key: 'price', header: headers.price, value: (i) => formatNumber(i.price), render: (i) => oneLine(formatNumber(i.price)), align: 'right' },
  {
    key: 'state',
    header: headers.state,
    value: (i) => capitalize(i.state),
    render: (i) => (
      <>
        {capitalize(i.state)}
        {isRejected(i) && i.comment_rejected && <Reason>{messages.invoices.rejectedReason(i.comment_rejected)}</Reason>}
      </>
    ),
  },
  { key: 'total_points', header: headers.earned, value: (i) => formatNumber(i.total_points), align: 'right' },
  { key: 'used_points', header: headers.used, value: (i) => formatNumber(i.used_points), align: 'right' },
  { key: 'remaining_points', header: headers.remaining, value: (i) => formatNumber(i.remaining_points), align: 'right' },
  {
    key: 'image',
    header: headers.image,
    render: (i) => {
      const href = assetUrl(i.image);
      // a new tab: the photo is a signed link that opens on its own (docs/decisions.md "Private uploads")
      return href ? (
        <NoWrap>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={messages.invoices.viewInvoiceOf(i.number)}>
            {messages.invoices.viewInvoice}
          </a>
        </NoWrap>
      ) : (
        messages.invoices.noImage
      );
    },
  },
];

/** /admin/invoices-list 'Lista de Ventas' for a participant (SPEC 2.4, 2.9, 9): their own invoices, newest registration first. */
function OwnInvoicesList() {
  const { data, loading, error, reload } = useInvoices();
  const rows = useMemo(() => data && [...data].sort((a, b) => timeOf(b.created_at) - timeOf(a.created_at)), [data]);

  if (error) return <ErrorPanel title={messages.invoices.loadFailed} message={error} onRetry={reload} />;
  return (
    <DataTable
      title={messages.invoices.title}
      icon="list"
      columns={columns}
      rows={rows}
      loading={loading}
      loadingText={messages.invoices.loading}
      emptyText={messages.invoices.empty}
      // SPEC 2.9: rejected invoices struck through in red
      rowVariant={(i) => (isRejected(i) ? 'struck' : 'default')}
    />
  );
}

/** The administrator's version of this route (every invoice, with review) comes in a later issue. */
export function InvoicesList() {
  const isParticipant = useSession((s) => roleOf(s.user?.profiles_id) === 'participant');
  if (!isParticipant) return <PlaceholderScreen title={routeTitle(participantPaths.invoicesList) ?? messages.invoices.title} />;
  return <OwnInvoicesList />;
}
