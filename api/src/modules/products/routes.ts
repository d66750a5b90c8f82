// SPEC 7 "Products": GET /api/products/all (on the list contract when asked),
// GET /api/products/byCategory/{id} and GET /api/products/get/{id} for any signed-in user (what
// each one sees is the service's rule); create, update and delete by the administrator.
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API, idParam, isListQuery, listAnswerSchema, productAnswerSchema, productCreateData, productListQuery, productSchema, productUpdateData,
  versionedProductSchema,
} from '@portal/contract';
import { actorOf, currentUser } from '../../http/access';
import { readDataAndImage, uploadRoutes } from '../../http/multipart';
import { createCatalogueCache } from './catalogue-cache';
import {
  catalogueKey, createProduct, deleteProduct, getProduct, listProducts, listProductsOfCategory, updateProduct, type ProductWriteDeps,
} from './service';

const MULTIPART = 'multipart/form-data: data (JSON, see contract/src/products.ts) and the file image (PNG, JPG, WEBP or GIF)';

const listAnswer = listAnswerSchema(productSchema);

const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const catalogue = createCatalogueCache();
  const serializeList = serializerCompiler({ schema: listAnswer, method: 'GET', url: API.productsAll }) as (data: unknown) => string;
  const tags = ['products'];
  const deps = (log: { warn: (obj: unknown, msg: string) => void }): ProductWriteDeps => ({
    storage: app.storage,
    warn: (err, message) => log.warn({ err }, message),
  });

  app.get(API.productsAll, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      description: 'Every product (active ones only for anyone but the administrator), by id; `category` filters; ' +
        'with page, pageSize, sort or q, a page `{ rows, total }`.',
      querystring: productListQuery,
      response: { 200: listAnswer },
    },
  }, async (request, reply) => {
    const { role } = currentUser(request);
    if (isListQuery(request.query)) return listProducts(db, role, request.query);
    // the whole catalogue, ready for the current catalogue version (catalogue-cache.ts);
    // made by the route's own serializer, so it is the very answer the schema would have sent
    const ready = await catalogue.answer(db, catalogueKey(role, request.query.category), async () =>
      serializeList(await listProducts(db, role, request.query)), request.dataVersions?.catalogue);
    reply.header('etag', ready.etag).type('application/json; charset=utf-8');
    return reply.send(ready.body as never);
  });

  app.get(API.productsByCategory(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: z.array(productSchema) } },
  }, async (request) => listProductsOfCategory(db, currentUser(request).role, request.params.id));

  app.get(API.productGet(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: versionedProductSchema } },
  }, async (request) => getProduct(db, currentUser(request).role, request.params.id));

  await app.register(uploadRoutes(async (app) => {
    app.post(API.productCreate, {
      config: { access: ['admin'] },
      schema: { tags, description: `Administrator. ${MULTIPART}, required. Created active (SPEC 4).`, response: { 200: productAnswerSchema } },
    }, async (request) => {
      const { data, image } = await readDataAndImage(request, productCreateData);
      return createProduct(db, deps(request.log), actorOf(request), data, image);
    });
  }));

  // docs/adr/0007-versioned-edits.md: data carries the version the form loaded
  await app.register(uploadRoutes(async (app) => {
    app.post(API.productUpdate(':id'), {
      config: { access: ['admin'] },
      schema: {
        tags,
        params: idParam,
        description: `Administrator. ${MULTIPART}, only when a new one is picked. A stale version is a 409.`,
        response: { 200: productAnswerSchema },
      },
    }, async (request) => {
      const { data, image } = await readDataAndImage(request, productUpdateData);
      return updateProduct(db, deps(request.log), actorOf(request), request.params.id, data, image);
    });
  }));

  // SPEC 7: POST, no body
  app.post(API.productDelete(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, description: 'Administrator. Refused (409) while redemption requests name the product.', response: { 200: productAnswerSchema } },
  }, async (request) => deleteProduct(db, deps(request.log), actorOf(request), request.params.id));
};

export default productsRoutes;
