// SPEC 7 "Invoices and reports": GET /api/reports/invoiceByUser (points per participant, SPEC 3
// "Report user row") and GET /api/reports/invoices/full (every invoice in full). Administrators only
// (SPEC 2.4: the 'Reportes' screens are in the administrator's menu). Read-only reports: the routes
// call the repository's report queries directly, at the app's clock (issue 6: shown balances).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, pointsReportRowSchema, reportInvoiceRowSchema } from '@portal/contract';
import { invoicesFull, pointsByUser } from './repository';

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['reports'];

  app.get(API.reportInvoiceByUser, {
    config: { access: ['admin'] },
    schema: { tags, response: { 200: z.array(pointsReportRowSchema) } },
  }, async () => pointsByUser(db, app.now()));

  app.get(API.reportInvoicesFull, {
    config: { access: ['admin'] },
    schema: { tags, response: { 200: z.array(reportInvoiceRowSchema) } },
  }, async () => invoicesFull(db, app.now(), (storedPath) => app.fileLinks.url(storedPath)));
};

export default reportsRoutes;
