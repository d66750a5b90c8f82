// SPEC 7 "Users, branches, profiles": GET /api/subsidiary (on the list contract when asked)
// and GET /api/subsidiary/{id}. SPEC 6: the registration wizard reads the branch list with the
// fixed application key (no session yet), the admin screens with a bearer token; 'appKey' access
// accepts either. POST /api/subsidiary, PUT and DELETE /api/subsidiary/{id}: the administrator's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, idParam, LIST_SORT, listAnswerSchema, listQuery, subsidiaryAnswerSchema, subsidiaryCreateBody, subsidiarySchema,
  subsidiaryUpdateBody, versionedSubsidiarySchema,
} from '@portal/contract';
import { actorOf } from '../../http/access';
import { createSubsidiary, deleteSubsidiary, getSubsidiary, listSubsidiaries, updateSubsidiary } from './service';

const subsidiariesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['subsidiaries'];

  app.get(API.subsidiaries, {
    config: { access: 'appKey' },
    schema: {
      tags,
      description: 'Every branch, by name; with page, pageSize, sort or q, a page `{ rows, total }`.',
      querystring: listQuery(LIST_SORT.subsidiaries),
      response: { 200: listAnswerSchema(subsidiarySchema) },
    },
  }, async (request) => listSubsidiaries(db, request.query));

  app.get(API.subsidiary(':id'), {
    config: { access: 'appKey' },
    schema: { tags, params: idParam, response: { 200: versionedSubsidiarySchema } },
  }, async (request) => getSubsidiary(db, request.params.id));

  app.post(API.subsidiaries, {
    config: { access: ['admin'] },
    schema: { tags, body: subsidiaryCreateBody, response: { 200: subsidiaryAnswerSchema } },
  }, async (request) => createSubsidiary(db, actorOf(request), request.body));

  // docs/adr/0007-versioned-edits.md: the body carries the version the form loaded
  app.put(API.subsidiary(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, body: subsidiaryUpdateBody, response: { 200: subsidiaryAnswerSchema } },
  }, async (request) => updateSubsidiary(db, actorOf(request), request.params.id, request.body));

  app.delete(API.subsidiary(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, response: { 200: subsidiaryAnswerSchema } },
  }, async (request) => deleteSubsidiary(db, actorOf(request), request.params.id));
};

export default subsidiariesRoutes;
