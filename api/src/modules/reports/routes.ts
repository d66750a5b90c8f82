// SPEC 7 "Invoices and reports": GET /api/reports/invoiceByUser (points per participant, SPEC 3
// "Report user row") and GET /api/reports/invoices/full (every invoice in full). Administrators only
// (SPEC 2.4: the 'Reportes' screens are in the administrator's menu). Read-only reports: the routes
// call the report queries directly, at the app's clock (shown balances).
// With list parameters or filters the two answer `{ rows, total }` (one row per
// participant; one row per invoice line), plus their charts' figures and their streamed CSV files.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API, invoicesReportQuery, invoicesSummaryQuery, invoicesSummarySchema, pageSchema, pointsReportQuery, pointsReportRowSchema,
  pointsSummaryQuery, pointsSummarySchema, reportInvoiceRowSchema, reportLineRowSchema,
} from '@portal/contract';
import { invoicesReportCsv, pointsReportCsv, type CsvExport } from './csv';
import { invoicesReport, invoicesSummary } from './invoices-report';
import { pointsReport, pointsSummary } from './points-report';

/** the CSV headers, then the file as it is read (csv.ts: errors before this point are JSON) */
function sendCsv(reply: FastifyReply, file: CsvExport) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['reports'];
  const imageUrl = (storedPath: string | null) => app.fileLinks.url(storedPath);

  app.get(API.reportInvoiceByUser, {
    config: { access: ['admin'] },
    schema: {
      tags,
      description: 'One row per participant; with list parameters or filters (branch, city, period), a page `{ rows, total }`.',
      querystring: pointsReportQuery,
      response: { 200: z.union([z.array(pointsReportRowSchema), pageSchema(pointsReportRowSchema)]) },
    },
  }, async (request) => pointsReport(db, request.query, app.now()));

  app.get(API.reportInvoicesFull, {
    config: { access: ['admin'] },
    schema: {
      tags,
      description: 'Every invoice in full; with list parameters or filters (state, branch, brand, period), a page `{ rows, total }` of invoice lines.',
      querystring: invoicesReportQuery,
      response: { 200: z.union([z.array(reportInvoiceRowSchema), pageSchema(reportLineRowSchema)]) },
    },
  }, async (request) => invoicesReport(db, request.query, app.now(), imageUrl));

  app.get(API.reportPointsSummary, {
    config: { access: ['admin'] },
    schema: { tags, description: 'The figures of the points charts under the report\'s filters.', querystring: pointsSummaryQuery, response: { 200: pointsSummarySchema } },
  }, async (request) => pointsSummary(db, request.query));

  app.get(API.reportInvoicesSummary, {
    config: { access: ['admin'] },
    schema: { tags, description: 'The figures of the invoice charts under the report\'s filters.', querystring: invoicesSummaryQuery, response: { 200: invoicesSummarySchema } },
  }, async (request) => invoicesSummary(db, request.query));

  app.get(API.reportPointsCsv, {
    config: { access: ['admin'] },
    schema: { tags, description: 'reporte-puntos.csv: every participant of the filters, in the sort asked (page and pageSize are ignored).', querystring: pointsReportQuery },
  }, async (request, reply) => sendCsv(reply, await pointsReportCsv(db, request.query, app.now(), { log: request.log })));

  app.get(API.reportInvoicesCsv, {
    config: { access: ['admin'] },
    schema: { tags, description: 'reporte-facturas.csv: every invoice line of the filters, in the sort asked (page and pageSize are ignored).', querystring: invoicesReportQuery },
  }, async (request, reply) => sendCsv(reply, await invoicesReportCsv(db, request.query, { log: request.log })));
};

export default reportsRoutes;
