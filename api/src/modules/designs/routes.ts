// SPEC 7 "Cities, brands, designs": GET /api/design/byBrand/{brand} for any signed-in user (the
// participant's 'Ingresar Venta' form, SPEC 2.9). The other design calls come with the
// administration screens.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, designSchema, idParam } from '@portal/contract';
import { listDesignsOfBrand } from './service';

const designsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['designs'];

  // SPEC 7 names the placeholder {brand}; it is the brand's id, read as `id` like every other id
  app.get(API.designsByBrand(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, description: 'The designs of one brand, by name.', params: idParam, response: { 200: z.array(designSchema) } },
  }, async (request) => listDesignsOfBrand(db, request.params.id));
};

export default designsRoutes;
