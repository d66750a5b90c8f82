// SPEC 7 "Tires": GET /api/tire (on the list contract when asked) and
// GET /api/tire/byDesign/{id} ("return tires and profiles"; the participant's 'Ingresar Venta'
// form, SPEC 2.9) and GET /api/tire/{id} for any signed-in user; POST /api/tire, PUT /api/tire/{id}
// and DELETE /api/tire/{id} by the administrator.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API, idParam, listAnswerSchema, listQuery, TIRE_SORT, tireAnswerSchema, tireCreateBody, tireSchema, tireUpdateBody, versionedTireSchema,
} from '@portal/contract';
import { actorOf } from '../../http/access';
import { createTire, deleteTire, getTire, listTires, listTiresOfDesign, updateTire } from './service';

const tiresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['tires'];

  app.get(API.tires, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      description: 'Every tire by name, each with its design, brand and points per profile; with page, pageSize, sort or q, a page `{ rows, total }`.',
      querystring: listQuery(TIRE_SORT),
      response: { 200: listAnswerSchema(tireSchema) },
    },
  }, async (request) => listTires(db, request.query));

  app.get(API.tiresByDesign(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, description: 'The tires (rines) of one design, by name, each with its points per profile.', params: idParam, response: { 200: z.array(tireSchema) } },
  }, async (request) => listTiresOfDesign(db, request.params.id));

  app.get(API.tire(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, description: 'One tire with the `version` its edit sends back.', params: idParam, response: { 200: versionedTireSchema } },
  }, async (request) => getTire(db, request.params.id));

  app.post(API.tires, {
    config: { access: ['admin'] },
    schema: { tags, body: tireCreateBody, response: { 200: tireAnswerSchema } },
  }, async (request) => createTire(db, actorOf(request), request.body));

  // docs/adr/0007-versioned-edits.md: the body carries the version the form loaded; the points per profile are replaced
  app.put(API.tire(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, body: tireUpdateBody, response: { 200: tireAnswerSchema } },
  }, async (request) => updateTire(db, actorOf(request), request.params.id, request.body));

  app.delete(API.tire(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, response: { 200: tireAnswerSchema } },
  }, async (request) => deleteTire(db, actorOf(request), request.params.id));
};

export default tiresRoutes;
