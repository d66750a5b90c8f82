// npm run bench: figures as ratios against a baseline taken in the same run (never timed asserts).
//  1. api: authenticated GET /api/products/all vs a bare Fastify route, autocannon at 50 connections;
//     and beside it a bare route answering the catalogue's very bytes (what sending them costs).
//  2. bundle: the login page's JS as served (brotli) vs react + react-dom + react-router alone,
//     built by the same webpack and compressed the same way; the request chain before the first paint.
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { chromium } from 'playwright-core';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(__dirname, '../..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * the api's routes are measured in turns, ROUNDS times over: on a shared 2-core machine one route
 * measured once can come out 30% apart from one run to the next, and the machine's pace drifts over
 * a minute; each round's ratio is taken between measurements seconds apart, and the median of the
 * rounds is the figure (every round is printed)
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

function start(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (d: Buffer) => {
      out += d;
      const m = out.match(/listening (http:\/\/\S+)/);
      if (m) resolve({ child, url: m[1] });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** CPU time (user + system, µs) a process has used so far: Linux /proc; NaN elsewhere */
function cpuMicros(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100; // clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

/**
 * 2 s of load that is not counted: the JIT compiles the hot paths (without it a short run mostly
 * measures start-up)
 */
async function warmUp(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
}

interface Run { rps: number; p99: number; cpuPerRequest: number }

/** autocannon at CONNECTIONS for DURATION_S; `serverPid`: also the server's CPU per answered request */
async function load(url: string, headers: Record<string, string> = {}, serverPid?: number): Promise<Run> {
  const cpuBefore = cpuMicros(serverPid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, cpuPerRequest: (cpuMicros(serverPid) - cpuBefore) / result.requests.total };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** CPU µs per call of `fn`, the best of 3 rounds of `n` calls (the machine may be busy with other work) */
async function cpuPerCall(n: number, fn: () => unknown): Promise<number> {
  for (let i = 0; i < 100; i++) await fn();
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const before = process.cpuUsage();
    for (let i = 0; i < n; i++) await fn();
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / n);
  }
  return best;
}

/**
 * What an authenticated catalogue read costs, part by part, each measured alone in this process on
 * the benchmark's own SQLite file (the profile behind it: docs/performance.md).
 * The token check is paid on every request: the database's state (one tiny statement)
 * while nothing changed, the token's statement (which reads the catalogue version too) after any
 * change (db/unchanged.ts); the list query, its serialization and ETag only when the catalogue
 * changed (catalogue-cache.ts); the compression only when the browser does not already hold the
 * answer (else a 304). What is not listed is Fastify, its plugins (security headers, compression
 * hooks, overload guard) and the socket.
 */
async function apiCosts(sqliteFile: string, token: string) {
  const { createDb, databaseState } = await import('@portal/api/testing');
  const { hashToken, resolveToken } = await import('@portal/api/testing');
  const { lookUpToken } = await import('@portal/api/testing');
  const { listProducts } = await import('@portal/api/testing');
  const { etagOf } = await import('@portal/api/testing');
  const { serializerCompiler } = await import('fastify-type-provider-zod');
  const { listAnswerSchema, productSchema } = await import('@portal/contract');
  const db = createDb({ sqliteFile });
  try {
    const serialize = serializerCompiler({ schema: listAnswerSchema(productSchema), method: 'GET', url: '/api/products/all' } as never) as (d: unknown) => string;
    const rows = await listProducts(db, 'participant');
    const body = serialize(rows);
    const n = 500;
    return {
      token: await cpuPerCall(n, () => resolveToken(db, token)),
      state: await cpuPerCall(n, () => databaseState(db)),
      tokenRead: await cpuPerCall(n, () => lookUpToken(db, hashToken(token), new Date())),
      query: await cpuPerCall(n, () => listProducts(db, 'participant')),
      serialize: await cpuPerCall(n, () => serialize(rows)),
      etag: await cpuPerCall(n, () => etagOf(body)),
      brotli: await cpuPerCall(n, () => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })),
      gzip: await cpuPerCall(n, () => gzipSync(body, { level: 6 })),
      bytes: Buffer.byteLength(body),
    };
  } finally {
    await db.destroy();
  }
}

async function apiBench() {
  const { DEMO, DEMO_PASSWORD } = await import('@portal/api/testing');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  if (!existsSync(path.join(ROOT, 'shell/dist/index.html'))) throw new Error('shell/dist is missing: run `npm run build` first.');
  const env: NodeJS.ProcessEnv = { ...process.env, WEB_ROOT: ROOT, DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '18181', RATE_LIMIT_LOGIN: '1000/min' };
  delete env.DATABASE_URL;
  const bare = await start(['tools/perf/bench/bare-server.ts'], { ...process.env, PORT: '18182' });
  const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let apiErrors = '';
  api.stderr!.on('data', (d) => (apiErrors += d));
  try {
    const base = 'http://127.0.0.1:18181';
    await waitFor(`${base}/portal.config.json`).catch((err) => {
      throw new Error(`${err.message}\n${apiErrors}`);
    });
    const config = await (await fetch(`${base}/portal.config.json`)).json();
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO.participantA, password: DEMO_PASSWORD, grant_type: 'password', client_id: config.clientId, client_secret: config.clientSecret }),
    });
    const [user] = await login.json();
    const auth = { authorization: `Bearer ${user.access_token}` };
    // the same bare route answering the catalogue's very bytes: what sending them costs, apart from
    // what the api does to make them (token check, hooks, cache); printed beside the goal, not as it
    const answerFile = path.join(dataDir, 'catalogue.json');
    writeFileSync(answerFile, await (await fetch(`${base}/api/products/all`, { headers: auth })).text());
    const sameAnswer = await start(['tools/perf/bench/bare-server.ts'], { ...process.env, PORT: '18183', BARE_BODY_FILE: answerFile });
    const rounds: { bare: Run; products: Run; sameAnswer: Run }[] = [];
    try {
      await warmUp(`${bare.url}/bare`);
      await warmUp(`${base}/api/products/all`, auth);
      await warmUp(`${sameAnswer.url}/bare`);
      for (let round = 0; round < ROUNDS; round++) {
        rounds.push({
          bare: await load(`${bare.url}/bare`, {}, bare.child.pid),
          products: await load(`${base}/api/products/all`, auth, api.pid),
          sameAnswer: await load(`${sameAnswer.url}/bare`, {}, sameAnswer.child.pid),
        });
      }
    } finally {
      sameAnswer.child.kill('SIGTERM');
    }
    const costs = await apiCosts(path.join(dataDir, 'portal.sqlite'), user.access_token);
    const shellJs = await shellInitialJs(base);
    return { rounds, costs, shellJs };
  } finally {
    bare.child.kill('SIGTERM');
    api.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** brotli at the build's setting (tools/webpack/federation.js precompresses every text file so) */
function brotliOf(buffers: Buffer[]): number {
  return buffers.reduce((sum, b) => sum + brotliCompressSync(b, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } }).length, 0);
}

