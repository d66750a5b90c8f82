// SPEC 7: GET /api/profiles/all for every signed-in user (the user and branch forms pick a profile).
// The other profile calls come in a later issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, profileSchema } from '@portal/contract';
import { listProfiles } from './service';

const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(API.profilesAll, {
    config: { access: 'authenticated' },
    schema: { tags: ['profiles'], response: { 200: z.array(profileSchema) } },
  }, async () => listProfiles(db));
};

export default profilesRoutes;
