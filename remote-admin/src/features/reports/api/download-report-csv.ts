// Ours beside SPEC 7: GET a report's .csv (API.report*Csv) -> the api's own file, streamed, read with the
// session's bearer through the one http client and saved as it came; a refusal's Spanish detail for the screen.
import { ApiError, errorText, http } from '@portal/shared-auth';
import { downloadBlob } from '@portal/shared-ui';
import { definedOnly, type ReportFilters } from './shared';

/** a Blob's text through FileReader, which every browser (and jsdom) has */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * The Spanish text of a failed download. The body of a refused blob request is itself a Blob: its
 * JSON ({ message, detail }) is read so the api's own detail is said, as for every other call.
 */
export async function downloadErrorText(err: unknown): Promise<string> {
  if (err instanceof ApiError && typeof Blob !== 'undefined' && err.body instanceof Blob) {
    try {
      const body = JSON.parse(await blobText(err.body)) as { detail?: unknown; message?: unknown };
      const text = [body.detail, body.message].find((x): x is string => typeof x === 'string' && x.trim() !== '' && x !== 'error');
      if (text) return text;
    } catch {
      // not JSON: the generic text below
    }
  }
  return errorText(err);
}

/** GET `path` (a report's .csv) with the filters and order, saved as `fileName` */
export async function downloadReportCsv(path: string, params: ReportFilters, fileName: string): Promise<void> {
  // a refusal still comes as JSON ({ message, detail }), read by downloadErrorText
  const answer = await http.get<Blob>(path, { params: definedOnly(params), responseType: 'blob', headers: { Accept: 'text/csv, application/json' } });
  // the api's bytes as they came: BOM, CRLF and the neutralised cells are its (contract/src/reports.ts)
  downloadBlob(fileName, answer.data);
}
