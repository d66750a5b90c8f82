// The reports as streamed CSV files on SQLite and PostgreSQL: the headers of a download,
// the UTF-8 BOM, the Spanish header line, CRLF lines, formula cells neutralised as the front end's
// CSV does, every row of the filter and sort (not a page), keyset pages that neither skip nor
// repeat a row whatever the sort, and a stream that stops querying when its client goes away.
import Papa from 'papaparse';
import { Readable } from 'node:stream';
import type { KyselyPlugin } from 'kysely';
import { API, INVOICES_REPORT_SORT, POINTS_REPORT_SORT, type PointsReportRow, type ReportLineRow } from '@portal/contract';
import { toCsv } from '@portal/contract/csv';
import type { DB } from '../../db/schema';
import { colombianDateTime, invoicesReportCsv, pointsReportCsv } from './csv';
import { REPORT_CSV } from '../../messages';
import { buildReportData, expectedLines, expectedPointsRows, FORMULA_NAME, tables, type ReportData, type Tables } from './test-fixtures';

let data: ReportData;
let d: Tables;

beforeAll(async () => {
  data = await buildReportData();
  // an invoice line without a branch (nor city): the nullable sort keys
  const invoiceId = (await data.t.db.insertInto('invoices').values({
    number: '@SUMA(A1)', price: 1000, sale_date: '2026-02-04', created_at: '2026-02-05T20:00:00.000Z', state: 'Creada', image: null,
    image_sha256: null, comment_rejected: null, users_id: data.beto.id, subsidiary_id: null, request_key: null,
  }).returning('id').executeTakeFirstOrThrow()).id;
  await data.t.db.insertInto('invoice_references').values({ invoice_id: invoiceId, tire_id: data.cat.tires[4].id, amount: 2, points: 0 }).execute();
  d = await tables(data.t);
});
afterAll(async () => data.t.close());

const download = (url: string, query: Record<string, unknown> = {}) =>
  data.t.app.inject({ method: 'GET', url, query: query as Record<string, string>, headers: data.admin.auth });
const getJson = async (url: string, query: Record<string, unknown>) => (await download(url, query)).json();

/** the file's lines without the BOM, cells parsed back */
function parse(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { newline: '\r\n' }).data;
}

async function readAll(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const pointsCells = (r: PointsReportRow): (string | number)[] => [
  r.id, r.name, r.identification_number, r.subsidiary ?? '', r.points, r.gastados, r.vencidos, r.apply_aprobado, r.apply_rechazado, r.apply_espera,
  r.apply_confirmado, r.invoices_count,
];
const lineCells = (r: ReportLineRow): (string | number)[] => [
  r.sale_date, colombianDateTime(r.created_at), r.number, r.user?.name ?? '', r.user?.identification_number ?? '', r.subsidiary?.name ?? '', r.city?.name ?? '',
  r.brand?.name ?? '', r.design?.name ?? '', r.tire?.name ?? '', r.tire?.tire_code ?? '', r.amount, r.points, r.state,
];
/**
 * the cells as a spreadsheet reads them back: a text cell that begins like a formula keeps the
 * leading ' the writer added; numbers are never touched (a negative figure stays a number)
 */
const shown = (cells: (string | number)[]) => cells.map((c) => (typeof c === 'string' && /^[=+\-@\t\r]/.test(c) ? `'${c}` : String(c)));

describe('GET /api/reports/invoiceByUser.csv', () => {
  it('downloads reporte-puntos.csv: BOM, Spanish header, CRLF lines, a row per participant', async () => {
    const res = await download(API.reportPointsCsv);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="reporte-puntos.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8');
    const header = 'Id,Nombre,Documento,Sucursal,Puntos,Gastados,Vencidos,Aprobadas,Rechazadas,En espera,Confirmadas,Facturas';
    expect(text.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    // every line ends in CRLF, none in a bare LF
    expect(text.split('\r\n')).toHaveLength(1 + 4);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const rows = parse(text);
    expect(rows[0]).toEqual([...REPORT_CSV.pointsHeaders]);
    const byName = (await getJson(API.reportInvoiceByUser, { pageSize: 100 })).rows as PointsReportRow[];
    expect(rows.slice(1)).toEqual(byName.map((r) => shown(pointsCells(r))));
  });

  it('neutralises a cell that begins like a formula, exactly as the front end\'s CSV', async () => {
    const text = (await download(API.reportPointsCsv, { q: '4040404' })).rawPayload.toString('utf8');
    expect(text).toContain(`,"'=HIPERVINCULO(""x"") Darío",4040404,,`);
    const row = expectedPointsRows(d, data.clock.now).find((r) => r.id === data.dario.id)!;
    expect(text).toBe(`\uFEFF${toCsv(REPORT_CSV.pointsHeaders, [pointsCells(row)])}`);
    expect(parse(text)[1][1]).toBe(`'${FORMULA_NAME}`);
  });

  it('holds every row of the filter and sort, not a page; page and pageSize are ignored', async () => {
    for (const query of [{ sort: '-points' }, { city: data.bogota, sort: 'name' }, { from: '2026-02-01', to: '2026-02-28', sort: '-gastados' }, { q: 'a', pageSize: 1, page: 2 }]) {
      const { page: _page, pageSize: _size, ...filters } = query as Record<string, unknown>;
      const expected = (await getJson(API.reportInvoiceByUser, { ...filters, pageSize: 100 })).rows as PointsReportRow[];
      const rows = parse((await download(API.reportPointsCsv, query)).rawPayload.toString('utf8'));
      expect(rows.slice(1)).toEqual(expected.map((r) => shown(pointsCells(r))));
    }
  });

  it('is only a header when nothing matches', async () => {
    const res = await download(API.reportPointsCsv, { subsidiary: 999999 });
    expect(res.rawPayload.toString('utf8')).toBe(`\uFEFF${REPORT_CSV.pointsHeaders.join(',')}`);
  });
});

describe('GET /api/reports/invoices/full.csv', () => {
  it('downloads reporte-facturas.csv with a line per invoice line, newest sale first', async () => {
    const res = await download(API.reportInvoicesCsv);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="reporte-facturas.csv"');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFFecha,Fecha de Registro,# Factura,Participante,Documento,Sucursal,Ciudad,Marca,Diseño,Llanta,Código,Cantidad,Puntos,Estado\r\n')).toBe(true);
    const rows = parse(text);
    const expected = expectedLines(d).sort((a, b) => b.sale_date.localeCompare(a.sale_date) || b.id - a.id);
    expect(rows.slice(1)).toEqual(expected.map((r) => shown(lineCells(r))));
    // the line whose invoice number begins with @, and the registration time in Colombia
    expect(text).toContain(`\r\n2026-02-04,2026-02-05 15:00,"'@SUMA(A1)",beto Ruiz,2020202,,,BFGoodrich,All-Terrain KO2,285/75R16,C-285/75R16,2,0,Creada\r\n`);
  });

  it('holds every line of the filters and sort (more than a page)', async () => {
    for (const query of [{ state: 'Creada', sort: 'user' }, { brand: data.cat.brands.michelin, sort: '-points' }, { from: '2026-01-01', to: '2026-02-04', sort: 'city' }, { pageSize: 2 }]) {
      const { pageSize: _size, ...filters } = query as Record<string, unknown>;
      const expected = (await getJson(API.reportInvoicesFull, { ...filters, pageSize: 100 })).rows as ReportLineRow[];
      expect(expected.length).toBeGreaterThan(2);
      const rows = parse((await download(API.reportInvoicesCsv, query)).rawPayload.toString('utf8'));
      expect(rows.slice(1)).toEqual(expected.map((r) => shown(lineCells(r))));
    }
  });
});

