// SPEC 7 "Session": login, password recovery, and our session check/refresh and logout
// (SPEC: "Logout and session refresh calls are not shown"). Thin: schema, access, one service call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, loginAnswer, loginBody, messageAnswer, recoverBody, sessionAnswer } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/access';
import { HttpError } from '../../http/errors';
import { identificationKey } from '../../http/rate-limit-store';
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

  // Login and recovery are limited per client address (RATE_LIMIT_LOGIN_ADDRESS, the route's
  // rateLimit, checked before the body is read) and per identification number, whatever the
  // address: issue 6, so nobody floods one person's mailbox from many addresses; issue 13, so a
  // password guesser is stopped on the number he tries (RATE_LIMIT_LOGIN, every attempt counts)
  // while an office behind one address is not locked out by a colleague's typos. Both go through
  // @fastify/rate-limit's store: Redis with REDIS_URL (the limits hold across processes), memory
  // otherwise. The per-number limiters run as a preHandler because the number is in the body.
  const perNumber = (kind: string, limit: { max: number; timeWindowMs: number }, numberOf: (request: FastifyRequest) => string) => {
    const limiter = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => identificationKey(kind, numberOf(request)),
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const verdict = await limiter(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        reply.header('retry-after', verdict.ttlInSeconds);
        throw new HttpError(429, MSG.tooManyRequests);
      }
    };
  };
  const loginPerNumber = perNumber('login-id', config.RATE_LIMIT_LOGIN, (request) => (request.body as { username: string }).username);
  const recoveryPerNumber = perNumber('recover-id', config.RATE_LIMIT_RECOVERY_ID, (request) => (request.body as { identification_number: string }).identification_number);

  app.post(API.login, {
    config: { access: 'public', rateLimit: app.rateLimits.address },
    schema: { tags: ['session'], body: loginBody, response: { 200: loginAnswer } },
    preHandler: loginPerNumber,
  }, async (request) => login(db, request.body, deps, request.ip));

  app.post(API.recover, {
    config: { access: 'public', rateLimit: app.rateLimits.address },
    schema: { tags: ['session'], body: recoverBody, response: { 200: messageAnswer } },
    preHandler: recoveryPerNumber,
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
