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

/** how long a successful sign-in makes its address known for that number */
const LOGIN_KNOWN_ADDRESS_DAYS = 30;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const deps: AuthDeps = {
    client: { id: config.CLIENT_ID, secret: config.CLIENT_SECRET },
    tokenTtlHours: config.TOKEN_TTL_HOURS,
    sessionMaxDays: config.SESSION_MAX_DAYS,
    recoveryTtlMinutes: config.RECOVERY_TTL_MINUTES,
    mailer: app.mailer,
    now: () => app.now(),
    imageUrl: (storedPath) => app.fileLinks.url(storedPath, app.now()),
    log: app.log,
  };

  // Login and recovery are limited per client address (RATE_LIMIT_LOGIN_ADDRESS, the route's
  // rateLimit, checked before the body is read) and per identification number
  // (docs/adr/0029-login-and-recovery-limits.md). All counts go through
  // @fastify/rate-limit's store: Redis with REDIS_URL (the limits hold across processes), memory
  // otherwise. The per-number limiters run in the route because the number is in the body.
  const limiter = (limit: { max: number; timeWindowMs: number }, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindowMs, keyGenerator: key });
  const tooMany = (reply: FastifyReply, seconds: number) => {
    reply.header('retry-after', Math.max(1, seconds));
    return new HttpError(429, MSG.tooManyRequests);
  };
  const username = (request: FastifyRequest) => (request.body as { username: string }).username;
  // the number and the address together, hashed (no number in clear in Redis)
  const numberAndAddress = (kind: string) => (request: FastifyRequest) => identificationKey(kind, `${username(request)}\n${request.ip}`);

  /** RATE_LIMIT_LOGIN: attempts on one number from one address, every attempt counts */
  const loginPair = limiter(config.RATE_LIMIT_LOGIN, numberAndAddress('login-pair'));
  /** RATE_LIMIT_LOGIN_ID: failed attempts on one number from every address together */
  const loginFailures = limiter(config.RATE_LIMIT_LOGIN_ID, (request) => identificationKey('login-id', username(request)));
  /** an address that signed in to the number (LOGIN_KNOWN_ADDRESS_DAYS): not held back by RATE_LIMIT_LOGIN_ID */
  const loginKnown = limiter({ max: Number.MAX_SAFE_INTEGER, timeWindowMs: LOGIN_KNOWN_ADDRESS_DAYS * 86_400_000 }, numberAndAddress('login-known'));

  const loginLimits = async (request: FastifyRequest, reply: FastifyReply) => {
    const pair = await loginPair(request);
    if (!pair.isAllowed && pair.isExceeded) throw tooMany(reply, pair.ttlInSeconds);
    // over the per-number failures, only addresses that signed in to this number before may try:
    // a guess spread over many addresses stops, the owner at his usual address does not
    const failures = await loginFailures(request, { increment: false });
    if (!failures.isAllowed && failures.remaining === 0) {
      const known = await loginKnown(request, { increment: false });
      if (!known.isAllowed && known.remaining === known.max) throw tooMany(reply, failures.ttlInSeconds);
    }
  };

  // the owner's recovery quota is spent only by requests whose pair matches;
  // the others are counted under a key of their own (the same work in the request) and never held back
  const recoveryNumber = (request: FastifyRequest) => (request.body as { identification_number: string }).identification_number;
  const recoveryOwner = limiter(config.RATE_LIMIT_RECOVERY_ID, (request) => identificationKey('recover-id', recoveryNumber(request)));
  const recoveryOther = limiter(config.RATE_LIMIT_RECOVERY_ID, (request) => identificationKey('recover-other', recoveryNumber(request)));

  app.post(API.login, {
    config: { access: 'public', rateLimit: app.rateLimits.address },
    schema: { tags: ['session'], body: loginBody, response: { 200: loginAnswer } },
    preHandler: loginLimits,
  }, async (request) => {
    try {
      const answer = await login(db, request.body, deps, request.ip);
      await loginKnown(request);
      return answer;
    } catch (err) {
      // a wrong password or number (401), not a right password of an inactive account (403)
      if (err instanceof HttpError && err.statusCode === 401 && err.answerMessage === MSG.loginFailed) await loginFailures(request);
      throw err;
    }
  });

  app.post(API.recover, {
    config: { access: 'public', rateLimit: app.rateLimits.address },
    schema: { tags: ['session'], body: recoverBody, response: { 200: messageAnswer } },
    // the mail is sent after the answer, from the recovery queue
    onResponse: async () => app.mailOutbox.wake(),
  }, async (request) => recover(db, request.body, {
    ...deps,
    recoveryQuota: async (matched) => {
      const verdict = await (matched ? recoveryOwner : recoveryOther)(request);
      return verdict.isAllowed || !verdict.isExceeded;
    },
  }));

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
