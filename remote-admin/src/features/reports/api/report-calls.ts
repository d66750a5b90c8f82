// The calls of the report screens (contract/src/reports.ts "The reports on the list contract",
// contract/src/paths.ts).
// The tables are pages of the list contract (useServerList); the charts read the summaries under the
// same filters (useApiGet, cached by path and filters); the CSV is the api's own file, streamed, read
// with the session's bearer through the one http client and saved as it came.
import {
  API, TABLE_PAGE_SIZE, type Brand, type City, type InvoicesSummary, type PointsReportRow, type PointsSummary,
  type ReportLineRow, type Subsidiary,
} from '@portal/contract';
import { ApiError, errorText, http, useApiGet, useServerList } from '@portal/shared-auth';
import { downloadBlob } from '@portal/shared-ui';

/** a list's own filters as sent: undefined ones are left out */
export type ReportFilters = Record<string, string | number | undefined>;

/** without the filters nobody set, so the summary's cache key is the same however it was reached */
export function definedOnly(filters: ReportFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/** GET /api/reports/invoiceByUser on the list contract: one row per participant, by name */
export const usePointsReport = (filters: ReportFilters) =>
  useServerList<PointsReportRow>(API.reportInvoiceByUser, { pageSize: TABLE_PAGE_SIZE, defaultSort: { key: 'name', direction: 'asc' }, filters });

/** GET /api/reports/points/summary: the charts of /admin/points under the same filters */
export const usePointsSummary = (filters: ReportFilters) => useApiGet<PointsSummary>(API.reportPointsSummary, definedOnly(filters));

/** GET /api/reports/invoices/full on the list contract: one row per invoice line, newest sale first */
export const useInvoicesReport = (filters: ReportFilters) =>
  useServerList<ReportLineRow>(API.reportInvoicesFull, { pageSize: TABLE_PAGE_SIZE, defaultSort: { key: 'date', direction: 'desc' }, filters });

/** GET /api/reports/invoices/summary: the charts of /admin/invoices under the same filters */
export const useInvoicesSummary = (filters: ReportFilters) => useApiGet<InvoicesSummary>(API.reportInvoicesSummary, definedOnly(filters));

/** the plain lists of the filters (SPEC 7: no list parameters, the whole array) */
export const useBranchOptions = () => useApiGet<Subsidiary[]>(API.subsidiaries);
export const useCityOptions = () => useApiGet<City[]>(API.cities);
export const useBrandOptions = () => useApiGet<Brand[]>(API.brandsAll);

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
