// SPEC 7 "Products": GET /api/products/categories/all (id, name; on the list contract when asked)
// and GET /api/product/category/get/{id} for any signed-in user (the catalogue and the
// admin product grid filter by category); create, update and delete by the administrator.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API, categoryAnswerSchema, categoryCreateBody, categorySchema, categoryUpdateBody, idParam, LIST_SORT, listAnswerSchema, listQuery,
  versionedCategorySchema,
} from '@portal/contract';
import { actorOf } from '../../http/access';
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from './service';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['categories'];

  app.get(API.categoriesAll, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      description: 'Every product category, by name; with page, pageSize, sort or q, a page `{ rows, total }`.',
      querystring: listQuery(LIST_SORT.categories),
      response: { 200: listAnswerSchema(categorySchema) },
    },
  }, async (request) => listCategories(db, request.query));

  app.get(API.categoryGet(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, description: 'One category with the `version` its edit sends back.', params: idParam, response: { 200: versionedCategorySchema } },
  }, async (request) => getCategory(db, request.params.id));

  app.post(API.categoryCreate, {
    config: { access: ['admin'] },
    schema: { tags, body: categoryCreateBody, response: { 200: categoryAnswerSchema } },
  }, async (request) => createCategory(db, actorOf(request), request.body.name));

  // docs/adr/0007-versioned-edits.md: the body carries the version the form loaded
  app.put(API.categoryUpdate(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, body: categoryUpdateBody, response: { 200: categoryAnswerSchema } },
  }, async (request) => updateCategory(db, actorOf(request), request.params.id, request.body));

  app.delete(API.categoryDelete(':id'), {
    config: { access: ['admin'] },
    schema: { tags, description: 'Administrator. Refused (409) while products use the category.', params: idParam, response: { 200: categoryAnswerSchema } },
  }, async (request) => deleteCategory(db, actorOf(request), request.params.id));
};

export default categoriesRoutes;
