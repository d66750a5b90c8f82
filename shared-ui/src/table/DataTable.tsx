import { useId, useState, type ReactNode } from 'react';
import { messages } from '../messages';
import type { Tone } from '../theme/theme';
import { Button } from '../layout/Button';
import { Card, CardBody, CardHeader } from '../layout/Card';
import { Icon, type IconName } from '../layout/Icon';
import { Loading } from '../feedback/Spinner';
import { SearchBox } from '../forms/SearchBox';
import { Paginator } from '../navigation/Paginator';
import { pageCountOf } from '../navigation/pages';
import { cellValue, type Column, type SortState } from './rows';
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
  /**
   * The list drawn: shared-auth useServerList for one the api pages, filters and sorts, or
   * useMemoryList (memory.ts) for rows the screen holds whole. The table draws its page and sends
   * the search, sort and page changes back to it; it keeps none of them itself.
   */
  list: ServerListView<T>;
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
  /**
   * adds 'Exportar a CSV', which runs this: a file built here from every match of the list
   * (csv.ts useListCsv), or one the api writes and streams (a report). The button stays busy until
   * it settles; what the screen says of how it went is the screen's (a report's notice).
   */
  csv?: () => Promise<unknown>;
  rowVariant?(row: T): RowVariant;
  /** default: row.id, else the row's position */
  rowKey?(row: T, index: number): string | number;
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
  const { title, icon, color, actions, label, columns, loadingText, emptyText, list } = props;
  const { filterable = true, csv, rowVariant, rowKey = defaultKey, filters, filtersActive = false } = props;
  const titleId = useId();
  const { page, pageSize, sort } = list;
  const pageItems = list.rows ?? [];
  const pageCount = pageCountOf(list.total, pageSize);
  const isLoading = list.loading;
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (!csv) return;
    setExporting(true);
    try {
      await csv();
    } catch (err) {
      // SPEC 8: logged for the developer (a report's own function says in Spanish how it went)
      console.error(err);
    } finally {
      setExporting(false);
    }
  };

  const toggleSort = (key: string) => {
    const next = (s: SortState | null): SortState => (s?.key === key ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' });
    list.setSort(next(sort));
  };

  const first = (page - 1) * pageSize + 1;
  const body = (
    <>
      {filters && <FilterRow>{filters}</FilterRow>}
      {(filterable || csv) && (
        <Toolbar>
          {filterable ? <SearchBox value={list.query} onChange={list.setQuery} label={messages.table.filterLabel} placeholder={messages.table.filterPlaceholder} /> : <span />}
          {csv && (
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
              <span>{messages.table.summary(first, first + pageItems.length - 1, list.total)}</span>
              {pageCount > 1 && <Paginator page={page} pageCount={pageCount} onChange={list.setPage} />}
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
                    <EmptyCell role="cell" colSpan={columns.length}>{!filtersActive && list.query.trim() === '' ? emptyText : messages.table.noMatches}</EmptyCell>
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
