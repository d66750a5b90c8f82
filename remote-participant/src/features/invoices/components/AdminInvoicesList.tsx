import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { capitalize, INVOICE_STATE, isRealDate, type InvoiceState, type InvoiceWithTotals } from '@portal/contract';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared-auth';
import {
  Button, ButtonLink, Card, CardBody, CardHeader, DataTable, ErrorPanel, formatDate, formatDateTime,
  formatNumber, formatSortableDateTime, Icon, SearchBox, SelectField, VisuallyHidden, type Column,
  type CsvColumn,
} from '@portal/shared-ui';
import { messages } from '../../../messages';
import { invoiceDetailsPath } from '../../../paths';
import { useAllInvoices, type InvoiceFilters, type InvoiceSortKey } from '../api/get-all-invoices';
import { useBranches } from '../../sales/api/get-branches';
import { invoiceRowVariant, oneLine, StateCell } from './invoice-cells';

const text = messages.adminInvoices;
const { columns: headers } = text;

/** the "no filter" choice of both dropdowns */
const ALL = 'all';
const STATES: readonly InvoiceState[] = [INVOICE_STATE.CREATED, INVOICE_STATE.APPROVED, INVOICE_STATE.REJECTED];

const userName = (i: InvoiceWithTotals) => i.user?.name ?? text.noUser;
const branchName = (i: InvoiceWithTotals) => i.subsidiary?.name ?? text.noBranch;

/**
 * Column keys are the api's sort keys (INVOICE_SORT), so a header sorts by its own column; a column
 * the api cannot sort by (the points, the actions) has no sort button.
 */
type SortColumn = Column<InvoiceWithTotals> & { key: InvoiceSortKey };
const sortable = (c: SortColumn): Column<InvoiceWithTotals> => ({ ...c, sortable: true });

const columns: Column<InvoiceWithTotals>[] = [
  sortable({ key: 'user', header: headers.user, value: userName }),
  sortable({ key: 'subsidiary', header: headers.subsidiary, value: branchName }),
  sortable({ key: 'date', header: headers.date, value: (i) => formatDate(i.sale_date), render: (i) => oneLine(formatDate(i.sale_date)) }),
  sortable({ key: 'number', header: headers.number, value: (i) => i.number, render: (i) => oneLine(i.number) }),
  sortable({ key: 'price', header: headers.price, value: (i) => formatNumber(i.price), render: (i) => oneLine(formatNumber(i.price)), align: 'right' }),
  { key: 'points', header: headers.points, value: (i) => formatNumber(i.total_points), align: 'right' },
  sortable({ key: 'state', header: headers.state, value: (i) => capitalize(i.state), render: (i) => <StateCell invoice={i} /> }),
  sortable({ key: 'created', header: headers.created, value: (i) => formatDateTime(i.created_at), render: (i) => oneLine(formatDateTime(i.created_at)) }),
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
  { header: headers.date, value: (i) => i.sale_date },
  { header: headers.number, value: (i) => i.number },
  { header: headers.price, value: (i) => i.price },
  { header: headers.points, value: (i) => i.total_points },
  { header: headers.state, value: (i) => capitalize(i.state) },
  { header: text.rejectedComment, value: (i) => i.comment_rejected ?? '' },
  { header: headers.created, value: (i) => formatSortableDateTime(i.created_at) },
];

// phone: one filter a line; from 600 px two; from 1280 px four. The search and the buttons take a whole line.
const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.smUp} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lgUp} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const WholeLine = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: ${({ theme }) => `${theme.space.sm} 0`};
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
`;

/** the two dates side by side at every width (a date input needs ~130 px), one group for screen readers */
const PeriodGroup = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
  ${({ theme }) => theme.media.smUp} { grid-column: span 2; }
`;

// the look of the portal's fields (shared-ui FieldFrame): small muted label, underlined control
const DateBox = styled.div`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.md}`};
  min-width: 0;
`;

const DateLabel = styled.label<{ $error: boolean }>`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

const DateInput = styled.input`
  display: block;
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  border: none;
  border-bottom: ${({ theme }) => theme.borders.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: 0;
  background: transparent;
  font-family: inherit;
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
    border-bottom: ${({ theme }) => theme.borders.thick} solid ${({ theme }) => theme.colors.primary};
  }
  &[aria-invalid='true'] { border-bottom-color: ${({ theme }) => theme.colors.danger}; }
`;

const PeriodError = styled.p`
  grid-column: 1 / -1;
  margin: ${({ theme }) => `-${theme.space.sm} 0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

interface Period {
  from: string;
  to: string;
}
const NO_PERIOD: Period = { from: '', to: '' };

/** the text wrong with the typed period, said before anything is sent (the api would answer the same 400) */
function periodProblem({ from, to }: Period): string | null {
  if ((from && !isRealDate(from)) || (to && !isRealDate(to))) return text.dateInvalid;
  if (from && to && from > to) return text.periodInverted;
  return null;
}