interface PageJs {
  /** every script of the portal's origin the login page loaded (without a click), as served */
  scripts: { path: string; served: number; encoding: string }[];
  /** the longest chain of scripts, each asked for by the one before (the page itself is 0), before the first paint */
  chainDepth: number;
  firstPaintMs: number;
}

/** the body bytes the server sends for `url` when asked for `encoding` (not decoded) */
function bytesOnTheWire(url: string, encoding = 'identity'): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The login page's JS as a browser fetches it, measured by Debian's Chromium: every script
 * of the portal's origin (not of the remotes) until the network is idle, with the bytes the server
 * sent (content-length of the compressed answer) and the encoding; and the request chain before the
 * first paint (which request asked for which: Chromium's initiators).
 */
async function shellInitialJs(base: string): Promise<PageJs> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // url -> the url of the script (or page) that asked for it
    const askedBy = new Map<string, string | undefined>();
    cdp.on('Network.requestWillBeSent', (e) => {
      let frames = e.initiator.stack;
      while (frames && frames.callFrames.length === 0) frames = frames.parent;
      if (!askedBy.has(e.request.url)) askedBy.set(e.request.url, frames?.callFrames[0]?.url || e.initiator.url);
    });
    const responses: Promise<PageJs['scripts'][number]>[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin !== base || !url.pathname.endsWith('.js') || url.pathname.startsWith('/remotes/')) return;
      responses.push(
        res.allHeaders().then(async (headers) => ({
          path: url.pathname,
          // a file under 1 KB has no precompressed copy and comes compressed on the fly, without a length
          served: headers['content-length'] !== undefined ? Number(headers['content-length']) : await bytesOnTheWire(res.url(), headers['content-encoding']),
          encoding: headers['content-encoding'] ?? 'none',
        })),
      );
    });
    const pageUrl = `${base}/auth/login-page`;
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    const { firstPaintMs, started } = await page.evaluate(() => ({
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      started: performance.getEntriesByType('resource').map((r) => [r.name, r.startTime] as const),
    }));
    const startedAt = new Map(started);
    const depth = (url: string | undefined, seen = new Set<string>()): number => {
      if (!url || url === pageUrl || seen.has(url)) return 0;
      seen.add(url);
      return 1 + depth(askedBy.get(url), seen);
    };
    const beforePaint = [...startedAt].filter(([url, at]) => new URL(url).pathname.endsWith('.js') && at < firstPaintMs);
    const chainDepth = Math.max(0, ...beforePaint.map(([url]) => depth(url)));
    const scripts = await Promise.all(responses);
    if (scripts.some((s) => !Number.isFinite(s.served))) throw new Error(`a script came without content-length: ${JSON.stringify(scripts)}`);
    return { scripts, chainDepth, firstPaintMs };
  } finally {
    await browser.close();
  }
}

