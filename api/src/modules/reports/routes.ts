// SPEC 7 "Invoices and reports": GET /api/reports/invoiceByUser (points per participant, SPEC 3
// "Report user row") and GET /api/reports/invoices/full (every invoice in full). Administrators only
// (SPEC 2.4: the 'Reportes' screens are in the administrator's menu).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '@portal/contract';
import { invoicesFull, pointsByUser } from './repository';

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['reports'];

  app.get(API.reportInvoiceByUser, {
    config: { access: ['admin'] },
    schema: { tags },
  }, async () => pointsByUser(db));

  app.get(API.reportInvoicesFull, {
    config: { access: ['admin'] },
    schema: { tags },
  }, async () => invoicesFull(db));
};

export default reportsRoutes;
