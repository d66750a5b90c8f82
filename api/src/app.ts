// buildApp: the Fastify instance with everything the modules rely on (team brief, api conventions).
// It opens nothing itself: the caller passes the config and an open, migrated database, so tests
// build as many apps as they like, each on its own database.
import fs from 'node:fs';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_KEY_HEADER } from '@portal/contract';
import type { Config } from './config';
import type { DB } from './db/schema';
import { registerAccessGuard, registerPublicScope } from './http/access';
import { registerConditionalGets } from './http/etag';
import { healthRoutes } from './http/health';
import { serverLimits } from './http/limits';
import { registerOverloadGuard } from './http/overload';
import { rateLimitStore } from './http/rate-limit-store';
import { connectRedis, type SharedRedis } from './http/redis';
import { UPLOADED_IMAGE, registerSecurityHeaders, uploadHeaders } from './http/security';
import { trustProxyOption } from './http/trust-proxy';
import { registerTextInputGuard } from './http/text-input';
import { HttpError } from './http/errors';
import { notFoundAnswer, registerErrorHandler } from './http/error-handler';
import { createMailer, type Mailer } from './mail';
import { bindMailOutbox, createMailOutbox, type MailOutbox, type OutboxJob } from './mail/outbox';
import { sendDueRecoveries } from './modules/auth/recovery-queue';
import { MSG, STORAGE_MSG } from './messages';
import { registerModules } from './modules';
import { UPLOADS_PREFIX, createStorage, type Storage } from './storage';
import { createFileLinks, fileLinkKey, type FileLinks } from './storage/links';
import { registerFrontends, type Frontends } from './web/frontends';

// Spanish default texts for every zod rule the contract does not word itself
z.config(z.locales.es());

