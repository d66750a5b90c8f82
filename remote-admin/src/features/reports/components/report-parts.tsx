// What the two report screens and the audit log share: the table's card (the one table on
// the api's pages, or the api's refusal), the server's CSV download with its sending and error
// states, the filter grid's whole-line pieces, and the choice lists of the filters.
import { useCallback, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button, Card, CardBody, CardHeader, DataTable, ErrorPanel, FormColumns, FormWide, Icon, SelectField, type Column, type RowVariant, type SelectOption, type ServerListView, type Tone,
} from '@portal/shared-ui';
import { errorText } from '@portal/shared-auth';
import { downloadReportCsv } from '../api/download-report-csv';
import type { ReportFilters } from '../api/shared';
import { reportTexts } from '../../../messages';

const t = reportTexts.common;

/** the "no filter" choice of every select */
export const ALL = 'all';
export const chosen = (value: string): string | undefined => (value === ALL ? undefined : value);

/** 'Todas las sucursales' first, then the plain list as it came (the api sorts it by name) */
export function optionsOf(all: string, list: readonly { id: number; name: string }[] | undefined): SelectOption[] {
  return [{ value: ALL, label: all }, ...(list ?? []).map((x) => ({ value: String(x.id), label: x.name }))];
}

/**
 * A filter chosen from a list the api gives (branches, cities, brands): 'Todas ...' first, 'Cargando...'
 * while the list comes, the Spanish failure under the field if it could not.
 */
export function ListFilter({ label, name, value, onChange, all, list, failed }: {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  /** the "no filter" choice: 'Todas las sucursales' */
  all: string;
  list: { data?: readonly { id: number; name: string }[]; loading: boolean; error: unknown };
  failed: string;
}) {
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      options={optionsOf(all, list.data)}
      hint={list.loading ? t.optionsLoading : undefined}
      error={list.error ? failed : null}
      touched={Boolean(list.error)}
    />
  );
}

export interface ServerCsv {
  /** asks the api for the file with these filters and order, and saves it */
  run(params: ReportFilters): Promise<void>;
  sending: boolean;
  /** the Spanish text of the last failure, else null */
  error: string | null;
}

/** a report's CSV as the api writes and streams it (every row matching the filters), saved as `fileName` */
export function useServerCsv(path: string, fileName: string): ServerCsv {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (params: ReportFilters) => {
      setSending(true);
      setError(null);
      try {
        await downloadReportCsv(path, params, fileName);
      } catch (err) {
        // SPEC 8: logged for the developer, said in Spanish on the screen
        console.error(`GET ${path}`, err);
        setError(errorText(err));
      } finally {
        setSending(false);
      }
    },
    [path, fileName],
  );
  return { run, sending, error };
}

const Status = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** under the table: 'Preparando reporte-puntos.csv...' while the file comes, the api's detail if it failed */
export function CsvNotice({ csv, fileName }: { csv: ServerCsv; fileName: string }) {
  return (
    <>
      <Status role="status">{csv.sending ? t.exporting(fileName) : ''}</Status>
      {csv.error && (
        <ErrorPanel
          message={
            <>
              <strong>{t.exportFailed}</strong>: {csv.error}
            </>
          }
        />
      )}
    </>
  );
}

/** a whole line of the table's filter grid (FilterRow): the hint of a filter, the 'Limpiar filtros' button */
export const FilterLine = styled(FormWide)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function ClearFilters({ onClear, hint }: { onClear(): void; hint?: ReactNode }) {
  return (
    <FilterLine>
      <span>{hint}</span>
      <Button variant="default" size="sm" round onClick={onClear}>
        <Icon name="close" size="sm" />
        {t.clear}
      </Button>
    </FilterLine>
  );
}

/**
 * The table, or, when the api refused the page (a 400 on a filter, a 500), its Spanish detail in the
 * red panel with 'Reintentar' in place of the table, the filters staying above it to change what was
 * refused.
 */
export function TableOrError({ error, title, onRetry, filters, children }: { error: string | null; title: string; onRetry(): void; filters: ReactNode; children: ReactNode }) {
  if (!error) return <>{children}</>;
  return (
    <>
      {/* the same grid as the one table's filter row (the kit's field grid filling the line), so the filters stay put */}
      <FormColumns $columns="fill" $align="end">
        {filters}
      </FormColumns>
      <ErrorPanel title={title} message={error} onRetry={onRetry} />
    </>
  );
}

export interface ReportTableCardProps<T> {
  texts: { title: string; subtitle: string; tableLabel: string; loading: string; empty: string; loadFailed: string };
  color: Tone;
  columns: Column<T>[];
  server: ServerListView<T> & { error: string | null; reload(): void };
  /** the filter fields, above the table (and above the red panel when the api refused them) */
  filters: ReactNode;
  filtersActive: boolean;
  rowVariant?: (row: T) => RowVariant;
  /** false: no text search (every filter is one of the fields) */
  filterable?: boolean;
  /** 'Exportar a CSV': the api's file of every matching row, with its notice under the table */
  csv?: { server: ServerCsv; fileName: string; run(): Promise<unknown> };
}

/** the card of a report's table: its header, the one table on the api's pages (or the api's refusal), the CSV's notice */
export function ReportTableCard<T>({ texts, color, columns, server, filters, filtersActive, rowVariant, filterable, csv }: ReportTableCardProps<T>) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader title={texts.title} subtitle={texts.subtitle} icon="list" color={color} titleId={titleId} />
      <CardBody>
        <TableOrError error={server.error} title={texts.loadFailed} onRetry={server.reload} filters={filters}>
          <DataTable
            label={texts.tableLabel}
            columns={columns}
            list={server}
            filterable={filterable}
            loadingText={texts.loading}
            emptyText={texts.empty}
            filters={filters}
            filtersActive={filtersActive}
            rowVariant={rowVariant}
            csv={csv?.run}
          />
        </TableOrError>
        {csv && <CsvNotice csv={csv.server} fileName={csv.fileName} />}
      </CardBody>
    </Card>
  );
}
