// SPEC 7 "Products": GET /api/products/categories/all (id, name) for every signed-in user (the
// catalogue and the admin product grid filter by category). Writes come in a later issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, categorySchema } from '@portal/contract';
import { listCategories } from './service';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(API.categoriesAll, {
    config: { access: 'authenticated' },
    schema: { tags: ['categories'], response: { 200: z.array(categorySchema) } },
  }, async () => listCategories(db));
};

export default categoriesRoutes;
