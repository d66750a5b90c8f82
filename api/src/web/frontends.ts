// npm start serves everything from one origin (team brief "Runtime shape"): the runtime config at
// /portal.config.json, each built remote at /remotes/<name>/, the built shell at / with the SPA
// fallback to its index.html for every other GET that is not /api, /uploads or /remotes. Built files
// are served as the build precompressed them (.br, .gz beside each text file) to a browser
// that accepts them; anything else the api answers is compressed on the fly (app.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SendOptions } from '@fastify/static';
import fresh from 'fresh';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstScreenPageOf, PORTAL_CONFIG_PATH, SHELL_INDEX_PAGE, REMOTE_NAMES, SCREENS_FILE, type PortalConfig } from '@portal/contract';
import type { Config } from '../config';
import { registerPublicScope } from '../http/access';
import { UPLOADS_PREFIX } from '../storage';
import { RELEASE_NAME, RELEASES_FILE, RELEASES_PREFIX, releasesInUse } from '@portal/releases';
import { firstReadsPlan, firstReadsTag } from './first-reads';
import { hintTags, pageHints, readJsonFile, screensTag } from './hints';
import { createImageHints } from './image-hints';

export interface Frontends {
  /** answers the SPA fallback; false when the request is not the shell's */
  fallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/**
 * webpack production names carry [contenthash:8] (tools/webpack/federation.js), and so do the app's
 * icons (tools/webpack/app-manifest.js): cache them for good
 */
const HASHED = /\.[0-9a-f]{8}\.(js|css|mjs|png)$/;
/**
 * index.html and the remotes' entry files are revalidated: the entry points a redeployed
 * remote changes are kept by the browser but checked on every use (no-cache; the static plugin's
 * ETag and Last-Modified make the check a 304 while the file is the same), so a remote rebuilt
 * alone is picked up on the next load. Other unhashed files the same way.
 */
const REVALIDATE = 'no-cache';

function cacheHeaders(reply: FastifyReply, filePath: string) {
  // a precompressed copy (main.1a2b3c4d.js.br) is cached as the file it stands for
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  reply.header('Cache-Control', HASHED.test(base) ? 'public, max-age=31536000, immutable' : REVALIDATE);
}


/** the shell page's validator: its name, size and modification time (two pages never share one) */
function shellTag(file: string, stat: fs.Stats): string {
  return `W/"${path.basename(file, '.html')}-${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

/**
 * Where each remote's manifest is: REMOTE_URL_<NAME> when set (another origin), else its release in
 * use (releases.ts) when one is deployed, else the build in remote-<name>/dist (what
 * `npm start` builds). `problems` says what in the releases file could not be followed.
 */
export function remoteManifests(config: Config): { remotes: PortalConfig['remotes']; releases: NonNullable<PortalConfig['releases']>; problems: string[] } {
  const { inUse, problems } = releasesInUse(config.RELEASES_DIR);
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      config.REMOTE_URLS[name] ?? (inUse[name] ? `${RELEASES_PREFIX}/${name}/${inUse[name]}/mf-manifest.json` : `/remotes/${name}/mf-manifest.json`),
    ]),
  ) as PortalConfig['remotes'];
  const releases: NonNullable<PortalConfig['releases']> = { shell: inUse.shell ?? null };
  for (const name of REMOTE_NAMES) {
    releases[name] = config.REMOTE_URLS[name] ? null : inUse[name] ?? distRelease(path.join(config.WEB_ROOT, `remote-${name}`, 'dist', SCREENS_FILE));
  }
  return { remotes, releases, problems };
}

/** the release a remote's plain build names in its screens.json (parsed again only when the file changes) */
function distRelease(file: string): string | null {
  const read = readJsonFile(file) as { release?: unknown } | undefined;
  return typeof read?.release === 'string' ? read.release : null;
}

export function portalConfig(config: Config, { remotes, releases } = remoteManifests(config)): PortalConfig {
  return {
    remotes,
    releases,
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
  // each problem of the releases file is logged once, not on every page load
  const told = new Set<string>();
  app.get(PORTAL_CONFIG_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const manifests = remoteManifests(config);
    for (const problem of manifests.problems) {
      if (!told.has(problem)) app.log.warn(`releases: ${problem}`);
      told.add(problem);
    }
    return portalConfig(config, manifests);
  });

  // every deployed release of every remote, old ones included (a tab opened before a deploy still
  // loads its lazy chunks); a release folder never changes, so everything in it is kept for good.
  // Only files inside a release folder (<name>/<release>/...): never the releases file, its lock or
  // the file a change is writing beside it
  fs.mkdirSync(config.RELEASES_DIR, { recursive: true });
  registerPublicScope(app, async (scope) => {
    await scope.register(fastifyStatic, {
      root: config.RELEASES_DIR, prefix: `${RELEASES_PREFIX}/`, decorateReply: false, index: false, wildcard: true, preCompressed: true,
      allowedPath: (pathName) => pathName.split('/').filter(Boolean).length >= 3 && !path.basename(pathName).startsWith(RELEASES_FILE),
      setHeaders: (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
    });
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
  /**
   * The folders the shell's files are looked up in, first that has one wins: the shell's
   * release in use (`npm run deploy --workspace @portal/shell`), then its other releases (a tab opened
   * before a deploy or a rollback still gets its chunks, whose names carry their content hash), then
   * shell/dist (what `npm start` builds). Without a release in use, shell/dist alone. Read again only
   * when the releases file or the shell's releases folder changes.
   */
  const shellReleases = path.join(config.RELEASES_DIR, 'shell');
  let kept: { key: string; folders: string[] } | null = null;
  const shellFolders = (): string[] => {
    const mtime = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const key = `${mtime(path.join(config.RELEASES_DIR, RELEASES_FILE))}:${mtime(shellReleases)}`;
    if (kept?.key === key) return kept.folders;
    const current = releasesInUse(config.RELEASES_DIR).inUse.shell;
    const others = current && fs.existsSync(shellReleases)
      ? fs.readdirSync(shellReleases, { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name !== current && RELEASE_NAME.test(d.name))
        .map((d) => path.join(shellReleases, d.name))
        .sort((a, b) => mtime(b) - mtime(a))
      : [];
    const folders = current ? [path.join(shellReleases, current), ...others, shellDist] : [shellDist];
    kept = { key, folders };
    return folders;
  };
  /** the shell's page `file` of the release in use, with its stat; undefined when it has none */
  const shellPage = (file: string) => {
    for (const folder of shellFolders()) {
      const stat = fs.statSync(path.join(folder, file), { throwIfNoEntry: false });
      if (stat) return { page: path.join(folder, file), stat };
      // the pages of one release only: never a page of one release with the files of another
      if (fs.existsSync(path.join(folder, 'index.html'))) return undefined;
    }
    return undefined;
  };
  if (!fs.existsSync(path.join(shellDist, 'index.html')) && !releasesInUse(config.RELEASES_DIR).inUse.shell) {
    app.log.warn(`The shell is not built (${path.join(shellDist, 'index.html')} is missing): run \`npm run build\` first. Pages answer a "not built" notice.`);
  }
  registerPublicScope(app, async (scope) => {
    // files are looked up per request in the folders above, so a rebuilt or redeployed shell is
    // served without a restart; a missing file falls through to the not-found handler, i.e. the SPA
    // fallback below
    await scope.register(fastifyStatic, {
      root: shellDist, serve: false, index: false, preCompressed: true, setHeaders: cacheHeaders,
    });
    scope.get('/*', { schema: { hide: true } }, (request, reply) => {
      // @fastify/static takes `root` in the options (its types leave it out), an array tried in turn
      reply.sendFile((request.params as { '*': string })['*'], { root: shellFolders() } as SendOptions);
      return reply;
    });
    // browsers and crawlers ask for /favicon.ico (without this route a 404); the portal's icon is
    // the build's favicon.svg, which every page names
    scope.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.redirect('/favicon.svg', 301));
  });

  // a production build has a page of its own for the /auth addresses, which loads the
  // login bundle, and one for the home, which loads the home's first-screen bundle, instead of the
  // federated shell (tools/webpack/firstScreen.js); a development build has index.html only.
  // The page of every route: revalidated like the entry files (a 304 while the build is the same).
  /** a page's text, read again only when the file changes */
  const pageTexts = new Map<string, { key: string; text: string }>();
  const pageText = (file: string, stat: fs.Stats) => {
    const key = `${stat.mtimeMs}:${stat.size}`;
    const kept = pageTexts.get(file);
    if (kept?.key === key) return kept.text;
    const text = fs.readFileSync(file, 'utf8');
    pageTexts.set(file, { key, text });
    return text;
  };
  const imageHints = createImageHints(app.db);
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    // the page of the address (contract firstScreenPageOf), or the federated shell's
    const own = firstScreenPageOf(pathname);
    const found = (own && shellPage(own)) || shellPage(SHELL_INDEX_PAGE);
    if (!found) {
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').code(503).send(NOT_BUILT_HTML);
      return;
    }
    const { page, stat } = found;
    // the federated shell's page names what the path's remote needs (hints.ts); its
    // validator is then its content, which changes with a deploy of any remote
    // and the first screen's main picture, where the api can know it (image-hints.ts)
    // and, for an /admin page, its first api reads, which its first script sends before main.js (first-reads.ts)
    // and the screens lists of the other remotes, written in it (hints.ts).
    // The home's page (home.html) names its first reads only: its bundle is the shell's own; the
    // login's names none (first-reads.ts: an /auth page has no plan).
    const needs = path.basename(page) === SHELL_INDEX_PAGE ? pageHints(config, pathname) : null;
    const plan = firstReadsTag(firstReadsPlan(config, pathname));
    const hints = needs ? hintTags(needs.hints) + (await imageHints.tagFor(pathname)) + plan + screensTag(needs.screens) : plan;
    const text = hints ? pageText(page, stat).replace('</head>', `${hints}</head>`) : null;
    const etag = text === null ? shellTag(page, stat) : `W/"index-${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 20)}"`;
    reply.header('Cache-Control', REVALIDATE).header('ETag', etag);
    if (text === null) reply.header('Last-Modified', stat.mtime.toUTCString());
    if (fresh(request.headers, text === null ? { etag, 'last-modified': stat.mtime.toUTCString() } : { etag })) reply.code(304).send();
    else reply.code(200).type('text/html; charset=utf-8').send(text ?? fs.createReadStream(page));
  };
  // '/' is a directory to the static plugin (which refuses listing it): answer the shell directly
  app.get('/', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    await sendShell(request, reply);
    return reply;
  });

  const notShell = ['/api', UPLOADS_PREFIX, '/remotes', RELEASES_PREFIX];
  return {
    async fallback(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?')[0];
      if (notShell.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
      // a missing asset (/main.1234abcd.js) is a real 404, not a page
      if (/\.(js|mjs|css|map|json|png|jpe?g|gif|webp|svg|ico|woff2?)$/i.test(pathname)) return false;
      await sendShell(request, reply);
      return true;
    },
  };
}
