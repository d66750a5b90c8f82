import { useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { capitalize, INVOICE_STATE, type InvoiceState, type InvoiceWithTotals } from '@portal/contract';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared-auth';
import {
  Button, ButtonLink, Card, CardBody, CardHeader, DataTable, ErrorPanel, FormColumns, FormWide, formatNumber, formatSortableDateTime, Icon,
  invoiceColumns, invoiceRowVariant, messages as uiMessages, PeriodFilter, SearchBox, SelectField, useListCsv, usePeriodFilter,
  type Column, type CsvColumn, type FormColumnSteps,
} from '@portal/shared-ui';
import { invoiceDetailsPath } from '../../../paths';
import { useBranchOptions } from '../../reports/api/get-filter-options';
import { ALL, optionsOf } from '../../reports/components/report-parts';
import { useAllInvoices, type InvoiceFilters } from '../api/get-all-invoices';
import type { InvoiceSortKey } from '../api/first-page';
import { invoiceTexts as text } from '../../../messages';

const headers = { ...uiMessages.invoices.columns, ...text.columns };

const STATES: readonly InvoiceState[] = [INVOICE_STATE.CREATED, INVOICE_STATE.APPROVED, INVOICE_STATE.REJECTED];

const userName = (i: InvoiceWithTotals) => i.user?.name ?? text.noUser;
const branchName = (i: InvoiceWithTotals) => i.subsidiary?.name ?? text.noBranch;

/**
 * Column keys are the api's sort keys (INVOICE_SORT), so a header sorts by its own column; a column
 * the api cannot sort by (the points, the actions) has no sort button.
 */
const sortable = (key: InvoiceSortKey, column: (key: string) => Column<InvoiceWithTotals>): Column<InvoiceWithTotals> => ({ ...column(key), sortable: true });

const columns: Column<InvoiceWithTotals>[] = [
  sortable('user', (key) => ({ key, header: headers.user, value: userName })),
  sortable('subsidiary', (key) => ({ key, header: headers.subsidiary, value: branchName })),
  sortable('date', invoiceColumns.saleDate),
  sortable('number', invoiceColumns.number),
  sortable('price', invoiceColumns.price),
  { key: 'points', header: headers.points, value: (i) => formatNumber(i.total_points), align: 'right' },
  sortable('state', invoiceColumns.state),
  sortable('created', invoiceColumns.createdAt),
  {
    key: 'actions',
    header: headers.actions,
    render: (i) => (
      <ButtonLink to={invoiceDetailsPath(i.id)} variant="info" size="sm" aria-label={text.detailsOf(i.number, i.user?.name)}>
        <Icon name="visibility" size="sm" />
        {text.details}
      </ButtonLink>
    ),
  },
];

/**
 * The CSV: every match of the filters and order (not the page on screen), the figures as plain
 * numbers and the dates as a spreadsheet sorts them, the rejection comment in a column of its own.
 */
const csvColumns: CsvColumn<InvoiceWithTotals>[] = [
  { header: text.csvId, value: (i) => i.id },
  { header: headers.user, value: userName },
  { header: headers.subsidiary, value: branchName },
  { header: headers.saleDate, value: (i) => i.sale_date },
  { header: headers.number, value: (i) => i.number },
  { header: headers.price, value: (i) => i.price },
  { header: headers.points, value: (i) => i.total_points },
  { header: headers.state, value: (i) => capitalize(i.state) },
  { header: text.rejectedComment, value: (i) => i.comment_rejected ?? '' },
  { header: headers.createdAt, value: (i) => formatSortableDateTime(i.created_at) },
];

// the filters in the kit's field grid (SPEC 9): phone one a line; from 600 px two; from 1280 px four
// (the period takes two of them). The search and the buttons take a whole line.
const FILTER_COLUMNS: FormColumnSteps = { smUp: 2, lgUp: 4 };

const WholeLine = styled(FormWide)`
  display: flex;
  flex-direction: column;
  margin: ${({ theme }) => `${theme.space.sm} 0`};
`;

const Actions = styled(FormWide)`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
`;

/**
 * /admin/invoices-list 'Lista de Ventas' for the administrator (SPEC 2.4, 2.9, 9; remote-admin's by
 * ARCHITECTURE "Route ownership"; the participant's own list is also /admin/invoices-list): every
 * participant's invoices, paged, sorted and filtered on the api (GET /api/invoice/all on the list
 * contract), newest registration first; filters by state, branch and sale-date period, and a search
 * by invoice number, participant or identification number; rejected rows struck through in red;
 * 'Detalles' opens /admin/invoice-details/{id}.
 */
export function InvoicesList() {
  const titleId = useId();
  const [state, setState] = useState<string>(ALL);
  const [branch, setBranch] = useState<string>(ALL);
  // the sale-date period (shared-ui PeriodFilter): applied after the search's pause, never while inverted
  const periodFilter = usePeriodFilter({ delayMs: SEARCH_DEBOUNCE_MS });
  const period = periodFilter.applied;

  const filters: InvoiceFilters = {
    state: state === ALL ? undefined : (state as InvoiceState),
    subsidiary: branch === ALL ? undefined : Number(branch),
    from: period.from || undefined,
    to: period.to || undefined,
  };
  const server = useAllInvoices(filters);
  const csv = useListCsv(server, text.csvFile, csvColumns);
  // the plain branch list (SPEC 7), sorted by name on the api
  const branches = useBranchOptions();

  const stateOptions = useMemo(() => [{ value: ALL, label: text.allStates }, ...STATES.map((s) => ({ value: s, label: capitalize(s) }))], []);
  const branchOptions = useMemo(() => optionsOf(text.allBranches, branches.data), [branches.data]);

  const filtered = state !== ALL || branch !== ALL || periodFilter.active || server.query.trim() !== '';
  const clear = () => {
    setState(ALL);
    setBranch(ALL);
    periodFilter.clear();
    server.setQuery('');
  };
  // Enter in a field applies nothing more: every filter is already applied as it changes
  const noSubmit = (e: FormEvent) => e.preventDefault();

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader title={text.title} subtitle={text.subtitle} icon="list" titleId={titleId} />
      <CardBody>
        <FormColumns as="form" $columns={FILTER_COLUMNS} $align="start" role="search" aria-label={text.filters} onSubmit={noSubmit}>
          <WholeLine>
            <SearchBox value={server.query} onChange={server.setQuery} label={text.searchLabel} placeholder={text.searchPlaceholder} />
          </WholeLine>
          <SelectField label={text.stateLabel} name="state" value={state} onChange={setState} options={stateOptions} />
          <SelectField
            label={text.branchLabel}
            name="subsidiary"
            value={branch}
            onChange={setBranch}
            options={branchOptions}
            hint={branches.loading ? text.branchesLoading : undefined}
            error={branches.error ? text.branchesFailed : null}
            touched={Boolean(branches.error)}
          />
          <PeriodFilter period={periodFilter} legend={text.period} />
          <Actions>
            <Button variant="default" size="sm" round onClick={clear}>
              <Icon name="close" size="sm" />
              {text.clear}
            </Button>
          </Actions>
        </FormColumns>
        {server.error ? (
          // the api's Spanish detail (a refused filter is a 400); the filters above stay to change it
          <ErrorPanel title={text.loadFailed} message={server.error} onRetry={server.reload} />
        ) : (
          <DataTable
            label={text.title}
            columns={columns}
            list={server}
            // the search box is one of the filters above
            filterable={false}
            loadingText={text.loading}
            emptyText={filtered ? text.noMatches : text.empty}
            csv={csv}
            // SPEC 2.9: rejected invoices struck through in red
            rowVariant={invoiceRowVariant}
          />
        )}
      </CardBody>
    </Card>
  );
}
