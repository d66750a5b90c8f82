// SPEC 7 "Cities, brands, designs": GET /api/brand/all for any signed-in user (the participant's
// 'Ingresar Venta' form lists the brands, SPEC 2.9), on the list contract when asked;
// GET /api/brand/get/{id} for any signed-in user; create, update and delete by the administrator.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, brandAnswerSchema, brandCreateBody, brandSchema, brandUpdateBody, idParam, LIST_SORT, listAnswerSchema, listQuery,
  versionedBrandSchema,
} from '@portal/contract';
import { actorOf } from '../../http/access';
import { createBrand, deleteBrand, getBrand, listBrands, updateBrand } from './service';

const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['brands'];

  app.get(API.brandsAll, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      description: 'Every brand, by name; with page, pageSize, sort or q, a page `{ rows, total }`.',
      querystring: listQuery(LIST_SORT.brands),
      response: { 200: listAnswerSchema(brandSchema) },
    },
  }, async (request) => listBrands(db, request.query));

  app.get(API.brandGet(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: versionedBrandSchema } },
  }, async (request) => getBrand(db, request.params.id));

  app.post(API.brandCreate, {
    config: { access: ['admin'] },
    schema: { tags, body: brandCreateBody, response: { 200: brandAnswerSchema } },
  }, async (request) => createBrand(db, actorOf(request), request.body.name));

  // docs/adr/0007-versioned-edits.md: the body carries the version the form loaded
  app.put(API.brandUpdate(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, body: brandUpdateBody, response: { 200: brandAnswerSchema } },
  }, async (request) => updateBrand(db, actorOf(request), request.params.id, request.body));

  app.delete(API.brandDelete(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, response: { 200: brandAnswerSchema } },
  }, async (request) => deleteBrand(db, actorOf(request), request.params.id));
};

export default brandsRoutes;
