// npm run bench:lighthouse (issue 12): Lighthouse's mobile preset (its default: a Moto G Power
// screen, simulated slow 4G and a 4x slower CPU) on the login page, and on the home and the
// catalogue of a logged-in participant, 3 runs each, the median printed next to the goal.
//
// The portal is started as `npm start` serves it (api/src/main.ts with the built front ends, demo
// data, a temporary SQLite database). Chromium is Debian's, started by chrome-launcher (Lighthouse's
// own dependency) with a debugging port; the participant logs in through a page of that same browser
// (playwright-core over CDP), so the session that shared-auth keeps in IndexedDB is there when
// Lighthouse opens its tab. Lighthouse still clears the HTTP cache before every run (its
// `clearStorageTypes` leave IndexedDB alone), so each run is a cold load.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { freePort } from '../api/src/proofs/harness';

const ROOT = path.resolve(__dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PARTICIPANT = { identification: '1000000002', password: 'demo1234' };
const GOAL = { score: 0.95, lcpMs: 2500, tbtMs: 200 };
/** some of the pages only, for a quicker look: LIGHTHOUSE_PAGES=/auth/login-page,/admin/home */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
/** a folder to keep every run's full report in (Lighthouse's JSON), for a closer look */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  kib: number;
  scripts: number;
  /** Lighthouse's measure of this machine's speed: its simulated CPU times scale observed ones */
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function startPortal() {
  if (!existsSync(path.join(ROOT, 'shell/dist/index.html'))) throw new Error('shell/dist is missing: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
  const env: NodeJS.ProcessEnv = { ...process.env, WEB_ROOT: ROOT, DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port) };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 240) throw new Error(`the portal did not start:\n${log}`);
    const ok = await fetch(`${url}/portal.config.json`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Lighthouse's own CLI in plain Node: under tsx its page functions lose their names (`__name`). */
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');

interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown }>;
  environment: { benchmarkIndex: number };
}

function audit(url: string, port: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [LIGHTHOUSE_CLI, url, `--port=${port}`, '--output=json', '--output-path=stdout', '--only-categories=performance', '--quiet'],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) return reject(new Error(`Lighthouse failed on ${url}: ${err.message}\n${stderr}`));
        try {
          const lhr = JSON.parse(stdout) as Lhr;
          if (REPORT_DIR) writeFileSync(path.join(REPORT_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), stdout);
          resolve(figures(url, lhr));
        } catch (e) {
          reject(e);
        }
      },
    );
  });
}

/**
 * Lighthouse sometimes fails to record the trace of a load (NO_NAVSTART, NO_FCP...: "Please run
 * Lighthouse again"): such a run is tried once more; any other failure, or a second one, stops the bench.
 */
async function auditOnceMore(url: string, port: number): Promise<Run> {
  try {
    return await audit(url, port);
  } catch (e) {
    if (!/run Lighthouse again/i.test(String(e))) throw e;
    console.warn(`  (Lighthouse could not record a run of ${new URL(url).pathname}; trying it once more)`);
    return audit(url, port);
  }
}

function figures(url: string, lhr: Lhr): Run {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl} (not logged in?)`);
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string }[] } | undefined)?.items ?? [];
  return {
    score: lhr.categories.performance.score ?? 0,
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    fcp: num('first-contentful-paint'),
    kib: num('total-byte-weight') / 1024,
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function logIn(base: string, port: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${base}/auth/login-page`);
    await page.getByLabel('Número de identificación').fill(PARTICIPANT.identification);
    await page.getByLabel('Contraseña').fill(PARTICIPANT.password);
    await page.getByRole('button', { name: /ingresar|iniciar sesión/i }).click();
    await page.waitForURL('**/admin/home');
    await page.close();
  } finally {
    // drops playwright's connection only; the browser Lighthouse drives keeps running
    await browser.close();
  }
}

async function main() {
  const portal = await startPortal();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: { page: string; runs: Run[] }[] = [];
  try {
    const pages: { path: string; loggedIn: boolean }[] = [
      { path: '/auth/login-page', loggedIn: false },
      { path: '/admin/home', loggedIn: true },
      { path: '/admin/products', loggedIn: true },
    ].filter((p) => !ONLY || ONLY.includes(p.path));
    for (const { path: pagePath, loggedIn } of pages) {
      if (loggedIn && !rows.some((r) => r.page.startsWith('/admin'))) await logIn(portal.url, chrome.port);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditOnceMore(`${portal.url}${pagePath}`, chrome.port));
      rows.push({ page: pagePath, runs });
    }
  } finally {
    chrome.kill();
    await portal.stop();
  }

  const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
  console.log(`Lighthouse ${RUNS}x per page (mobile preset, simulated throttling; median)`);
  console.log('  page                score (goal >= 0.95)   LCP (goal < 2.5 s)   TBT (goal < 200 ms)   FCP       transferred   scripts   runs (score)');
  let failed = false;
  for (const { page, runs } of rows) {
    const m = {
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      fcp: median(runs.map((r) => r.fcp)),
      kib: median(runs.map((r) => r.kib)),
      scripts: median(runs.map((r) => r.scripts)),
    };
    const ok = m.score >= GOAL.score && m.lcp < GOAL.lcpMs && m.tbt < GOAL.tbtMs;
    if (!ok) failed = true;
    console.log(
      `  ${page.padEnd(19)} ${m.score.toFixed(2).padEnd(22)} ${ms(m.lcp).padEnd(20)} ${`${m.tbt.toFixed(0)} ms`.padEnd(21)} ${ms(m.fcp).padEnd(9)} ${`${m.kib.toFixed(0)} KiB`.padEnd(13)} ${String(m.scripts).padEnd(9)} ${runs.map((r) => r.score.toFixed(2)).join(' ')}${ok ? '' : '   (below the goal)'}`,
    );
  }
  console.log(`  machine: Lighthouse benchmarkIndex ${median(rows.flatMap((r) => r.runs.map((x) => x.benchmarkIndex))).toFixed(0)} (CPU times are observed ones x4: a busy machine scores lower)`);
  console.log('  issue 12 before (uncompressed): /auth/login-page 0.65, LCP 5.9 s, TBT 480 ms, 768 KiB');
  // a figure, not an assert: a slow machine must not fail the bench chain; the lines say which page misses
  if (failed) console.log('  at least one page misses the goal');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