/** a route's rate limit: `config: { access: 'public', rateLimit: app.rateLimits.login }` */
export interface RouteRateLimit { max: number; timeWindow: number }

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DB;
    storage: Storage;
    mailer: Mailer;
    /** sends the mail_outbox rows through `mailer` (woken after each decision; server.ts runs it every minute) */
    mailOutbox: MailOutbox;
    /** signed links of private uploads (invoice and profile photos) */
    fileLinks: FileLinks;
    /**
     * `login` per identification number (RATE_LIMIT_LOGIN, keyed by the route),
     * `address` per client address (RATE_LIMIT_LOGIN_ADDRESS: login, recovery, registration)
     */
    rateLimits: { login: RouteRateLimit; address: RouteRateLimit };
    /** the Redis connection (REDIS_URL), null without one */
    redis: SharedRedis | null;
    /** the clock of the calls (tests move it to prove what a balance shows after an expiry) */
    now: () => Date;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** open and migrated (see server.ts) */
  db: DB;
  /** defaults to the folder STORAGE_DIR */
  storage?: Storage;
  /** defaults to SMTP_URL or the OUTBOX_DIR folder */
  mailer?: Mailer;
  /** Fastify logger; defaults to pino at LOG_LEVEL */
  logger?: FastifyServerOptions['logger'];
  /** rate-limit store; defaults to Redis (REDIS_URL, memory while it is away) or memory (http/rate-limit-store.ts) */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  /** serve /portal.config.json, the built shell and remotes (npm start; off in tests by default) */
  serveFrontends?: boolean;
  /** the clock routes pass to services as `app.now()`; defaults to the real time (tests move it) */
  now?: () => Date;
  /** extra routes registered after the modules, under the same guard (tests) */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // a log line per request only when debugging; failures are logged by the error handler
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace' }),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // header size, slow clients, keep-alive and draining on close (http/limits.ts)
    ...serverLimits(config),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // JSON bodies: an empty body is "no body" (clients send the JSON content type on body-less POSTs
  // such as logout and SPEC 7 "POST /api/products/delete/{id}, no body"); malformed JSON -> Spanish 400
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    defaultJson(request, text, (err, value) => (err ? done(new HttpError(400, MSG.invalidJson), undefined) : done(null, value)));
  });

  const storage = options.storage ?? createStorage(config.STORAGE_DIR);
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.OUTBOX_DIR });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('storage', storage);
  app.decorate('mailer', mailer);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('fileLinks', createFileLinks(await fileLinkKey(db)));
  app.decorate('rateLimits', {
    login: { max: config.RATE_LIMIT_LOGIN.max, timeWindow: config.RATE_LIMIT_LOGIN.timeWindowMs },
    address: { max: config.RATE_LIMIT_LOGIN_ADDRESS.max, timeWindow: config.RATE_LIMIT_LOGIN_ADDRESS.timeWindowMs },
  });
  // the state several processes share; a Redis that is down at start is waited for briefly,
  // then the limits start in memory and move to Redis once it answers
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, app.log) : null;
  app.decorate('redis', redis);
  if (redis) {
    app.addHook('onClose', async () => redis.close());
    await redis.waitReady(2000);
  }
  // the password recoveries are mailed by the same runs (after the answer, and every minute)
  const recoveries: OutboxJob = (jobDb, jobMailer, log, now) => sendDueRecoveries(jobDb, jobMailer, log, now, { recoveryTtlMinutes: config.RECOVERY_TTL_MINUTES });
  const mailOutbox = createMailOutbox(db, mailer, app.log, { now: () => app.now(), jobs: [recoveries] });
  app.decorate('mailOutbox', mailOutbox);
  bindMailOutbox(db, mailOutbox);
  // a send under way finishes before the mailer and the database close
  app.addHook('onClose', async () => mailOutbox.stop());
  if (!options.mailer) app.addHook('onClose', async () => mailer.close());
  // @fastify/static wants its root to exist
  fs.mkdirSync(storage.root, { recursive: true });

  // security headers on every answer, and overload refused before any other work
  // (both ahead of the access guard, whose token check reads the database)
  await registerSecurityHeaders(app, config);
  await registerOverloadGuard(app, config);
  registerErrorHandler(app);
  registerAccessGuard(app, { db, appKey: config.APP_KEY, sessionMaxDays: config.SESSION_MAX_DAYS });
  // control characters and broken Unicode in any text of a request: a Spanish 400
  registerTextInputGuard(app);
  // ETag and 304 on the api's reads (before compression: http/etag.ts)
  registerConditionalGets(app);

  // every text answer over 1 KB compressed on the fly (brotli, else gzip; a quick brotli
  // level: it is paid on every request). Built front-end files come precompressed (web/frontends.ts)
  // and images are not compressible, so the plugin leaves them alone.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // only when some origin may call: with none, the plugin would still run its hook on every request
  // to add nothing, and answer a preflight 404 as any unknown route does without it
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, { origin: config.CORS_ORIGINS, allowedHeaders: ['Content-Type', 'Authorization', APP_KEY_HEADER] });
  }
  await app.register(rateLimit, {
    global: false,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : redis ? { store: rateLimitStore(redis, config.REDIS_PREFIX) } : {}),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: MSG.tooManyRequests }),
  });
  // @fastify/multipart: only in the scopes of the upload routes (http/multipart.ts uploadRoutes)

  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal de Puntos - API', description: 'SPEC 7: every call of the portal', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          appKey: { type: 'apiKey', in: 'header', name: APP_KEY_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  registerPublicScope(app, async (scope) => {
    await scope.register(swaggerUi, { routePrefix: '/api/docs' });
    // uploaded images (names are random, contents checked when stored); invoice and profile photos
    // only through a signed link (storage/links.ts), refused to anyone without one
    scope.addHook('onRequest', async (request) => {
      if (!request.url.startsWith(`${UPLOADS_PREFIX}/`)) return;
      let pathname: string;
      try {
        pathname = decodeURIComponent(request.url.split('?')[0]);
      } catch {
        // a malformed escape is no file of ours: refused, never a 500
        throw new HttpError(403, STORAGE_MSG.linkRefused);
      }
      // only the image types storage writes are ever served from the upload folder
      if (!UPLOADED_IMAGE.test(pathname)) throw new HttpError(404, MSG.routeNotFound);
      const query = request.query as { expires?: unknown; signature?: unknown };
      const verdict = app.fileLinks.check(pathname, query);
      if (verdict === 'refused') throw new HttpError(403, STORAGE_MSG.linkRefused);
      // the WebP variant of an image stored before variants existed is made on its first request
      await app.storage.ensureVariant(pathname);
    });
    await scope.register(fastifyStatic, {
      root: storage.root,
      prefix: `${UPLOADS_PREFIX}/`,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders: (reply: FastifyReply) => {
        // nosniff and a policy under which the file can never run as a page
        uploadHeaders(reply);
        // a signed photo: this browser may keep it while its link lives, no shared cache may
        const query = reply.request.query as { expires?: unknown };
        if (query.expires !== undefined) reply.header('Cache-Control', `private, max-age=${app.fileLinks.secondsLeft(query)}`);
      },
    });
  });

  await app.register(registerModules);
  await app.register(healthRoutes({ db, redis }));
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes!(scope));

  let frontends: Frontends | null = null;
  if (options.serveFrontends) frontends = await registerFrontends(app, config);
  app.setNotFoundHandler(async (request, reply) => {
    if (frontends && (await frontends.fallback(request, reply))) return reply;
    return notFoundAnswer(reply);
  });

  return app;
}
