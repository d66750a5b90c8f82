// SPEC 7 "Session": login, password recovery, and our session check/refresh and logout
// (SPEC: "Logout and session refresh calls are not shown"). Thin: schema, access, one service call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, loginAnswer, loginBody, messageAnswer, recoverBody, sessionAnswer } from '@portal/contract';
import { currentUser } from '../../http/access';
import { HttpError } from '../../http/errors';
import { MSG } from '../../messages';
import { login, logout, recover, refreshSession, type AuthDeps } from './service';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const deps: AuthDeps = {
    client: { id: config.CLIENT_ID, secret: config.CLIENT_SECRET },
    tokenTtlHours: config.TOKEN_TTL_HOURS,
    recoveryTtlMinutes: config.RECOVERY_TTL_MINUTES,
    mailer: app.mailer,
    now: () => app.now(),
    imageUrl: (storedPath) => app.fileLinks.url(storedPath, app.now()),
    log: app.log,
  };

  // issue 6: recovery is limited per identification number as well as per client address, so
  // nobody can flood one person's mailbox from many addresses. @fastify/rate-limit's own limiter
  // (same store as the others: in memory, or the app's `rateLimitStore`), run as a preHandler
  // because the key is in the body.
  const perIdentification = app.createRateLimit({
    max: config.RATE_LIMIT_RECOVERY_ID.max,
    timeWindow: config.RATE_LIMIT_RECOVERY_ID.timeWindowMs,
    keyGenerator: (request) => `recover-id:${(request.body as { identification_number: string }).identification_number}`,
  });

  app.post(API.login, {
    config: { access: 'public', rateLimit: app.rateLimits.login },
    schema: { tags: ['session'], body: loginBody, response: { 200: loginAnswer } },
  }, async (request) => login(db, request.body, deps));

  app.post(API.recover, {
    config: { access: 'public', rateLimit: app.rateLimits.login },
    schema: { tags: ['session'], body: recoverBody, response: { 200: messageAnswer } },
    preHandler: async (request, reply) => {
      const limit = await perIdentification(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw new HttpError(429, MSG.tooManyRequests);
      }
    },
  }, async (request) => recover(db, request.body, deps));

  app.get(API.session, {
    config: { access: 'authenticated' },
    schema: { tags: ['session'], response: { 200: sessionAnswer } },
  }, async (request) => {
    const auth = currentUser(request);
    return refreshSession(db, { usersId: auth.id, tokenId: auth.tokenId }, deps);
  });

  app.post(API.logout, {
    config: { access: 'authenticated' },
    schema: { tags: ['session'], response: { 200: messageAnswer } },
  }, async (request) => logout(db, currentUser(request).tokenId, deps));
};

export default authRoutes;
