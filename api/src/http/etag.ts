// The api's reads answer 304 when nothing changed. Every GET (and HEAD) of /api/* that
// answers 200 JSON carries a weak ETag, a hash of the JSON as the route produced it, before any
// compression: @fastify/compress adds its onSend hook on each route, and route hooks run after
// this application-wide one. Weak (W/) because the bytes on the wire differ between the plain,
// gzip and brotli answers while the data is the same (RFC 9110 8.8.1). A request whose
// If-None-Match names it gets a 304 with no body. Answers without their own Cache-Control get
// `private, no-cache`: a browser keeps them but asks again each time (with If-None-Match), and no
// shared cache ever stores one user's data.
//
// Not @fastify/etag (6.2.0): it tags and answers 304 to every method and status (a POST or an error
// answer whose hash matched would become a 304) and compares If-None-Match as one string (no lists,
// no `*`). The comparison is `fresh`'s (jshttp, as Express and send use it): lists, `*`, weak and
// strong tags, and garbage that matches nothing.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fresh from 'fresh';

/** The weak entity tag of a JSON answer (also used by routes that keep their answer ready). */
export function etagOf(body: string | Buffer): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

export const API_READ_CACHE_CONTROL = 'private, no-cache';

export function registerConditionalGets(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      reply.statusCode !== 200 ||
      !(typeof payload === 'string' || Buffer.isBuffer(payload)) ||
      !request.url.startsWith('/api/') ||
      reply.hasHeader('content-encoding')
    ) {
      done(null, payload);
      return;
    }
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.includes('json')) {
      done(null, payload);
      return;
    }
    let etag = reply.getHeader('etag');
    if (typeof etag !== 'string') {
      etag = etagOf(payload);
      reply.header('etag', etag);
    }
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', API_READ_CACHE_CONTROL);
    if (request.headers['if-none-match'] !== undefined && fresh(request.headers, { etag })) {
      // no body, and no header that describes one (RFC 9110 15.4.5); a HEAD keeps its payload
      // for Fastify's HEAD handler, which measures it for the Content-Length a 200 would carry
      // and sends nothing
      reply.code(304);
      if (request.method === 'HEAD') {
        done(null, payload);
        return;
      }
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      done(null, null);
      return;
    }
    done(null, payload);
  });
}
