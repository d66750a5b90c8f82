// SPEC 7 "Products" (reads of this issue): GET /api/products/all, GET /api/products/byCategory/{id},
// GET /api/products/get/{id}. Any signed-in user; a participant sees only active products
// (SPEC 4: state '1'); the administrator, who manages them, sees the inactive ones too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, idParam, type Role } from '@portal/contract';
import { findCategory } from '../categories/repository';
import { currentUser } from '../../http/access';
import { found, notFound } from '../../http/errors';
import { toProduct } from './mapper';
import { CATALOGUE_MSG } from './messages';
import { findProduct, listProducts } from './repository';
import { productSchema } from './schemas';

/** Only the administrator manages products, so only they see inactive ones. */
const seesInactive = (role: Role) => role === 'admin';

const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['products'];

  app.get(API.productsAll, {
    config: { access: 'authenticated' },
    schema: { tags, response: { 200: z.array(productSchema) } },
  }, async (request) => {
    const onlyActive = !seesInactive(currentUser(request).role);
    return (await listProducts(db, { onlyActive })).map(toProduct);
  });

  app.get(API.productsByCategory(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: z.array(productSchema) } },
  }, async (request) => {
    const onlyActive = !seesInactive(currentUser(request).role);
    const category = found(await findCategory(db, request.params.id), CATALOGUE_MSG.categoryNotFound);
    return (await listProducts(db, { onlyActive, categoryId: category.id })).map(toProduct);
  });

  app.get(API.productGet(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: productSchema } },
  }, async (request) => {
    const row = found(await findProduct(db, request.params.id), CATALOGUE_MSG.productNotFound);
    // an inactive product does not exist for whoever may not see it (same answer as an unknown id)
    if (row.state !== '1' && !seesInactive(currentUser(request).role)) throw notFound(CATALOGUE_MSG.productNotFound);
    return toProduct(row);
  });
};

export default productsRoutes;
