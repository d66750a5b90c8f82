// SPEC 7 "Slides" (reads of this issue): GET /api/slides/all and
// GET /api/slides/position/{up|down}/{0|1}, which the home carousels read (SPEC 2.4 /home).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, type Slide } from '@portal/contract';
import { toSlide } from './mapper';
import { listShownSlides, listSlides } from './repository';

const slideSchema: z.ZodType<Slide> = z.object({
  id: z.number(),
  path: z.string(),
  position: z.enum(['Up', 'Down']),
  order: z.number(),
  show: z.boolean(),
  responsive: z.boolean(),
});

const POSITION_ERROR = 'Posición no válida: use up o down';
const RESPONSIVE_ERROR = 'Valor no válido: use 0 (escritorio) o 1 (móvil)';

const positionParams = z.object({
  position: z.string().toLowerCase().pipe(z.enum(['up', 'down'], { error: POSITION_ERROR }))
    .transform((p) => (p === 'up' ? 'Up' as const : 'Down' as const)),
  responsive: z.enum(['0', '1'], { error: RESPONSIVE_ERROR }).transform((r) => (r === '1' ? 1 as const : 0 as const)),
});

const slidesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['slides'];

  app.get(API.slidesAll, {
    config: { access: 'authenticated' },
    schema: { tags, response: { 200: z.array(slideSchema) } },
  }, async () => (await listSlides(db)).map(toSlide));

  app.get('/api/slides/position/:position/:responsive', {
    config: { access: 'authenticated' },
    schema: { tags, params: positionParams, response: { 200: z.array(slideSchema) } },
  }, async (request) => {
    const { position, responsive } = request.params;
    return (await listShownSlides(db, position, responsive)).map(toSlide);
  });
};

export default slidesRoutes;
