// Security headers on every response: helmet's headers with a Content-Security-Policy the
// shell and the three remotes work under, and the headers of uploaded files, which must never run
// as a page whatever they contain.
//
// The headers come from helmet (the library @fastify/helmet wraps), asked once at start: nothing in
// them depends on the request (no CSP nonces), and @fastify/helmet calls `helmet(options)` anew on
// every request, parsing the policy and building a dozen middlewares each time (62 µs of the
// catalogue read's 265). One hook then sets the same list on every answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';

/** HSTS, sent only on a request that came over HTTPS (directly, or per X-Forwarded-Proto from a trusted proxy) */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** the only files /uploads serves: the image types storage/index.ts writes */
export const UPLOADED_IMAGE = /\.(png|jpe?g|webp|gif)$/i;

/**
 * Headers of an uploaded file: nosniff, so a browser keeps to the image type its name gives, and a
 * policy under which even a file opened on its own as a page can load nothing and run nothing.
 */
export function uploadHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
}

/** origins of remotes served from elsewhere (REMOTE_URL_*): their scripts and manifests must load */
function remoteOrigins(config: Pick<Config, 'REMOTE_URLS'>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.REMOTE_URLS)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not an absolute URL: a path on this origin, covered by 'self'
    }
  }
  return [...origins];
}

/**
 * The policy. What the front ends need (checked against the built shell and remotes in Chromium):
 * - scripts only from files: index.html has no inline script, Module Federation loads each
 *   remoteEntry.js and chunk as a <script src> from /remotes/<name>/ (or the REMOTE_URL_* origin)
 *   and fetches its mf-manifest.json (connect-src);
 * - style-src 'unsafe-inline': styled-components and style-loader inject <style> elements;
 * - images from this origin (/uploads), data: and blob: (previews of a chosen photo);
 * - no framing at all (frame-ancestors 'none'), no plugins, forms post only here.
 * The swagger UI at /api/docs loads its files from this origin too and works under the same policy.
 */
export function contentSecurityPolicy(config: Pick<Config, 'REMOTE_URLS'>) {
  const elsewhere = remoteOrigins(config);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", ...elsewhere],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'", ...elsewhere],
      imgSrc: ["'self'", 'data:', 'blob:', ...elsewhere],
      fontSrc: ["'self'", 'data:', ...elsewhere],
      connectSrc: ["'self'", ...elsewhere],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  };
}

/** the headers `helmet(options)` sets, asked once (its middleware run against a recording response) */
export function helmetHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'REMOTE_URLS' | 'CORS_ORIGINS'>): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config),
    // below, only over HTTPS: a browser that saw it on a plain-HTTP intranet name would refuse that name
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // remotes on another origin (CORS_ORIGINS) show this origin's images
    crossOriginResourcePolicy: { policy: config.CORS_ORIGINS.length > 0 ? 'cross-origin' : 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    // request.protocol reads X-Forwarded-Proto only from a proxy TRUST_PROXY trusts
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    done();
  });
}
