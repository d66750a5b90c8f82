// SPEC 7 "Tires": GET /api/tire/byDesign/{id} ("return tires and profiles") for any signed-in user
// (the participant's 'Ingresar Venta' form, SPEC 2.9). The other tire calls come with the
// administration screens.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, idParam, tireSchema } from '@portal/contract';
import { listTiresOfDesign } from './service';

const tiresRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['tires'];

  app.get(API.tiresByDesign(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, description: 'The tires (rines) of one design, by name, each with its points per profile.', params: idParam, response: { 200: z.array(tireSchema) } },
  }, async (request) => listTiresOfDesign(db, request.params.id));
};

export default tiresRoutes;
