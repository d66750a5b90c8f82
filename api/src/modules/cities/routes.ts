// SPEC 7 "Cities": GET /api/city (on the list contract when asked), GET /api/city/{id},
// POST /api/city, PUT /api/city/{id}, DELETE /api/city/{id}. Reads: any signed-in user (branches
// show city names); writes: admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, cityAnswerSchema, cityCreateBody, citySchema, cityUpdateBody, idParam, LIST_SORT, listAnswerSchema, listQuery,
} from '@portal/contract';
import { actorOf } from '../../http/access';
import { createCity, deleteCity, getCity, listCities, updateCity } from './service';

const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['cities'];

  app.get(API.cities, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      description: 'Every city, by name; with page, pageSize, sort or q, a page `{ rows, total }`.',
      querystring: listQuery(LIST_SORT.cities),
      response: { 200: listAnswerSchema(citySchema) },
    },
  }, async (request) => listCities(db, request.query));

  app.get(API.city(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: citySchema } },
  }, async (request) => getCity(db, request.params.id));

  app.post(API.cities, {
    config: { access: ['admin'] },
    schema: { tags, body: cityCreateBody, response: { 200: cityAnswerSchema } },
  }, async (request) => createCity(db, actorOf(request), request.body.name));

  // the body carries the version the form loaded; a newer stored one is a 409
  app.put(API.city(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, body: cityUpdateBody, response: { 200: cityAnswerSchema } },
  }, async (request) => updateCity(db, actorOf(request), request.params.id, request.body));

  app.delete(API.city(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, response: { 200: cityAnswerSchema } },
  }, async (request) => deleteCity(db, actorOf(request), request.params.id));
};

export default citiesRoutes;
