// SPEC 7 "Cities, brands, designs": GET /api/design (on the list contract when asked),
// GET /api/design/{id} and GET /api/design/byBrand/{brand} for any signed-in user (the
// participant's 'Ingresar Venta' form, SPEC 2.9, and the tire forms pick designs); POST, PUT and
// DELETE by the administrator. The design edit screen lists its tires through GET /api/tire/byDesign/{id}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API, designAnswerSchema, designCreateBody, designSchema, designUpdateBody, idParam, LIST_SORT, listAnswerSchema, listQuery,
  versionedDesignSchema,
} from '@portal/contract';
import { actorOf } from '../../http/access';
import { createDesign, deleteDesign, getDesign, listDesigns, listDesignsOfBrand, updateDesign } from './service';

const designsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['designs'];

  app.get(API.designs, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      description: 'Every design with its brand, by name; with page, pageSize, sort (name, id, brand) or q (design or brand name), a page `{ rows, total }`.',
      querystring: listQuery(LIST_SORT.designs),
      response: { 200: listAnswerSchema(designSchema) },
    },
  }, async (request) => listDesigns(db, request.query));

  // SPEC 7 names the placeholder {brand}; it is the brand's id, read as `id` like every other id
  app.get(API.designsByBrand(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, description: 'The designs of one brand, by name.', params: idParam, response: { 200: z.array(designSchema) } },
  }, async (request) => listDesignsOfBrand(db, request.params.id));

  app.get(API.design(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, description: 'One design with the `version` its edit sends back.', params: idParam, response: { 200: versionedDesignSchema } },
  }, async (request) => getDesign(db, request.params.id));

  app.post(API.designs, {
    config: { access: ['admin'] },
    schema: { tags, body: designCreateBody, response: { 200: designAnswerSchema } },
  }, async (request) => createDesign(db, actorOf(request), request.body));

  // docs/adr/0007-versioned-edits.md: the body carries the version the form loaded
  app.put(API.design(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, body: designUpdateBody, response: { 200: designAnswerSchema } },
  }, async (request) => updateDesign(db, actorOf(request), request.params.id, request.body));

  app.delete(API.design(':id'), {
    config: { access: ['admin'] },
    schema: { tags, description: 'Administrator. Refused (409) while tires use the design.', params: idParam, response: { 200: designAnswerSchema } },
  }, async (request) => deleteDesign(db, actorOf(request), request.params.id));
};

export default designsRoutes;
