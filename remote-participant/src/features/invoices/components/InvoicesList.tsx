import { useMemo } from 'react';
import type { InvoiceWithTotals } from '@portal/contract';
import { assetUrl } from '@portal/shared-auth';
import { DataTable, ErrorPanel, formatNumber, invoiceColumns, invoiceRowVariant, NoWrap, OfflineDataNote, timeOf, useMemoryList, type Column } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { useInvoices } from '../api/get-invoices';
import { PendingSales } from './PendingSales';

const { columns: headers } = messages.invoices;

const columns: Column<InvoiceWithTotals>[] = [
  invoiceColumns.number(),
  invoiceColumns.saleDate(),
  invoiceColumns.createdAt(),
  invoiceColumns.price(),
  // an invoice in dispute says so under its state
  invoiceColumns.state('state', { dispute: true }),
  { key: 'total_points', header: headers.earned, value: (i) => formatNumber(i.total_points), align: 'right' },
  { key: 'used_points', header: headers.used, value: (i) => formatNumber(i.used_points), align: 'right' },
  { key: 'remaining_points', header: headers.remaining, value: (i) => formatNumber(i.remaining_points), align: 'right' },
  {
    key: 'image',
    header: headers.image,
    render: (i) => {
      const href = assetUrl(i.image);
      // a new tab: the photo is a signed link that opens on its own (docs/adr/0008-private-uploads-through-signed-links.md)
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

/**
 * /admin/invoices-list 'Lista de Ventas' for a participant (SPEC 2.4, 2.9, 9): their own invoices,
 * newest registration first. The administrator's list of every invoice, at the same address, is
 * remote-admin's (the shell routes each profile to the screen it may open).
 */
export function InvoicesList() {
  const { data, loading, error, reload } = useInvoices();
  const rows = useMemo(() => data && [...data].sort((a, b) => timeOf(b.created_at) - timeOf(a.created_at)), [data]);
  // the participant's own invoices, read whole: searched and paged here, in that order
  const list = useMemoryList(rows, { columns, loading });

  // the sales kept on the phone first, whatever the list's read did
  if (error) return <><PendingSales /><ErrorPanel title={messages.invoices.loadFailed} message={error} onRetry={reload} /></>;
  return (
    <>
    <PendingSales />
    <OfflineDataNote shown={Boolean(data)} />
    <DataTable
      title={messages.invoices.title}
      icon="list"
      columns={columns}
      list={list}
      loadingText={messages.invoices.loading}
      emptyText={messages.invoices.empty}
      // SPEC 2.9: rejected invoices struck through in red
      rowVariant={invoiceRowVariant}
    />
    </>
  );
}
