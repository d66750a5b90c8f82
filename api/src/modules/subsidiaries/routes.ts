// SPEC 7 "Users, branches, profiles": GET /api/subsidiary and GET /api/subsidiary/{id}. SPEC 6: the
// registration wizard reads the branch list with the fixed application key (no session yet), the
// admin screens with a bearer token; 'appKey' access accepts either. Writes come in a later issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, idParam, subsidiarySchema } from '@portal/contract';
import { getSubsidiary, listSubsidiaries } from './service';

const subsidiariesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['subsidiaries'];

  app.get(API.subsidiaries, {
    config: { access: 'appKey' },
    schema: { tags, response: { 200: z.array(subsidiarySchema) } },
  }, async () => listSubsidiaries(db));

  app.get(API.subsidiary(':id'), {
    config: { access: 'appKey' },
    schema: { tags, params: idParam, response: { 200: subsidiarySchema } },
  }, async (request) => getSubsidiary(db, request.params.id));
};

export default subsidiariesRoutes;
