// /api/health (database and Redis reachable) for the load balancer. Public: no
// application key, no session, no rate limit, answered even under overload (http/overload.ts).
// - 200 { status: 'ok', database: 'ok', redis: 'ok' | 'absent' }: all well (absent: no REDIS_URL)
// - 200 { status: 'degraded', database: 'ok', redis: 'down' }: Redis is configured but does not
//   answer; the rate limits fall back to this process's memory and logins keep working, so the
//   load balancer keeps sending requests here
// - 503 { status: 'error', database: 'down', redis }: the database does not answer within 2 s;
//   nothing works without it, so the load balancer takes this process out
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '../db/schema';
import { ALWAYS_ANSWER } from './overload';
import type { SharedRedis } from './redis';

export const HEALTH_PATH = '/api/health';
const DATABASE_TIMEOUT_MS = 2000;
const REDIS_TIMEOUT_MS = 1000;

const redisState = z.enum(['ok', 'absent', 'down']);
export const healthAnswer = z.object({ status: z.enum(['ok', 'degraded']), database: z.literal('ok'), redis: redisState });
export const healthFailure = z.object({ status: z.literal('error'), database: z.literal('down'), redis: redisState });

async function databaseAnswers(db: DB): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), DATABASE_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(deps: { db: DB; redis: SharedRedis | null }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(HEALTH_PATH, {
      config: { access: 'public', ...ALWAYS_ANSWER },
      schema: {
        tags: ['health'],
        description: 'For the load balancer: 200 while the database answers (status "degraded" when the configured Redis does not), 503 when the database does not.',
        response: { 200: healthAnswer, 503: healthFailure },
      },
    }, async (_request, reply) => {
      const [database, redis] = await Promise.all([
        databaseAnswers(deps.db),
        deps.redis ? deps.redis.ping(REDIS_TIMEOUT_MS).then((ok) => (ok ? 'ok' as const : 'down' as const)) : Promise.resolve('absent' as const),
      ]);
      reply.header('Cache-Control', 'no-store');
      if (!database) {
        reply.log.warn('Health: the database does not answer');
        return reply.code(503).send({ status: 'error', database: 'down', redis });
      }
      return { status: redis === 'down' ? 'degraded' as const : 'ok' as const, database: 'ok' as const, redis };
    });
  };
}
