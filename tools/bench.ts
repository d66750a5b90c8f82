// npm run bench: figures as ratios against a baseline taken in the same run (never timed asserts).
//  1. api: authenticated GET /api/products/all vs a bare Fastify route, autocannon at 50 connections.
//  2. bundle: gzip size of the shell's initial JS vs react + react-dom + react-router alone,
//     built by the same webpack.
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(__dirname, '..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
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

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function apiBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  if (!existsSync(path.join(ROOT, 'shell/dist/index.html'))) throw new Error('shell/dist is missing: run `npm run build` first.');
  const env: NodeJS.ProcessEnv = { ...process.env, WEB_ROOT: ROOT, DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '18181', RATE_LIMIT_LOGIN: '1000/min' };
  delete env.DATABASE_URL;
  const bare = await start(['tools/bench/bare-server.ts'], { ...process.env, PORT: '18182' });
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
      body: JSON.stringify({ username: '1000000002', password: 'demo1234', grant_type: 'password', client_id: config.clientId, client_secret: config.clientSecret }),
    });
    const [user] = await login.json();
    const bareRun = await load(`${bare.url}/bare`);
    const productsRun = await load(`${base}/api/products/all`, { authorization: `Bearer ${user.access_token}` });
    const shellJs = await shellInitialJs(base);
    return { bareRun, productsRun, shellJs };
  } finally {
    bare.child.kill('SIGTERM');
    api.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function gzipOf(buffers: Buffer[]): number {
  return buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
}

/**
 * The shell's initial JS as a browser fetches it: every script of the shell's origin (not of the
 * remotes) that loads before the login page is shown, measured by Debian's Chromium.
 */
async function shellInitialJs(base: string): Promise<Buffer[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === base && url.pathname.endsWith('.js') && !url.pathname.startsWith('/remotes/')) scripts.push(res.body());
    });
    await page.goto(`${base}/auth/login-page`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

function baselineJs(): Buffer[] {
  const out = mkdtempSync(path.join(tmpdir(), 'portal-baseline-'));
  try {
    const res = spawnSync(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js', { paths: [path.join(ROOT, 'shell')] }), '--config', path.join(ROOT, 'tools/bench/baseline.webpack.js'), '--env', `out=${out}`],
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
  console.log(`Benchmarks (autocannon -c ${CONNECTIONS} -d ${DURATION_S}s; gzip level 9)\n`);
  const { bareRun, productsRun, shellJs } = await apiBench();
  console.log('api (SQLite, demo data)');
  console.log(`  bare Fastify route            ${bareRun.rps.toFixed(0).padStart(7)} req/s   p99 ${bareRun.p99} ms`);
  console.log(`  GET /api/products/all (auth)  ${productsRun.rps.toFixed(0).padStart(7)} req/s   p99 ${productsRun.p99} ms`);
  console.log(`  ratio products / bare         ${(productsRun.rps / bareRun.rps).toFixed(3)}\n`);
  const shell = gzipOf(shellJs);
  const baseline = gzipOf(baselineJs());
  console.log('bundle (gzip)');
  console.log(`  react + react-dom + react-router alone   ${kb(baseline)}`);
  console.log(`  shell initial JS (${shellJs.length} files, login page)  ${kb(shell)}`);
  console.log(`  ratio shell / baseline                   ${(shell / baseline).toFixed(2)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
