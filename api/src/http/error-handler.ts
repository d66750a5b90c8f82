// The global error handler: a clear Spanish `detail` for anything the client can fix; everything
// else is logged with its stack and answered with a generic text (STYLE "Errors").
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorAnswer } from '@portal/contract';
import { isCheckViolation, isForeignKeyViolation, isRetryable, isUniqueViolation } from '../db/errors';
import { FIELD_LABELS, MSG } from '../messages';
import { PointsError, type PointsRefusal } from '../points/errors';
import { HttpError } from './errors';

interface Issue { path: string; message: string }

function fieldName(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return '';
  const label = parts.map((p) => (/^\d+$/.test(p) ? `#${Number(p) + 1}` : FIELD_LABELS[p] ?? p));
  return label.join(' ');
}

/**
 * "Campo nombre: Mínimo 5 caracteres; Campo correo: ...", each text once: a value can break two
 * checks with one message (an id past 2^53 is neither a safe integer nor <= 2^31-1), and
 * is answered as one that breaks one of them.
 */
export function validationDetail(issues: Issue[]): string {
  if (issues.length === 0) return MSG.invalidData;
  const texts = issues.map((i) => {
    const field = fieldName(i.path);
    return field ? MSG.invalidField(field, i.message) : i.message;
  });
  return [...new Set(texts)].slice(0, 5).join('; ');
}

/** seconds a client is asked to wait after a busy database */
export const BUSY_RETRY_AFTER_SECONDS = 2;

function answer(reply: FastifyReply, statusCode: number, detail: string, message = 'error') {
  const body: ErrorAnswer = { message, detail, statusCode };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors (body parsing, content type, size) -> Spanish detail. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MSG.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MSG.emptyJson],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MSG.unsupportedMedia],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MSG.invalidData],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MSG.bodyTooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, MSG.imageTooLarge],
  FST_FILES_LIMIT: [413, MSG.tooManyFiles],
  FST_PARTS_LIMIT: [413, MSG.bodyTooLarge],
  FST_FIELDS_LIMIT: [413, MSG.bodyTooLarge],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, MSG.multipartExpected],
};

/** the status of each refusal of the points engine (points/errors.ts) */
export const POINTS_STATUS: Record<PointsRefusal, number> = { 'not-found': 404, stale: 409, refused: 409, invalid: 400 };

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof HttpError) return answer(reply, err.statusCode, err.detail, err.answerMessage);
    if (err instanceof PointsError) return answer(reply, POINTS_STATUS[err.refusal], err.detail);

    if (hasZodFastifySchemaValidationErrors(err)) {
      return answer(reply, 400, validationDetail(err.validation.map((v) => ({ path: v.instancePath, message: v.message ?? '' }))));
    }
    // a handler that parses with schema.parse() itself (multipart 'data' JSON)
    if (err instanceof ZodError) {
      return answer(reply, 400, validationDetail(err.issues.map((i) => ({ path: `/${i.path.join('/')}`, message: i.message }))));
    }
    if (err.code && FASTIFY_CODES[err.code]) {
      const [status, detail] = FASTIFY_CODES[err.code];
      return answer(reply, status, detail);
    }
    // rate limit (its errorResponseBuilder gives a Spanish text, see app.ts)
    if (err.statusCode === 429) return answer(reply, 429, err.message || MSG.tooManyRequests);

    // the database stayed busy (SQLite lock) or PostgreSQL gave up on a serialization or
    // deadlock even after inTransaction's retries: nothing was written, the same call can succeed
    // in a moment, so say so (503 + Retry-After) instead of a bare 500
    if (isRetryable(err)) {
      request.log.warn({ err }, 'database busy');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return answer(reply, 503, MSG.databaseBusy);
    }

    // safety net for constraint violations a module did not check first: the client can fix these
    if (isUniqueViolation(err)) return answer(reply, 409, MSG.duplicate);
    if (isForeignKeyViolation(err)) {
      const deleting = request.method === 'DELETE' || /delete/i.test(request.url);
      return answer(reply, deleting ? 409 : 400, deleting ? MSG.inUse : MSG.missingReference);
    }
    if (isCheckViolation(err)) {
      request.log.warn({ err }, 'check constraint violated');
      return answer(reply, 400, MSG.invalidData);
    }

    if (isResponseSerializationError(err) || !err.statusCode || err.statusCode >= 500) {
      request.log.error({ err }, 'request failed');
      return answer(reply, err.statusCode === 503 ? 503 : 500, err.statusCode === 503 ? MSG.unavailable : MSG.internal);
    }
    // another 4xx raised by Fastify or a plugin: keep the status, never leak an English internal text
    request.log.info({ err }, 'client error');
    const generic: Record<number, string> = { 401: MSG.sessionInvalid, 403: MSG.forbidden, 404: MSG.routeNotFound };
    return answer(reply, err.statusCode, generic[err.statusCode] ?? MSG.invalidData);
  });
}

/** 404 for unknown routes (ids that do not exist answer their own Spanish detail). */
export const notFoundAnswer = (reply: FastifyReply) => answer(reply, 404, MSG.routeNotFound);
