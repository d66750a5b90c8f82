// npm start serves everything from one origin (team brief "Runtime shape"): the runtime config at
// /portal.config.json, each built remote at /remotes/<name>/, the built shell at / with the SPA
// fallback to its index.html for every other GET that is not /api, /uploads or /remotes. Built files
// are served as the build precompressed them (.br, .gz beside each text file; issue 12) to a browser
// that accepts them; anything else the api answers is compressed on the fly (app.ts).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PORTAL_CONFIG_PATH, REMOTE_NAMES, type PortalConfig } from '@portal/contract';
import type { Config } from '../config';
import { registerPublicScope } from '../http/access';
import { UPLOADS_PREFIX } from '../storage';

export interface Frontends {
  /** answers the SPA fallback; false when the request is not the shell's */
  fallback(request: FastifyRequest, reply: FastifyReply): boolean;
}

/** webpack production names carry [contenthash:8] (tools/webpack/federation.js): cache them for good */
const HASHED = /\.[0-9a-f]{8}\.(js|css|mjs)$/;
/** the entry points a redeployed remote changes: never cached, so a reload picks up the new build */
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'mf-stats.json']);

function cacheHeaders(reply: FastifyReply, filePath: string) {
  // a precompressed copy (main.1a2b3c4d.js.br) is cached as the file it stands for
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(base)) reply.header('Cache-Control', 'no-store');
  else if (HASHED.test(base)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'no-cache');
}

export function portalConfig(config: Config): PortalConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, config.REMOTE_URLS[name] ?? `/remotes/${name}/mf-manifest.json`]),
  ) as PortalConfig['remotes'];
  return {
    remotes,
    apiBaseUrl: '',
    clientId: config.CLIENT_ID,
    clientSecret: config.CLIENT_SECRET,
    appKey: config.APP_KEY,
    contactUrl: config.CONTACT_URL,
  };
}

const NOT_BUILT_HTML = `<!doctype html><html lang="es"><meta charset="utf-8"><title>Portal de Puntos</title>
<body style="font-family:sans-serif;padding:2rem"><h1>El portal aún no está compilado</h1>
<p>Ejecute <code>npm run build</code> (o <code>npm start</code>, que compila antes de iniciar) y recargue la página.</p></body></html>`;

export async function registerFrontends(app: FastifyInstance, config: Config): Promise<Frontends> {
  app.get(PORTAL_CONFIG_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return portalConfig(config);
  });

  for (const name of REMOTE_NAMES) {
    const dist = path.join(config.WEB_ROOT, `remote-${name}`, 'dist');
    if (config.REMOTE_URLS[name]) continue; // served from elsewhere
    if (!fs.existsSync(dist)) {
      app.log.warn(`Remote "${name}" is not built (${dist} is missing): run \`npm run build\` first. /remotes/${name}/ will answer 404.`);
      continue;
    }
    registerPublicScope(app, async (scope) => {
      await scope.register(fastifyStatic, { root: dist, prefix: `/remotes/${name}/`, decorateReply: false, index: false, preCompressed: true, setHeaders: cacheHeaders });
    });
  }

  const shellDist = path.join(config.WEB_ROOT, 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');
  const shellBuilt = fs.existsSync(shellIndex);
  if (!shellBuilt) {
    app.log.warn(`The shell is not built (${shellIndex} is missing): run \`npm run build\` first. Pages answer a "not built" notice.`);
  } else {
    registerPublicScope(app, async (scope) => {
      // wildcard: files are looked up per request, so a rebuilt shell is served without a restart;
      // a missing file falls through to the not-found handler, i.e. the SPA fallback below
      await scope.register(fastifyStatic, {
        root: shellDist, prefix: '/', decorateReply: false, index: false, wildcard: true, preCompressed: true, setHeaders: cacheHeaders,
      });
    });
  }

  const sendShell = (reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    if (!shellBuilt || !fs.existsSync(shellIndex)) reply.code(503).send(NOT_BUILT_HTML);
    else reply.code(200).send(fs.createReadStream(shellIndex));
  };
  // '/' is a directory to the static plugin (which refuses listing it): answer the shell directly
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    sendShell(reply);
    return reply;
  });

  const notShell = ['/api', UPLOADS_PREFIX, '/remotes'];
  return {
    fallback(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?')[0];
      if (notShell.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
      // a missing asset (/main.1234abcd.js) is a real 404, not a page
      if (/\.(js|mjs|css|map|json|png|jpe?g|gif|webp|svg|ico|woff2?)$/i.test(pathname)) return false;
      sendShell(reply);
      return true;
    },
  };
}
