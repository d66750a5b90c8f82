import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { TABLE_PAGE_SIZE } from '@portal/contract';
import { messages } from '../messages';
import type { Tone } from '../theme/theme';
import { Button } from '../layout/Button';
import { Card, CardBody, CardHeader } from '../layout/Card';
import { Icon, type IconName } from '../layout/Icon';
import { Loading } from '../feedback/Spinner';
import { SearchBox } from '../forms/SearchBox';
import { Paginator } from '../navigation/Paginator';
import { pageCountOf } from '../navigation/pages';
import { usePagedItems } from '../navigation/usePagedItems';
import { downloadCsv, preloadCsv } from './csv';
import { cellValue, csvColumnsOf, filterRows, sortRows, type Column, type CsvColumn, type SortState } from './rows';
import type { ServerListView } from './server';
import { CellValue, EmptyCell, FilterRow, PagerRow, Scroll, SortButton, Table, Td, Th, Toolbar, Tr } from './styles';

export type RowVariant = 'default' | 'struck';

export interface DataTableProps<T> {
  /** drawn as a card header and used as the table's accessible name */
  title?: ReactNode;
  icon?: IconName | ReactNode;
  color?: Tone;
  /** more buttons in the header, e.g. a 'Crear Ciudad' ButtonLink */
  actions?: ReactNode;
  /** accessible name when there is no title */
  label?: string;
  columns: readonly Column<T>[];
  /** every row, filtered, sorted and paged here; undefined while loading. Leave out with `server`. */
  rows?: readonly T[] | undefined;
  /**
   * A list the server pages, filters and sorts (shared-auth useServerList): the table
   * draws its page and sends the filter, sort and page changes back; the CSV holds every match.
   */
  server?: ServerListView<T>;
  loading?: boolean;
  /** SPEC 2.7 passes 'Loading...' */
  loadingText?: string;
  /** SPEC 2.8 texts such as 'No hay ciudades registradas' */
  emptyText: string;
  filterable?: boolean;
  /**
   * the list's own filters (selects, dates) drawn above the search box, wrapping on a phone; with
   * `filtersActive` an empty page says that nothing matches rather than the list's empty text
   */
  filters?: ReactNode;
  filtersActive?: boolean;
  /** adds 'Exportar a CSV'; the filtered and sorted rows of every page are exported */
  csv?: { fileName: string; columns?: readonly CsvColumn<T>[] };
  /**
   * adds the same 'Exportar a CSV' button, which runs this instead of building the file here (a
   * report whose CSV the api writes and streams); the button stays busy until it settles,
   * and the screen says how it went. Wins over `csv` when both are given.
   */
  csvExport?: () => Promise<unknown>;
  rowVariant?(row: T): RowVariant;
  /** default: row.id, else the row's position */
  rowKey?(row: T, index: number): string | number;
  /** SPEC 2.10 / 2.11: e.g. creation date descending */
  defaultSort?: SortState;
  pageSize?: number;
}