describe('keyset pages: the export of every sort, a few rows a query, neither skips nor repeats a row', () => {
  it.each(POINTS_REPORT_SORT.flatMap((k) => [k, `-${k}`]))('points report by %s', async (sort) => {
    const expected = (await getJson(API.reportInvoiceByUser, { sort, pageSize: 100 })).rows as PointsReportRow[];
    for (const pageRows of [1, 2, 3]) {
      const text = await readAll((await pointsReportCsv(data.t.db, { sort }, data.clock.now, { pageRows })).body);
      expect(parse(text).slice(1)).toEqual(expected.map((r) => shown(pointsCells(r))));
    }
  });

  it.each(INVOICES_REPORT_SORT.flatMap((k) => [k, `-${k}`]))('invoice report by %s', async (sort) => {
    const expected = (await getJson(API.reportInvoicesFull, { sort, pageSize: 100 })).rows as ReportLineRow[];
    expect(expected).toHaveLength(d.lines.length);
    for (const pageRows of [1, 2, 3]) {
      const text = await readAll((await invoicesReportCsv(data.t.db, { sort }, { pageRows })).body);
      expect(parse(text).slice(1)).toEqual(expected.map((r) => shown(lineCells(r))));
    }
  });
});

describe('the stream', () => {
  /** the report database with a count of the queries run through it, and a failure from the `failAt`-th on */
  function counted(failAt?: number) {
    const seen = { queries: 0 };
    const plugin: KyselyPlugin = {
      transformQuery: (args) => args.node,
      // once per query run (a query with subqueries is transformed more than once)
      transformResult: async (args) => {
        seen.queries += 1;
        if (failAt !== undefined && seen.queries >= failAt) throw new Error('la base de datos se cayó');
        return args.result;
      },
    };
    return { db: data.t.db.withPlugin(plugin) as DB, seen };
  }

  it('reads a page a query as the client takes the file, and stops querying when the client goes away', async () => {
    const { db, seen } = counted();
    const file = await invoicesReportCsv(db, {}, { pageRows: 1, highWaterMark: 1 });
    // the first page is read before anything is sent
    expect(seen.queries).toBe(1);
    const chunks = file.body[Symbol.asyncIterator]();
    await chunks.next(); // BOM and header
    await chunks.next(); // the first line
    file.body.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = seen.queries;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.queries).toBe(stopped);
    // a query a line: the whole file takes one more (the empty page after the last line)
    expect(stopped).toBeLessThan(d.lines.length / 2);

    const whole = counted();
    await readAll((await invoicesReportCsv(whole.db, {}, { pageRows: 1 })).body);
    expect(whole.seen.queries).toBe(d.lines.length + 1);
  });

  it('fails as a JSON error before its first byte, and is cut and logged after it', async () => {
    await expect(pointsReportCsv(counted(1).db, {}, data.clock.now)).rejects.toThrow('la base de datos se cayó');
    const errors: unknown[] = [];
    const file = await pointsReportCsv(counted(3).db, {}, data.clock.now, { pageRows: 1, log: { error: (obj: unknown) => errors.push(obj) } });
    await expect(readAll(file.body)).rejects.toThrow('la base de datos se cayó');
    expect(file.body.destroyed).toBe(true);
    expect(errors).toEqual([{ err: expect.objectContaining({ message: 'la base de datos se cayó' }) }]);
  });

  it('answers over a real connection and keeps serving after a client leaves mid-download', async () => {
    // (the app and its server close with the test's app in afterAll)
    const address = await data.t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}${API.reportInvoicesCsv}`, { headers: data.admin.auth, signal: controller.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    const again = await fetch(`${address}${API.reportInvoicesCsv}?sort=tire`, { headers: data.admin.auth });
    expect(again.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(parse(await again.text())).toHaveLength(d.lines.length + 1);
  });
});
