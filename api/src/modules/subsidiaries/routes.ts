// SPEC 7 "Users, branches, profiles": GET /api/subsidiary and GET /api/subsidiary/{id}. SPEC 6: the
// registration wizard reads the branch list with the fixed application key (no session yet), the
// admin screens with a bearer token; 'appKey' access accepts either. Writes come in a later issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, idParam, type Subsidiary } from '@portal/contract';
import { found } from '../../http/errors';
import { namedSchema } from '../products/schemas';
import { CATALOGUE_MSG } from '../products/messages';
import { toSubsidiary } from './mapper';
import { findSubsidiary, listSubsidiaries } from './repository';

const subsidiarySchema: z.ZodType<Subsidiary> = z.object({
  id: z.number(),
  name: z.string(),
  city: namedSchema.nullable(),
  profile: namedSchema.nullable(),
  cities_id: z.number(),
  profiles_id: z.number(),
});

const subsidiariesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['subsidiaries'];

  app.get(API.subsidiaries, {
    config: { access: 'appKey' },
    schema: { tags, response: { 200: z.array(subsidiarySchema) } },
  }, async () => (await listSubsidiaries(db)).map(toSubsidiary));

  app.get(API.subsidiary(':id'), {
    config: { access: 'appKey' },
    schema: { tags, params: idParam, response: { 200: subsidiarySchema } },
  }, async (request) => toSubsidiary(found(await findSubsidiary(db, request.params.id), CATALOGUE_MSG.subsidiaryNotFound)));
};

export default subsidiariesRoutes;