function defaultKey<T>(row: T, index: number): string | number {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

/**
 * The one table of the portal (SPEC 2.5, 2.8, 2.10, 9): filter box, 10 rows per page, pagination on
 * top only, optional sorting, CSV export, the empty text, struck rows.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { title, icon, color, actions, label, columns, loadingText, emptyText, server } = props;
  const { filterable = true, csv, csvExport, rowVariant, rowKey = defaultKey, defaultSort, filters, filtersActive = false } = props;
  const titleId = useId();
  const [localQuery, setLocalQuery] = useState('');
  const [localSort, setLocalSort] = useState<SortState | null>(defaultSort ?? null);
  const query = server ? server.query : localQuery;
  const setQuery = server ? server.setQuery : setLocalQuery;
  const sort = server ? server.sort : localSort;
  const pageSize = server ? server.pageSize : (props.pageSize ?? TABLE_PAGE_SIZE);

  // in memory: filter, sort and page here; on the server: the page as it came
  const rows = server ? server.rows : props.rows;
  const shown = useMemo(
    () => (server ? [...(server.rows ?? [])] : sortRows(filterRows(props.rows ?? [], columns, localQuery), columns, localSort)),
    [server, props.rows, columns, localQuery, localSort],
  );
  const local = usePagedItems(shown, pageSize, localQuery);
  const page = server ? server.page : local.page;
  const setPage = server ? server.setPage : local.setPage;
  const matching = server ? server.total : shown.length;
  const pageCount = server ? pageCountOf(server.total, pageSize) : local.pageCount;
  const pageItems = server ? shown : local.pageItems;
  const isLoading = (props.loading ?? false) || (server ? server.loading : rows === undefined);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (csvExport) {
      setExporting(true);
      try {
        await csvExport();
      } catch (err) {
        console.error(err);
      } finally {
        setExporting(false);
      }
      return;
    }
    if (!csv) return;
    const cols = csvColumnsOf(columns, csv.columns);
    setExporting(true);
    try {
      // every row matching the filter, not only the page on screen
      const all = server ? await server.fetchAll() : shown;
      await downloadCsv(csv.fileName, cols.map((c) => c.header), all.map((row) => cols.map((c) => c.value(row))));
    } catch (err) {
      console.error(err);
    } finally {
      setExporting(false);
    }
  };
  // a file the api writes needs no CSV writer here
  const exports = Boolean(csv) && !csvExport;
  useEffect(() => {
    if (exports) preloadCsv();
  }, [exports]);

  const toggleSort = (key: string) => {
    const next = (s: SortState | null): SortState => (s?.key === key ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' });
    if (server) server.setSort(next(server.sort));
    else setLocalSort(next);
  };

  const first = (page - 1) * pageSize + 1;
  const body = (
    <>
      {filters && <FilterRow>{filters}</FilterRow>}
      {(filterable || csv || csvExport) && (
        <Toolbar>
          {filterable ? <SearchBox value={query} onChange={setQuery} label={messages.table.filterLabel} placeholder={messages.table.filterPlaceholder} /> : <span />}
          {(csv || csvExport) && (
            <Button variant="info" round size="sm" onClick={() => void exportCsv()} disabled={isLoading || exporting} aria-busy={exporting}>
              <Icon name="download" size="sm" />
              {messages.table.exportCsv}
            </Button>
          )}
        </Toolbar>
      )}
      {isLoading ? (
        <Loading label={loadingText} />
      ) : (
        <>
          {/* SPEC 9: pagination on top only */}
          {pageItems.length > 0 && (
            <PagerRow>
              <span>{messages.table.summary(first, first + pageItems.length - 1, matching)}</span>
              {pageCount > 1 && <Paginator page={page} pageCount={pageCount} onChange={setPage} />}
            </PagerRow>
          )}
          <Scroll>
            {/* roles stated, as a phone draws the rows as cards (styles.ts) */}
            <Table role="table" aria-labelledby={title ? titleId : undefined} aria-label={title ? undefined : label}>
              <thead role="rowgroup">
                <tr role="row">
                  {columns.map((c) => {
                    const active = sort?.key === c.key ? sort.direction : null;
                    return (
                      <Th
                        key={c.key}
                        role="columnheader"
                        scope="col"
                        $align={c.align ?? 'left'}
                        aria-sort={c.sortable ? (active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none') : undefined}
                      >
                        {c.sortable ? (
                          <SortButton type="button" onClick={() => toggleSort(c.key)} title={messages.table.sortBy(c.header)}>
                            {c.header}
                            <span aria-hidden>{active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}</span>
                          </SortButton>
                        ) : (
                          c.header
                        )}
                      </Th>
                    );
                  })}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {pageItems.length === 0 ? (
                  <tr role="row">
                    <EmptyCell role="cell" colSpan={columns.length}>{!filtersActive && (server ? server.query.trim() === '' : (rows ?? []).length === 0) ? emptyText : messages.table.noMatches}</EmptyCell>
                  </tr>
                ) : (
                  pageItems.map((row, i) => (
                    <Tr key={rowKey(row, first - 1 + i)} role="row" $struck={rowVariant?.(row) === 'struck'}>
                      {columns.map((c) => (
                        <Td key={c.key} role="cell" data-label={c.header} $align={c.align ?? 'left'}>
                          <CellValue>{c.render ? c.render(row) : (cellValue(c, row) ?? '')}</CellValue>
                        </Td>
                      ))}
                    </Tr>
                  ))
                )}
              </tbody>
            </Table>
          </Scroll>
        </>
      )}
    </>
  );

  if (!title) return body;
  return (
    <Card>
      <CardHeader title={title} icon={icon} color={color} actions={actions} titleId={titleId} />
      <CardBody>{body}</CardBody>
    </Card>
  );
}
