// The reports as streamed CSV files: every row matching the filters and sort, read in
// keyset pages and written as they come, so a 200,000-line export never sits whole in memory.
// The text is the front end's own (contract/src/csv.ts, papaparse with escapeFormulae
// and CRLF; no React there): the same quoting, the same neutralised formula cells (= + - @, tab,
// carriage return get a leading '), the UTF-8 byte-order mark first so spreadsheets read accents.
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { toCsv, type CsvCell } from '@portal/contract/csv';
import type { InvoicesReportQuery, PointsReportQuery, PointsReportRow, ReportLineRow } from '@portal/contract';
import type { DB } from '../../db/schema';
import { invoicesReportPages } from './invoices-report';
import { REPORT_CSV } from '../../messages';
import { pointsReportPages } from './points-report';

/** rows a keyset page reads (a few hundred kilobytes of text at most) */
export const CSV_PAGE_ROWS = 2000;

export interface CsvExport {
  fileName: string;
  /** the file's bytes; reading it runs the queries, page by page, as the client takes them */
  body: Readable;
}

export interface CsvOptions {
  /** rows per query (tests use a few, to cross many pages) */
  pageRows?: number;
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** bytes the stream reads ahead of its client (tests use 1, to see it stop when the client goes) */
  highWaterMark?: number;
}

/** 'YYYY-MM-DD HH:mm' in Colombia (UTC-5) of a stored instant: a cell a spreadsheet sorts */
export function colombianDateTime(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  return new Date(time - 5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const pointsCells = (r: PointsReportRow): CsvCell[] => [
  r.id, r.name, r.identification_number, r.subsidiary ?? '', r.points, r.gastados, r.vencidos,
  r.apply_aprobado, r.apply_rechazado, r.apply_espera, r.apply_confirmado, r.invoices_count,
];

const lineCells = (r: ReportLineRow): CsvCell[] => [
  r.sale_date, colombianDateTime(r.created_at), r.number, r.user?.name ?? '', r.user?.identification_number ?? '',
  r.subsidiary?.name ?? '', r.city?.name ?? '', r.brand?.name ?? '', r.design?.name ?? '', r.tire?.name ?? '',
  r.tire?.tire_code ?? '', r.amount, r.points, r.state,
];

/**
 * The file of `pages`. The first page is read before anything is sent, so a failure there is the
 * usual JSON error; after the first byte a failure is logged and the stream destroyed (the client
 * sees a cut download, never a file that looks whole). When the client goes away the reader stops
 * pulling, the generator is returned, and no further query runs.
 */
async function csvBody<R>(headers: readonly string[], pages: AsyncGenerator<R[]>, cells: (row: R) => CsvCell[], options: CsvOptions): Promise<Readable> {
  let first: IteratorResult<R[]>;
  try {
    first = await pages.next();
  } catch (err) {
    await pages.return(undefined).catch(() => undefined);
    throw err;
  }
  async function* text(): AsyncGenerator<string> {
    try {
      // toCsv without fields writes no header line (and with fields but no rows, an empty line):
      // the titles go as a row of their own, each page after them on a new line
      yield `\uFEFF${toCsv([], [headers])}`;
      for (let step = first; !step.done; step = await pages.next()) {
        yield `\r\n${toCsv([], step.value.map(cells))}`;
      }
    } catch (err) {
      options.log?.error({ err }, 'CSV export failed after its first byte; the download was cut');
      throw err;
    } finally {
      await pages.return(undefined);
    }
  }
  return Readable.from(text(), { objectMode: false, highWaterMark: options.highWaterMark ?? 64 * 1024 });
}

/** GET /api/reports/invoiceByUser.csv */
export async function pointsReportCsv(db: DB, query: PointsReportQuery, now: Date, options: CsvOptions = {}): Promise<CsvExport> {
  const pages = pointsReportPages(db, query, now, options.pageRows ?? CSV_PAGE_ROWS);
  return { fileName: REPORT_CSV.pointsFile, body: await csvBody(REPORT_CSV.pointsHeaders, pages, pointsCells, options) };
}

/** GET /api/reports/invoices/full.csv */
export async function invoicesReportCsv(db: DB, query: InvoicesReportQuery, options: CsvOptions = {}): Promise<CsvExport> {
  const pages = invoicesReportPages(db, query, options.pageRows ?? CSV_PAGE_ROWS);
  return { fileName: REPORT_CSV.invoicesFile, body: await csvBody(REPORT_CSV.invoicesHeaders, pages, lineCells, options) };
}
