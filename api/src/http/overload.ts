// Overload is answered with 503 and Retry-After rather than a growing queue:
// @fastify/under-pressure samples the event-loop delay (and, when asked, the memory) every second;
// above a threshold, a new request is answered at once, before any database work, with the usual
// error body and Retry-After, so the load balancer and the client try again instead of queueing.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorAnswer } from '@portal/contract';
import type { Config } from '../config';
import { HTTP_MSG } from '../messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler; /api/health answers whatever the pressure */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => unknown;
  }
}

const MB = 1024 * 1024;
/** at most one log line per this long while overloaded (not one per refused request) */
const LOG_EVERY_MS = 10_000;

export type OverloadConfig = Pick<
  Config,
  'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS' | 'OVERLOAD_MAX_HEAP_MB' | 'OVERLOAD_MAX_RSS_MB' | 'OVERLOAD_RETRY_AFTER_SECONDS'
>;

/** a route config that under-pressure lets through whatever the load (returns nothing: go on) */
export const ALWAYS_ANSWER = { pressureHandler: () => undefined };

export async function registerOverloadGuard(app: FastifyInstance, config: OverloadConfig): Promise<void> {
  let lastLog = 0;
  let refusedSinceLog = 0;
  await app.register(underPressure, {
    // 0 leaves a check off (under-pressure's own convention)
    maxEventLoopDelay: config.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.OVERLOAD_MAX_HEAP_MB * MB,
    maxRssBytes: config.OVERLOAD_MAX_RSS_MB * MB,
    retryAfter: config.OVERLOAD_RETRY_AFTER_SECONDS,
    pressureHandler: (request, reply, type, value) => {
      refusedSinceLog += 1;
      const now = Date.now();
      if (now - lastLog >= LOG_EVERY_MS) {
        request.log.warn(`Overloaded (${type} = ${value === undefined ? '?' : Math.round(value)}): ${refusedSinceLog} request(s) answered 503 since the last such line`);
        lastLog = now;
        refusedSinceLog = 0;
      }
      const body: ErrorAnswer = { message: 'error', detail: HTTP_MSG.overloaded, statusCode: 503 };
      reply
        .code(503)
        .header('Retry-After', String(config.OVERLOAD_RETRY_AFTER_SECONDS))
        .type('application/json; charset=utf-8');
      // a value other than undefined: under-pressure sends it and the request goes no further
      return JSON.stringify(body) as unknown as void;
    },
  });
}