/**
 * The period the list asks for: the one typed, once it has been still for a moment (a date typed
 * into the field changes at each digit of the year) and only while it is a valid period. An
 * inverted or broken one is never sent: the table keeps the last valid period meanwhile.
 */
function useAppliedPeriod(typed: Period): [Period, (p: Period) => void] {
  const [applied, setApplied] = useState<Period>(typed);
  const valid = periodProblem(typed) === null;
  useEffect(() => {
    if (!valid || (typed.from === applied.from && typed.to === applied.to)) return undefined;
    const timer = setTimeout(() => setApplied(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, applied, valid]);
  return [applied, setApplied];
}

/**
 * /admin/invoices-list 'Lista de Ventas' for the administrator (SPEC 2.4, 2.9, 9; issue 10): every
 * participant's invoices, paged, sorted and filtered on the api (GET /api/invoice/all on the list
 * contract), newest registration first; filters by state, branch and sale-date period, and a search
 * by invoice number, participant or identification number; rejected rows struck through in red;
 * 'Detalles' opens /admin/invoice-details/{id}.
 */
export function AdminInvoicesList() {
  const titleId = useId();
  const periodErrorId = useId();
  const [state, setState] = useState<string>(ALL);
  const [branch, setBranch] = useState<string>(ALL);
  const [typed, setTyped] = useState<Period>(NO_PERIOD);
  const [period, setPeriod] = useAppliedPeriod(typed);
  const problem = periodProblem(typed);

  const filters: InvoiceFilters = {
    state: state === ALL ? undefined : (state as InvoiceState),
    subsidiary: branch === ALL ? undefined : Number(branch),
    from: period.from || undefined,
    to: period.to || undefined,
  };
  const server = useAllInvoices(filters);
  const branches = useBranches();

  const stateOptions = useMemo(() => [{ value: ALL, label: text.allStates }, ...STATES.map((s) => ({ value: s, label: capitalize(s) }))], []);
  const branchOptions = useMemo(
    () => [{ value: ALL, label: text.allBranches }, ...(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))],
    [branches.data],
  );

  const filtered = state !== ALL || branch !== ALL || Boolean(period.from || period.to) || server.query.trim() !== '';
  const clear = () => {
    setState(ALL);
    setBranch(ALL);
    setTyped(NO_PERIOD);
    // at once, not after the pause of a typed date
    setPeriod(NO_PERIOD);
    server.setQuery('');
  };
  // Enter in a field applies nothing more: every filter is already applied as it changes
  const noSubmit = (e: FormEvent) => e.preventDefault();

  const dateField = (key: keyof Period, label: string) => (
    <DateBox>
      <DateLabel htmlFor={`${titleId}-${key}`} $error={problem !== null}>
        {label}
      </DateLabel>
      <DateInput
        id={`${titleId}-${key}`}
        name={key}
        type="date"
        value={typed[key]}
        // the browser's own calendar keeps the period the right way round
        min={key === 'to' ? typed.from || undefined : undefined}
        max={key === 'from' ? typed.to || undefined : undefined}
        onChange={(e) => setTyped((p) => ({ ...p, [key]: e.target.value }))}
        aria-invalid={problem !== null ? true : undefined}
        aria-describedby={problem !== null ? periodErrorId : undefined}
      />
    </DateBox>
  );

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader title={text.title} subtitle={text.subtitle} icon="list" titleId={titleId} />
      <CardBody>
        <Filters role="search" aria-label={text.filters} onSubmit={noSubmit}>
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
          <PeriodGroup>
            <VisuallyHidden as="legend">{text.period}</VisuallyHidden>
            {dateField('from', text.fromLabel)}
            {dateField('to', text.toLabel)}
            {problem && (
              <PeriodError id={periodErrorId} role="alert">
                {problem}
              </PeriodError>
            )}
          </PeriodGroup>
          <Actions>
            <Button variant="default" size="sm" round onClick={clear}>
              <Icon name="close" size="sm" />
              {text.clear}
            </Button>
          </Actions>
        </Filters>
        {server.error ? (
          // the api's Spanish detail (a refused filter is a 400); the filters above stay to change it
          <ErrorPanel title={text.loadFailed} message={server.error} onRetry={server.reload} />
        ) : (
          <DataTable
            label={text.title}
            columns={columns}
            server={server}
            // the search box is one of the filters above
            filterable={false}
            loadingText={text.loading}
            emptyText={filtered ? text.noMatches : text.empty}
            csv={{ fileName: text.csvFile, columns: csvColumns }}
            // SPEC 2.9: rejected invoices struck through in red
            rowVariant={invoiceRowVariant}
          />
        )}
      </CardBody>
    </Card>
  );
}
