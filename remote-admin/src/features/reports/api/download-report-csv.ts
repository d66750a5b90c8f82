// Ours beside SPEC 7: GET a report's .csv (API.report*Csv) -> the api's own file, streamed, read with the
// session's bearer through the one http client and saved as it came; a refusal rejects with the api's Spanish detail.
import { http } from '@portal/shared-auth';
import { downloadBlob } from '@portal/shared-ui';
import { definedOnly, type ReportFilters } from './shared';

/** GET `path` (a report's .csv) with the filters and order, saved as `fileName` */
export async function downloadReportCsv(path: string, params: ReportFilters, fileName: string): Promise<void> {
  // a refusal still comes as JSON ({ message, detail }): the client's ApiError says its detail
  const answer = await http.get<Blob>(path, { params: definedOnly(params), responseType: 'blob', headers: { Accept: 'text/csv, application/json' } });
  // the api's bytes as they came: BOM, CRLF and the neutralised cells are its (contract/src/reports.ts)
  downloadBlob(fileName, answer.data);
}
