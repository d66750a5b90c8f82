// SPEC 7 "Slides" (reads of this issue): GET /api/slides/all and
// GET /api/slides/position/{up|down}/{0|1}, which the home carousels read (SPEC 2.4 /home).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, slideSchema } from '@portal/contract';
import { SLIDE_MSG } from './messages';
import { listShownSlides, listSlides } from './service';

const positionParams = z.object({
  position: z.string().toLowerCase().pipe(z.enum(['up', 'down'], { error: SLIDE_MSG.positionInvalid }))
    .transform((p) => (p === 'up' ? 'Up' as const : 'Down' as const)),
  responsive: z.enum(['0', '1'], { error: SLIDE_MSG.responsiveInvalid }).transform((r) => (r === '1' ? 1 as const : 0 as const)),
});

const slidesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['slides'];

  app.get(API.slidesAll, {
    config: { access: 'authenticated' },
    schema: { tags, response: { 200: z.array(slideSchema) } },
  }, async () => listSlides(db));

  app.get('/api/slides/position/:position/:responsive', {
    config: { access: 'authenticated' },
    schema: { tags, params: positionParams, response: { 200: z.array(slideSchema) } },
  }, async (request) => listShownSlides(db, request.params.position, request.params.responsive));
};

export default slidesRoutes;
