// GET /api/audit (ours): the audit log for the administrator (reviews, adjustments,
// catalogue and user writes, refused logins), filtered by actor, kind of record, action and
// period, paged on the server. Thin: schema, access, one service call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, auditEntrySchema, auditQuery, pageSchema } from '@portal/contract';
import { listAudit } from './service';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(API.auditLog, {
    config: { access: ['admin'] },
    schema: {
      tags: ['audit'],
      description: 'The audit log, newest first, a page `{ rows, total }`; filters actor, entity, action, from / to (days in Colombia).',
      querystring: auditQuery,
      response: { 200: pageSchema(auditEntrySchema) },
    },
  }, async (request) => listAudit(db, request.query));
};

export default auditRoutes;