/** react + react-dom + react-router alone, built by the same webpack and loaders (tools/perf/bench/baseline.webpack.js) */
function baselineJs(): Buffer[] {
  const out = mkdtempSync(path.join(tmpdir(), 'portal-baseline-'));
  try {
    const res = spawnSync(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(ROOT, 'shell')] }), '--config', path.join(ROOT, 'tools/perf/bench/baseline.webpack.js'), '--env', `out=${out}`],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (res.status !== 0) throw new Error(`baseline build failed:\n${res.stdout}\n${res.stderr}`);
    return readdirSync(out).filter((f) => f.endsWith('.js')).map((f) => readFileSync(path.join(out, f)));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function main() {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`Benchmarks (autocannon -c ${CONNECTIONS} -d ${DURATION_S}s; the api's routes in turns, ${ROUNDS} rounds)\n`);
  const { rounds, costs, shellJs } = await apiBench();
  const us = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} µs` : 'n/a');
  const line = (name: string, runs: Run[]) => console.log(
    `  ${name.padEnd(32)}${runs.map((r) => r.rps.toFixed(0).padStart(7)).join('')} req/s   ` +
    `p99 ${runs.map((r) => r.p99).join(', ')} ms   server CPU ${runs.map((r) => us(r.cpuPerRequest)).join(', ')}/req`);
  const ratios = rounds.map((r) => r.products.rps / r.bare.rps);
  const ratio = median(ratios);
  const worstP99 = Math.max(...rounds.map((r) => r.products.p99));
  const met = ratio >= 0.25 && worstP99 < 25;
  console.log('api (SQLite, demo data; server CPU per request from /proc; one column per round)');
  line('bare Fastify route', rounds.map((r) => r.bare));
  line('GET /api/products/all (auth)', rounds.map((r) => r.products));
  line('bare route, the same answer', rounds.map((r) => r.sameAnswer));
  console.log(`  ratio products / bare         ${ratio.toFixed(3)} median of ${ratios.map((r) => r.toFixed(3)).join(', ')}   ` +
    `(baseline 0.056; goal >= 0.25 and p99 < 25 ms (worst round ${worstP99} ms): ${met ? 'met' : 'NOT met'})`);
  console.log(`  products / the same answer    ${median(rounds.map((r) => r.products.rps / r.sameAnswer.rps)).toFixed(3)} median   ` +
    `(bare / it: ${median(rounds.map((r) => r.bare.rps / r.sameAnswer.rps)).toFixed(2)}: what sending the ${(costs.bytes / 1024).toFixed(1)} KB costs)`);
  console.log(`  per request, each part alone: token check ${us(costs.token)} while the database is unchanged (its state alone ${us(costs.state)}), ` +
    `${us(costs.tokenRead)} when it reads (after any change; one statement, with the catalogue version); ` +
    `after a catalogue write only: list query ${us(costs.query)}, serialization ${us(costs.serialize)}, ETag ${us(costs.etag)}; ` +
    `compressing the ${(costs.bytes / 1024).toFixed(1)} KB answer (browsers, unless a 304): brotli ${us(costs.brotli)}, gzip ${us(costs.gzip)}\n`);
  // like with like, both as a browser receives them (brotli, the build's precompression)
  const served = shellJs.scripts.reduce((sum, s) => sum + s.served, 0);
  const baseline = brotliOf(baselineJs());
  const bundleRatio = served / baseline;
  const encodings = [...new Set(shellJs.scripts.map((s) => s.encoding))].join(', ');
  console.log('bundle (brotli, as served)');
  console.log(`  react + react-dom + react-router alone      ${kb(baseline)}   (same webpack, brotli quality 11 as the build precompresses)`);
  console.log(`  login page JS (${shellJs.scripts.length} files, served ${encodings})   ${kb(served)}   ${shellJs.scripts.map((s) => `${s.path} ${kb(s.served)}`).join(', ')}`);
  console.log(`  ratio login page / baseline                 ${bundleRatio.toFixed(2)}   (baseline 3.1; goal <= 1.3: ${bundleRatio <= 1.3 ? 'met' : 'NOT met'})`);
  console.log(`  longest chain of JS requests before the first paint (${shellJs.firstPaintMs.toFixed(0)} ms)   ${shellJs.chainDepth}   (goal <= 2: ${shellJs.chainDepth <= 2 ? 'met' : 'NOT met'})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
