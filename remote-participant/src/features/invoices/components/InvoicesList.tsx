import { useMemo } from 'react';
import { capitalize, roleOf, type InvoiceWithTotals } from '@portal/contract';
import { assetUrl, useSession } from '@portal/shared-auth';
import { DataTable, ErrorPanel, formatDate, formatDateTime, formatNumber, timeOf, type Column } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { useInvoices } from '../api/get-invoices';
import { AdminInvoicesList } from './AdminInvoicesList';
import { invoiceRowVariant, NoWrap, oneLine, StateCell } from './invoice-cells';

const { columns: headers } = messages.invoices;

const columns: Column<InvoiceWithTotals>[] = [
  { key: 'number', header: headers.number },
  { key: 'sale_date', header: headers.saleDate, value: (i) => formatDate(i.sale_date), render: (i) => oneLine(formatDate(i.sale_date)) },
  { key: 'created_at', header: headers.createdAt, value: (i) => formatDateTime(i.created_at), render: (i) => oneLine(formatDateTime(i.created_at)) },
  { key: 'price', header: headers.price, value: (i) => formatNumber(i.price), render: (i) => oneLine(formatNumber(i.price)), align: 'right' },
  { key: 'state', header: headers.state, value: (i) => capitalize(i.state), render: (i) => <StateCell invoice={i} /> },
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
      rowVariant={invoiceRowVariant}
    />
  );
}

/**
 * /admin/invoices-list: a participant sees their own invoices; the administrator (the only other
 * role the route lets in, src/screens.ts) every invoice, paged on the api (issue 10).
 */
export function InvoicesList() {
  const isParticipant = useSession((s) => roleOf(s.user?.profiles_id) === 'participant');
  return isParticipant ? <OwnInvoicesList /> : <AdminInvoicesList />;
}
