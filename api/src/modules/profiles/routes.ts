// SPEC 7: GET /api/profiles/all for every signed-in user (the user and branch forms pick a profile).
// The other profile calls come in a later issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@portal/contract';
import { namedSchema } from '../products/schemas';
import { listProfiles } from './repository';

const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(API.profilesAll, {
    config: { access: 'authenticated' },
    schema: { tags: ['profiles'], response: { 200: z.array(namedSchema) } },
  }, async () => listProfiles(db));
};

export default profilesRoutes;
