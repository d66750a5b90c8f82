// Issue 11: what the two report screens and the audit log share: the server's CSV download with its
// sending and error states, the filter grid's whole-line pieces, and the choice lists of the filters.
import { useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, ErrorPanel, Icon, type SelectOption } from '@portal/shared-ui';
import { downloadErrorText, downloadReportCsv, type ReportFilters } from '../api/report-calls';
import { reportTexts } from '../messages';

const t = reportTexts.common;

/** the "no filter" choice of every select */
export const ALL = 'all';
export const chosen = (value: string): string | undefined => (value === ALL ? undefined : value);

/** 'Todas las sucursales' first, then the plain list as it came (the api sorts it by name) */
export function optionsOf(all: string, list: readonly { id: number; name: string }[] | undefined): SelectOption[] {
  return [{ value: ALL, label: all }, ...(list ?? []).map((x) => ({ value: String(x.id), label: x.name }))];
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
        setError(await downloadErrorText(err));
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
        <Alert variant="danger">
          <strong>{t.exportFailed}</strong>: {csv.error}
        </Alert>
      )}
    </>
  );
}

/** a whole line of the table's filter grid (FilterRow): the hint of a filter, the 'Limpiar filtros' button */
export const FilterLine = styled.div`
  grid-column: 1 / -1;
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

// the same grid as the one table's filter row, for when the table gives way to the red panel
const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  column-gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;

/**
 * The table, or, when the api refused the page (a 400 on a filter, a 500), its Spanish detail in the
 * red panel with 'Reintentar' in place of the table, the filters staying above it to change what was
 * refused.
 */
export function TableOrError({ error, title, onRetry, filters, children }: { error: string | null; title: string; onRetry(): void; filters: ReactNode; children: ReactNode }) {
  if (!error) return <>{children}</>;
  return (
    <>
      <FilterGrid>{filters}</FilterGrid>
      <ErrorPanel title={title} message={error} onRetry={onRetry} />
    </>
  );
}
