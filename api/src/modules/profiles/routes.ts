// SPEC 7 "Users, branches, profiles": GET /api/profiles/all (on the list contract when asked)
// and GET /api/profiles/sellers for every signed-in user (the user and branch forms pick a
// profile); GET /api/profiles/get/{id}, create, update and delete by the administrator.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API, idParam, LIST_SORT, listAnswerSchema, listQuery, profileAnswerSchema, profileCreateBody, profileSchema,
  profileUpdateBody, versionedProfileSchema,
} from '@portal/contract';
import { actorOf } from '../../http/access';
import { createProfile, deleteProfile, getProfile, listProfiles, listSellerProfiles, updateProfile } from './service';

const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['profiles'];

  app.get(API.profilesAll, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      description: 'Every profile, by id; with page, pageSize, sort or q, a page `{ rows, total }`.',
      querystring: listQuery(LIST_SORT.profiles),
      response: { 200: listAnswerSchema(profileSchema) },
    },
  }, async (request) => listProfiles(db, request.query));

  app.get(API.profilesSellers, {
    config: { access: 'authenticated' },
    schema: { tags, description: 'The participants\' profiles (every profile but 1, 4 and 5, SPEC 6), by id.', response: { 200: z.array(profileSchema) } },
  }, async () => listSellerProfiles(db));

  app.get(API.profileGet(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: versionedProfileSchema } },
  }, async (request) => getProfile(db, request.params.id));

  app.post(API.profileCreate, {
    config: { access: ['admin'] },
    schema: { tags, body: profileCreateBody, response: { 200: profileAnswerSchema } },
  }, async (request) => createProfile(db, actorOf(request), request.body.name));

  // docs/adr/0007-versioned-edits.md: the body carries the version the form loaded
  app.put(API.profileUpdate(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, body: profileUpdateBody, response: { 200: profileAnswerSchema } },
  }, async (request) => updateProfile(db, actorOf(request), request.params.id, request.body));

  app.delete(API.profileDelete(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, response: { 200: profileAnswerSchema } },
  }, async (request) => deleteProfile(db, actorOf(request), request.params.id));
};

export default profilesRoutes;
