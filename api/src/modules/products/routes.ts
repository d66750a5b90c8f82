// SPEC 7 "Products" (reads of this issue): GET /api/products/all, GET /api/products/byCategory/{id},
// GET /api/products/get/{id}. Any signed-in user; what each one sees is the service's rule.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, idParam, productSchema } from '@portal/contract';
import { currentUser } from '../../http/access';
import { getProduct, listProducts, listProductsOfCategory } from './service';

const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['products'];

  app.get(API.productsAll, {
    config: { access: 'authenticated' },
    schema: { tags, response: { 200: z.array(productSchema) } },
  }, async (request) => listProducts(db, currentUser(request).role));

  app.get(API.productsByCategory(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: z.array(productSchema) } },
  }, async (request) => listProductsOfCategory(db, currentUser(request).role, request.params.id));

  app.get(API.productGet(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: productSchema } },
  }, async (request) => getProduct(db, currentUser(request).role, request.params.id));
};

export default productsRoutes;
