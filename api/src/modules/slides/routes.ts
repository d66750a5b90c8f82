// SPEC 7 "Slides": GET /api/slides/all (on the list contract when asked) and
// GET /api/slides/position/{up|down}/{0|1} (the home carousels, SPEC 2.4 /home) for any signed-in
// user; POST /api/slides/create and DELETE /api/slides/delete/{id} by the administrator (SPEC 2.7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, idParam, LIST_SORT, listAnswerSchema, listQuery, slideAnswerSchema, slideCreateData, slideSchema } from '@portal/contract';
import { actorOf } from '../../http/access';
import { readDataAndImage, uploadRoutes } from '../../http/multipart';
import { SLIDE_MSG } from '../../messages';
import { createSlide, deleteSlide, listShownSlides, listSlides, type SlideWriteDeps } from './service';

const positionParams = z.object({
  position: z.string().toLowerCase().pipe(z.enum(['up', 'down'], { error: SLIDE_MSG.positionInvalid }))
    .transform((p) => (p === 'up' ? 'Up' as const : 'Down' as const)),
  responsive: z.enum(['0', '1'], { error: SLIDE_MSG.responsiveInvalid }).transform((r) => (r === '1' ? 1 as const : 0 as const)),
});

const slidesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['slides'];
  const deps = (log: { warn: (obj: unknown, msg: string) => void }): SlideWriteDeps => ({
    storage: app.storage,
    warn: (err, message) => log.warn({ err }, message),
  });

  app.get(API.slidesAll, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      description: 'Every slide, the top carousel first, each carousel desktop then phone-sized, by order; ' +
        'with page, pageSize, sort or q (the path), a page `{ rows, total }`.',
      querystring: listQuery(LIST_SORT.slides),
      response: { 200: listAnswerSchema(slideSchema) },
    },
  }, async (request) => listSlides(db, request.query));

  app.get('/api/slides/position/:position/:responsive', {
    config: { access: 'authenticated' },
    schema: { tags, params: positionParams, response: { 200: z.array(slideSchema) } },
  }, async (request) => listShownSlides(db, request.params.position, request.params.responsive));

  await app.register(uploadRoutes(async (app) => {
    app.post(API.slideCreate, {
      config: { access: ['admin'] },
      schema: {
        tags,
        description: 'Administrator. multipart/form-data: data (JSON position, order, show, responsive; see contract/src/products.ts) ' +
          'and the file image (PNG, JPG, WEBP or GIF), required.',
        response: { 200: slideAnswerSchema },
      },
    }, async (request) => {
      const { data, image } = await readDataAndImage(request, slideCreateData);
      return createSlide(db, deps(request.log), actorOf(request), data, image);
    });
  }));

  app.delete(API.slideDelete(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, response: { 200: slideAnswerSchema } },
  }, async (request) => deleteSlide(db, deps(request.log), actorOf(request), request.params.id));
};

export default slidesRoutes;
