import { useMemo } from 'react';
import styled from 'styled-components';
import { capitalize, INVOICE_STATE, type InvoiceWithTotals } from '@portal/contract';
import { assetUrl } from '@portal/shared-auth';
import { ButtonLink, DataTable, ErrorPanel, formatDate, formatDateTime, formatNumber, Icon, timeOf, useMemoryList, type Column } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { invoiceDetailsPath } from '../../../paths';
import { useInvoiceHistory } from '../api/get-invoice-history';
import { reviewTableFigures } from '../invoice-figures';

const text = messages.history;
const { columns: headers } = text;

// dates, amounts and links read on one line; the table scrolls sideways on a phone
const NoWrap = styled.span`
  white-space: nowrap;
`;
const oneLine = (value: string) => <NoWrap>{value}</NoWrap>;

const isRejected = (invoice: InvoiceWithTotals) => invoice.state === INVOICE_STATE.REJECTED;

const columns: Column<InvoiceWithTotals>[] = [
  { key: 'sale_date', header: headers.saleDate, value: (i) => formatDate(i.sale_date), render: (i) => oneLine(formatDate(i.sale_date)) },
  { key: 'number', header: headers.number },
  { key: 'price', header: headers.price, value: (i) => formatNumber(i.price), render: (i) => oneLine(formatNumber(i.price)), align: 'right' },
  { key: 'earned', header: headers.earned, value: (i) => formatNumber(reviewTableFigures(i).earned), align: 'right' },
  { key: 'used', header: headers.used, value: (i) => formatNumber(reviewTableFigures(i).usedColumn), align: 'right' },
  { key: 'remaining', header: headers.remaining, value: (i) => formatNumber(reviewTableFigures(i).remainingColumn), align: 'right' },
  { key: 'created_at', header: headers.createdAt, value: (i) => formatDateTime(i.created_at), render: (i) => oneLine(formatDateTime(i.created_at)) },
  { key: 'state', header: headers.state, value: (i) => capitalize(i.state) },
  {
    key: 'image',
    header: headers.image,
    render: (i) => {
      const href = assetUrl(i.image);
      // a new tab: the photo is a signed link that opens on its own (docs/adr/0008-private-uploads-through-signed-links.md)
      return href ? (
        <NoWrap>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={text.viewInvoiceOf(i.number)}>
            {text.viewInvoice}
          </a>
        </NoWrap>
      ) : (
        text.noImage
      );
    },
  },
  {
    key: 'actions',
    header: headers.actions,
    render: (i) => (
      <ButtonLink to={invoiceDetailsPath(i.id)} variant="info" size="sm" aria-label={text.detailsOf(i.number)}>
        <Icon name="visibility" size="sm" />
        {text.details}
      </ButtonLink>
    ),
  },
];

/** SPEC 2.11 'Lista de Ventas' of the requesting user: newest registration first, 10 per page, rejected struck in red. */
export function UserInvoices({ userId }: { userId: number }) {
  const { data, loading, error, reload } = useInvoiceHistory(userId);
  const rows = useMemo(() => data && [...data].sort((a, b) => timeOf(b.created_at) - timeOf(a.created_at)), [data]);
  // the user's invoices, read whole: searched and paged here, in that order
  const list = useMemoryList(rows, { columns, loading });

  if (error) return <ErrorPanel title={text.loadFailed} message={error} onRetry={reload} />;
  return (
    <DataTable
      title={text.title}
      icon="list"
      columns={columns}
      list={list}
      loadingText={text.loading}
      emptyText={text.empty}
      // SPEC 2.9 / 2.11: rejected invoices struck through in red
      rowVariant={(i) => (isRejected(i) ? 'struck' : 'default')}
    />
  );
}
