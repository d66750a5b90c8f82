// SPEC 7 "Cities, brands, designs": GET /api/brand/all for any signed-in user (the participant's
// 'Ingresar Venta' form lists the brands, SPEC 2.9). The writes (create, get, update, delete) come
// with the administration screens.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, brandSchema } from '@portal/contract';
import { listBrands } from './service';

const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['brands'];

  app.get(API.brandsAll, {
    config: { access: 'authenticated' },
    schema: { tags, description: 'Every brand, by name.', response: { 200: z.array(brandSchema) } },
  }, async () => listBrands(db));
};

export default brandsRoutes;
